// `npm run check`: the TypeScript check of every workspace and ESLint, in one process on the same
// TypeScript programs. ESLint's typed rules need the type checker's answers; run apart (`npm run
// typecheck` and `npm run lint`) the two steps parsed, bound and checked the whole code twice.
// Here each workspace's program is built once, ESLint lints with it, then the compiler reports its
// own errors from the same, already half-checked program. Same rules, same compiler options, same
// output as the two commands (they stay for editors and single workspaces).
//
// `npm run check` gives Node a 64 MB young generation (`--max-semi-space-size=64`): the compiler
// and the linter allocate many short-lived objects, and fewer scavenges took it from 152 s to
// 139 s alone on two cores (199 to 190 CPU-s).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Owners first: a file is linted with the first program that holds it (the contracts' sources are
// also part of every program that imports them).
const workspaces = ['packages/contracts', 'apps/api', 'apps/web', 'e2e', 'bench'];

function programOf(workspace) {
  const configPath = path.join(root, workspace, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) {
    throw new Error(`cannot read ${configPath}`);
  }
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const programs = workspaces.map(programOf);
console.log(`TypeScript programs of ${String(workspaces.length)} workspaces: ${seconds()} s`);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs } } },
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const lintOutput = await formatter.format(results);
const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
console.log(`ESLint, ${String(results.length)} files: ${seconds()} s`);
if (lintOutput !== '') {
  console.log(lintOutput);
}

const host = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => root,
  getNewLine: () => ts.sys.newLine,
};
// Each file's errors are asked of the first program that holds it, as for the lint above: the
// contracts' sources are part of every program, and bench and e2e import the API's modules, so
// `tsc -p` of each workspace checked those files again (about 19 s of 95 on two cores). The
// program's global and option errors are still reported for every workspace.
const owner = new Map();
for (const [index, program] of programs.entries()) {
  for (const file of program.getSourceFiles()) {
    if (!owner.has(file.fileName)) {
      owner.set(file.fileName, index);
    }
  }
}

function diagnosticsOf(program, index) {
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
  ];
  const options = program.getCompilerOptions();
  const declarations = options.declaration === true || options.composite === true;
  for (const file of program.getSourceFiles()) {
    if (owner.get(file.fileName) !== index) {
      continue;
    }
    diagnostics.push(
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    );
    if (declarations) {
      diagnostics.push(...program.getDeclarationDiagnostics(file));
    }
  }
  return ts.sortAndDeduplicateDiagnostics(diagnostics);
}

let typeErrors = 0;
for (const [index, program] of programs.entries()) {
  const diagnostics = diagnosticsOf(program, index);
  typeErrors += diagnostics.length;
  if (diagnostics.length > 0) {
    console.log(`\n${workspaces[index] ?? ''}:`);
    console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  }
}
console.log(`TypeScript, ${String(workspaces.length)} workspaces: ${seconds()} s`);

if (problems > 0 || typeErrors > 0) {
  console.error(`✖ ${String(problems)} lint problem(s), ${String(typeErrors)} TypeScript error(s)`);
  process.exit(1);
}
console.log('✔ no lint problem, no TypeScript error');
