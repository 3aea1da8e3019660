/**
 * V8's sampling heap profiler in the portal's own process, for a window of its life: where the
 * bytes a request allocates come from, or which of them live on. Loaded into the server by
 * Node's `--import`, e.g. during the many-user run at 100,000 offers:
 *
 *   HEAP_SAMPLE_FROM=92 HEAP_SAMPLE_TO=106 HEAP_SAMPLE_COLLECTED=1 \
 *   BENCH_SERVER_NODE_ARGS='--import ./bench/src/heap-sample.mjs' BENCH_ONLY='many users' \
 *   BENCH_DATABASE_URL=… BENCH_OFFERS=100000 npm run bench -- --skip-prepare
 *
 * HEAP_SAMPLE_FROM and HEAP_SAMPLE_TO are seconds after the process started (the run follows
 * the start-up work the bench waits for); HEAP_SAMPLE_COLLECTED=1 also counts what was collected
 * since (allocations), without it only what is still alive at the end (what lives on). The
 * profile is written to HEAP_SAMPLE_OUT (heap.heapprofile): open it in Chromium's DevTools,
 * Memory tab, or sum its nodes' `selfSize` by `callFrame`.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const from = Number(process.env.HEAP_SAMPLE_FROM ?? 60) * 1000;
const to = Number(process.env.HEAP_SAMPLE_TO ?? 80) * 1000;
const collected = process.env.HEAP_SAMPLE_COLLECTED === '1';
const out = process.env.HEAP_SAMPLE_OUT ?? 'heap.heapprofile';

const session = new Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) => {
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result)));
  });

setTimeout(() => {
  void post('HeapProfiler.enable').then(() =>
    post('HeapProfiler.startSampling', {
      samplingInterval: 65_536,
      includeObjectsCollectedByMajorGC: collected,
      includeObjectsCollectedByMinorGC: collected,
    }),
  );
}, from).unref();

setTimeout(() => {
  void post('HeapProfiler.stopSampling').then(({ profile }) => {
    writeFileSync(out, JSON.stringify(profile));
    process.stderr.write(`heap profile written to ${out}\n`);
  });
}, to).unref();
