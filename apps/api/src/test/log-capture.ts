import { PassThrough } from 'node:stream';

/** A stream to pass as buildApp's `logStream`, and the log lines written to it so far. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
  });
  return { lines, stream };
}
