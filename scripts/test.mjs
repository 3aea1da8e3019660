// `npm test`: every gate in order, stopping at the first failure, with the time of each step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and API tests', ['run', 'test:unit']],
  ['build and e2e tests', ['run', 'test:e2e']],
];

const times = [];
const started = Date.now();
for (const [name, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name} (npm ${args.join(' ')})`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = (Date.now() - stepStart) / 1000;
  times.push([name, seconds]);
  console.log(`⏱ ${name}: ${seconds.toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed (exit ${String(result.status ?? result.signal)})`);
    printTimes();
    process.exit(result.status ?? 1);
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
