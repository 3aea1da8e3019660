import { deflateSync } from 'node:zlib';
import { callUrl, type CallSpec } from '@portal/contracts';
import type { TestApp } from '../../test/test-app.ts';

export interface Answer<T = unknown> {
  http: number;
  status: number;
  datos: T;
  mensaje: string | null;
  headers: Record<string, unknown>;
  raw: Buffer;
}

/** Makes a declared call as a signed-in user (or with no token when `email` is null). */
export async function callAs<T = unknown>(
  t: TestApp,
  call: CallSpec,
  email: string | null,
  input: { params?: unknown; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers = email ? await t.authHeader(email) : {};
  const res = await t.app.inject({
    method: call.method,
    url: callUrl(call, { params: input.params }),
    headers,
    ...(input.body === undefined ? {} : { payload: input.body as object }),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  const body = isJson
    ? res.json<{ status: number; datos: T; mensaje: string | null }>()
    : { status: 0, datos: null as T, mensaje: null };
  return {
    http: res.statusCode,
    status: body.status,
    datos: body.datos,
    mensaje: body.mensaje,
    headers: res.headers,
    raw: res.rawPayload,
  };
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) {
    c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real grey PNG of the given size (for the photo checks). */
export function pngOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal real PDF of about `bytes` bytes. */
export function pdfOf(bytes = 400): Buffer {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n';
  const tail = '\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return Buffer.from(head + '%'.repeat(Math.max(0, bytes - head.length - tail.length)) + tail);
}
