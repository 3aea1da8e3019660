// `npm test`: every gate, stopping at the first failure, with the time of each step.
//
// Scheduling on two cores: the TypeScript check and ESLint run as one single-threaded step on the
// same TypeScript programs (scripts/check.mjs), the unit and API tests beside it from the start,
// and the browser tests once the unit and API tests have passed (the check, a little longer, may
// still be finishing). A failure stops the run and ends the steps still running.
import { spawn } from 'node:child_process';

const times = [];
const running = new Set();
const started = Date.now();
let failing = false;

/** Runs one npm script; alone it streams its output, beside others it prints it when done. */
function run(name, args, buffered) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    console.log(`\n▶ ${name} (npm ${args.join(' ')})`);
    const child = spawn('npm', args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - stepStart) / 1000;
      if (buffered) {
        console.log(`\n── ${name} ──`);
        process.stdout.write(Buffer.concat(output));
      }
      times.push([name, seconds]);
      console.log(`⏱ ${name}: ${seconds.toFixed(1)} s`);
      const status = code ?? signal;
      if (failing) {
        exitOnceStopped();
      } else if (status !== 0) {
        fail(name, status);
      }
      resolve();
    });
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Ends the steps still running and exits once they have stopped. They are interrupted (SIGINT), as
 * Ctrl+C would: Playwright stops the web server it started only then (ended with SIGTERM it left
 * the server running, holding its port for the next run). What has not stopped 15 s later is killed.
 */
function fail(name, status) {
  console.error(`✖ ${name} failed (exit ${String(status)})`);
  failing = true;
  printTimes();
  for (const child of running) {
    signalGroup(child, 'SIGINT');
  }
  setTimeout(() => {
    for (const child of running) {
      signalGroup(child, 'SIGKILL');
    }
    process.exit(1);
  }, 15_000).unref();
  exitOnceStopped();
}

function exitOnceStopped() {
  if (running.size === 0) {
    process.exit(1);
  }
}

function printTimes() {
  console.log('\nStep times (types and lint overlap the other two steps):');
  for (const [name, seconds] of times) {
    console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  console.log(
    `  ${'total'.padEnd(22)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  );
}

// Steps run in their own process groups (so a failure can end a whole step): pass an interrupt on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!failing) {
      fail('npm test', signal);
    }
  });
}

const check = run('types and lint', ['run', 'check'], true);
const unit = run('unit and API tests', ['run', 'test:unit'], true);
// The unit tests end first (about 30 s before the check): the browser tests take the free core
// then instead of waiting; a failure of the check still stops them and the run.
await unit;
// A failure is ending the run: start nothing more.
if (!failing) {
  await Promise.all([check, run('build and e2e tests', ['run', 'test:e2e'], false)]);
  printTimes();
}
