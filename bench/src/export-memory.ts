/**
 * The company's candidate export at scale: the CSV and XLSX of the bench's heavy offer, one at a
 * time, with the portal's resident memory sampled every 10 ms while each downloads. Prepare data
 * with an offer of 20,000 applicants first:
 *
 *   BENCH_DATABASE_URL=postgres://…/bench20k BENCH_CANDIDATES=20000 BENCH_HEAVY_APPLICANTS=20000 \
 *     DATA_DIR=/tmp/pb20k npx tsx bench/src/prepare.ts
 *   BENCH_DATABASE_URL=postgres://…/bench20k BENCH_DATA_DIR=/tmp/pb20k npx tsx bench/src/export-memory.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { answering, startPortal } from './portal-process.ts';
import { residentKiB } from './proc.ts';

const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/portal-bench';
const port = Number(process.env.BENCH_PORT ?? 18200) + 9;
const base = `http://127.0.0.1:${String(port)}`;
const offer = (
  JSON.parse(fs.readFileSync(path.join(dataDir, 'heavy-offer.json'), 'utf8')) as { id: number }
).id;

const portal = startPortal({ port, dataDir });
const rssMiB = () => residentKiB(portal.pid ?? 0) / 1024;

async function post(url: string, body: object, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { datos: { token?: string } | null };
}

try {
  await answering(`${base}/api/health`, portal);
  let token =
    (
      await post('/api/Empresa/logaUsuario', {
        eUsuario: 'empresa0@bench.es',
        ePassword: 'Bench1234',
        eAmbito: 'PrivadoEmpresa',
      })
    ).datos?.token ?? '';
  const accepted = await fetch(`${base}/api/Empresa/guardaAceptacionRGPD`, {
    headers: { authorization: `Bearer ${token}` },
  });
  token = ((await accepted.json()) as { datos: { token?: string } | null }).datos?.token ?? token;
  for (const url of [
    `/api/Empresa/dameCandidatosProceso/${String(offer)}?pagina=1`,
    `/api/Empresa/dameCandidatosProceso/${String(offer)}?pagina=100&porPagina=100`,
    `/api/Empresa/exportaCandidatosProceso/${String(offer)}?formato=csv`,
    `/api/Empresa/exportaCandidatosProceso/${String(offer)}?formato=xlsx`,
  ]) {
    for (let run = 0; run < 3; run += 1) {
      const before = rssMiB();
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB());
      }, 10);
      const started = performance.now();
      const response = await fetch(`${base}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      const ms = performance.now() - started;
      clearInterval(sampler);
      console.log(
        `${url.replace(/^\/api\/Empresa\//, '').padEnd(44)} ${String(response.status)} ${(bytes / 1024).toFixed(0).padStart(6)} KiB in ${ms.toFixed(0).padStart(5)} ms; resident ${before.toFixed(0)} MiB before, peak +${(peak - before).toFixed(0)} MiB`,
      );
    }
  }
} finally {
  portal.kill('SIGTERM');
}
