// `npm test`: every gate, stopping at the first failure, with the time of each step. Typecheck and
// lint are single-threaded and independent, so they run side by side (one per core); the test
// steps use every core themselves and run one after the other.
import { spawn } from 'node:child_process';

const stages = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ],
  [['unit and API tests', ['run', 'test:unit']]],
  [['build and e2e tests', ['run', 'test:e2e']]],
];

const times = [];
const started = Date.now();

/** Runs one npm script; alone it streams its output, beside others it prints it when done. */
function run(name, args, buffered) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    console.log(`\n▶ ${name} (npm ${args.join(' ')})`);
    const child = spawn('npm', args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - stepStart) / 1000;
      if (buffered) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      times.push([name, seconds]);
      console.log(`⏱ ${name}: ${seconds.toFixed(1)} s`);
      resolve({ name, status: code ?? signal });
    });
  });
}

for (const stage of stages) {
  const results = await Promise.all(stage.map(([name, args]) => run(name, args, stage.length > 1)));
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length > 0) {
    for (const f of failed) {
      console.error(`✖ ${f.name} failed (exit ${String(f.status)})`);
    }
    printTimes();
    process.exit(1);
  }
}
printTimes();

function printTimes() {
  console.log('\nStep times:');
  for (const [name, seconds] of times) {
    console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  console.log(
    `  ${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  );
}
