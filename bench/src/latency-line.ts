/** The q-quantile of ascending `sorted` (0 when empty). */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Prints one line of latencies in ms: count, p50, p95, p99, max. */
export function latencyLine(name: string, times: number[], nameWidth = 42): void {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (q: number) => quantile(sorted, q).toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(nameWidth)} n=${String(times.length).padStart(4)}  p50 ${f(0.5)}  p95 ${f(0.95)}  p99 ${f(0.99)}  max ${f(1)} ms`,
  );
}
