import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  authCalls,
  defineCall,
  domainCalls,
  eventCalls,
  getStatusEntry,
  maintenanceCalls,
  privacyCalls,
  type CallSpec,
} from '@portal/contracts';
import { allCalls } from '@portal/contracts/all-calls';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app.ts';

const t = await createTestApp();

interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Every route of the app, from Fastify's route tree (`printRoutes` without common prefixes): each
 * line is a node whose text continues its parent's path, with its methods in parentheses.
 */
function registeredRoutes(tree: string): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = /[├└]── /.exec(line);
    if (!branch) {
      continue;
    }
    const depth = branch.index / 4;
    const node = line.slice(branch.index + branch[0].length);
    const methods = /^(.*) \(([A-Z, ]+)\)$/.exec(node);
    const label = methods?.[1] ?? node;
    stack.length = depth;
    const full = `${stack[depth - 1] ?? ''}${label}`;
    stack.push(full);
    for (const method of methods?.[2]?.split(', ') ?? []) {
      routes.push({ method, path: full });
    }
  }
  return routes;
}

const same = (route: RegisteredRoute, call: CallSpec) =>
  route.method === call.method && route.path.toLowerCase() === call.path.toLowerCase();

const apiRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
  (route) =>
    route.method !== 'HEAD' &&
    route.path.toLowerCase().startsWith('/api/') &&
    !route.path.toLowerCase().startsWith('/api/docs'),
);
const describeRoute = (route: RegisteredRoute) => `${route.method} ${route.path}`;
const describeCall = (call: CallSpec) => `${call.method} ${call.path}`;

describe('every call declared once', () => {
  it('reads the route tree', () => {
    expect(apiRoutes).toContainEqual({ method: 'POST', path: '/api/alumno/logausuario' });
    expect(apiRoutes).toContainEqual({
      method: 'GET',
      path: '/api/dominios/centroseducativosdeprovincia/:idProvincia',
    });
    expect(apiRoutes.length).toBeGreaterThan(50);
  });

  it('registers only declared routes, each matching exactly one declaration', () => {
    const undeclared = apiRoutes
      .filter((route) => allCalls.filter((call) => same(route, call)).length !== 1)
      .map(describeRoute);
    expect(undeclared).toEqual([]);
  });

  it('registers every declaration', () => {
    const missing = allCalls
      .filter((call) => !apiRoutes.some((route) => same(route, call)))
      .map(describeCall);
    expect(missing).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = allCalls.map((call) => `${call.method} ${call.path.toLowerCase()}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('OpenAPI from the declarations', () => {
  const document = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    return res.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
  };
  const openApiPath = (call: CallSpec) => call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

  it.each([
    ['authCalls.loginCandidate', authCalls.loginCandidate],
    ['authCalls.loginCompany', authCalls.loginCompany],
    ['eventCalls.enrol', eventCalls.enrol],
    ['eventCalls.publicSheet', eventCalls.publicSheet],
    ['maintenanceCalls.godMode', maintenanceCalls.godMode],
    ['privacyCalls.acceptCompany', privacyCalls.acceptCompany],
    ['domainCalls.centresOfProvince', domainCalls.centresOfProvince],
  ] as const)('lists the HTTP responses of the codes %s declares', async (_name, call) => {
    const operation = (await document()).paths[openApiPath(call)]?.[call.method.toLowerCase()];
    expect(operation).toBeDefined();
    const expected = new Set<string>(['200', '500']);
    for (const code of call.codes) {
      expected.add(String(getStatusEntry(code).httpStatus));
    }
    if (call.auth !== 'public') {
      // The session's refusals: none or expired, another role, a privacy text to accept, a
      // blocked or withdrawn account.
      for (const code of [2, 403, 428, 90, 32] as const) {
        expected.add(String(getStatusEntry(code).httpStatus));
      }
    }
    if ('params' in call || 'body' in call || 'query' in call) {
      expected.add('400');
    }
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...expected].sort());
  });
});

describe('no call path outside the declarations', () => {
  const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const skippedDirs = new Set([
    'node_modules',
    'dist',
    'dist-e2e',
    'drizzle',
    'public',
    'assets',
    'test',
  ]);
  const sourceFile = /\.(?:[cm]?js|tsx?)$/;
  const testFile = /\.test\.tsx?$|\.fixtures\.ts$/;
  // A call path at the start of a string: '/api/' and a letter, or a role or reference prefix.
  // The OpenAPI browser's own prefix (/api/docs) is the one exception.
  const callPath =
    /^\/(?:api\/(?!docs\b)[A-Za-z]|(?:Alumno|Empresa|Publico|Dominios|Gestion|Encuestas)\/)/;

  function* sourceFiles(dir: string): Generator<string> {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirs.has(entry.name) && !entry.name.startsWith('.')) {
          yield* sourceFiles(full);
        }
      } else if (sourceFile.test(entry.name) && !testFile.test(entry.name)) {
        yield full;
      }
    }
  }

  /** String literals (and template starts) of a file that begin with a call path. */
  function callPathLiterals(file: string): string[] {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateHead(node)) &&
        callPath.test(node.text)
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${path.relative(appsDir, file)}:${String(line + 1)} ${node.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  it('finds a call path in a string and ignores comments', () => {
    const probe = path.join(t.ctx.env.DATA_DIR, 'probe.ts');
    fs.mkdirSync(path.dirname(probe), { recursive: true });
    fs.writeFileSync(
      probe,
      "// GET /api/Alumno/x\nconst a = '/api/Alumno/x';\nconst b = `/Dominios/${a}`;\nconst c = '/api/docs';\n",
    );
    expect(callPathLiterals(probe).map((hit) => hit.split(' ')[1])).toEqual([
      '/api/Alumno/x',
      '/Dominios/',
    ]);
  });

  it('keeps every path in packages/contracts/src/calls', () => {
    const hits = [...sourceFiles(appsDir)].flatMap(callPathLiterals);
    expect(hits).toEqual([]);
  });
});

describe('declarations', () => {
  it('need their audience written out', () => {
    const call = defineCall({
      method: 'GET',
      path: '/api/Publico/ejemplo',
      auth: 'public',
      summary: 'Example',
      tags: ['Ejemplo'],
      response: z.null(),
      codes: [],
    });
    expect(call.auth).toBe('public');
    // A declaration without `auth` is a type error: there is no default audience.
    // @ts-expect-error auth is required
    const withoutAuth = defineCall({
      method: 'GET',
      path: '/api/Publico/ejemplo',
      summary: 'Example',
      tags: ['Ejemplo'],
      response: z.null(),
      codes: [],
    });
    expect(withoutAuth).not.toHaveProperty('auth');
  });
});
