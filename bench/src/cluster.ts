/**
 * Runs BENCH_PROCESSES copies of the built portal on one port (PostgreSQL only): Node's cluster
 * module accepts the connections in this process and hands each to a worker in turn, as a
 * balancer in front of several processes would. run.ts starts it in place of the server when
 * BENCH_PROCESSES is above 1; SIGTERM stops the workers and then this process.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from './portal-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const processes = Number(process.env.BENCH_PROCESSES ?? 2);

cluster.setupPrimary({
  exec: path.join(repoRoot, 'apps/api/dist/server.js'),
  execArgv: serverNodeArgs(),
});
for (let i = 0; i < processes; i += 1) {
  cluster.fork();
}
cluster.on('exit', (worker, code) => {
  if (code !== 0 && !stopping) {
    console.error(`portal worker ${String(worker.process.pid)} exited with ${String(code)}`);
    process.exit(1);
  }
});
let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) {
    worker?.process.kill('SIGTERM');
  }
  cluster.disconnect(() => process.exit(0));
});
