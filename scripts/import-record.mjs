// `npm run import:record -- <file> [--dry-run] [--full] [--skip-refused] [--url U] [--token T]`:
// gives the university's academic record file to a running portal (the import call the
// back-office page uses, authorised by an integration token) and prints what it did.
// Exit code 0: applied (or, with --dry-run, would be applied); 1: refused or failed; 2: bad usage.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

const usage = `usage: npm run import:record -- <file> [--dry-run] [--full] [--skip-refused]
                                  [--url http://localhost:8080] [--token <token>]
  --dry-run       preview only: nothing changes in the portal
  --full          the file is the whole record: people missing from it are marked as no
                  longer enrolled (no account, CV or application is deleted)
  --skip-refused  apply the valid rows even when some rows are refused
  --url           the portal (default: PORTAL_URL, else http://localhost:8080)
  --token         an integration token (default: RECORD_IMPORT_TOKEN)`;

function parseArgs(argv) {
  const options = { dryRun: false, full: false, skipRefused: false, url: null, token: null };
  const files = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') {
      options.dryRun = true;
    } else if (arg === '--full') {
      options.full = true;
    } else if (arg === '--skip-refused') {
      options.skipRefused = true;
    } else if (arg === '--url' || arg === '--token') {
      const value = argv[i + 1];
      if (value === undefined) {
        return null;
      }
      options[arg.slice(2)] = value;
      i += 1;
    } else if (arg.startsWith('--url=') || arg.startsWith('--token=')) {
      const [key, ...rest] = arg.slice(2).split('=');
      options[key] = rest.join('=');
    } else if (arg.startsWith('-')) {
      return null;
    } else {
      files.push(arg);
    }
  }
  return files.length === 1 ? { ...options, file: files[0] } : null;
}

const counts = [
  ['filas', 'rows read'],
  ['validas', 'valid'],
  ['rechazadas', 'refused'],
  ['nuevos', 'new people (accounts created)'],
  ['actualizados', 'people updated'],
  ['sinCambios', 'people unchanged'],
  ['nuevosTitulados', 'students who graduated'],
  ['bajas', 'people who left'],
  ['sinVerificar', 'matched by DNI, not verified'],
];

function printImport(datos) {
  console.log(`import ${datos.id}: ${datos.estado} (${datos.nombreFichero})`);
  for (const [key, label] of counts) {
    console.log(`  ${label.padEnd(30)} ${String(datos.resumen?.[key] ?? 0).padStart(8)}`);
  }
  const ignored = datos.resumen?.columnasIgnoradas ?? [];
  if (ignored.length > 0) {
    console.log(`columns not in the record, not read: ${ignored.join(', ')}`);
  }
  if (datos.rechazadas.length > 0) {
    console.log('refused rows (line, column, reason, value):');
    for (const r of datos.rechazadas) {
      console.log(`  ${r.linea}\t${r.columna ?? ''}\t${r.mensaje}\t${r.valor ?? ''}`);
    }
    if ((datos.resumen?.rechazadas ?? 0) > datos.rechazadas.length) {
      console.log(`  … the full report is in the back-office (import ${datos.id})`);
    }
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const token = options.token ?? process.env.RECORD_IMPORT_TOKEN;
  if (!token) {
    console.error('No token: pass --token or set RECORD_IMPORT_TOKEN.\n\n' + usage);
    return 2;
  }
  let size;
  try {
    size = statSync(options.file).size;
  } catch {
    console.error(`Cannot read ${options.file}`);
    return 2;
  }
  const base = (options.url ?? process.env.PORTAL_URL ?? 'http://localhost:8080').replace(
    /\/$/,
    '',
  );
  const query = new URLSearchParams({
    fichero: path.basename(options.file),
    modo: options.dryRun ? 'previsualizar' : 'aplicar',
    completa: String(options.full),
    omitirRechazadas: String(options.skipRefused),
  });
  let response;
  try {
    response = await fetch(`${base}/api/Gestion/expediente/importar?${query.toString()}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        'content-length': String(size),
        'accept-language': 'en',
      },
      body: Readable.toWeb(createReadStream(options.file)),
      duplex: 'half',
    });
  } catch (error) {
    console.error(
      `The portal at ${base} cannot be reached: ${error.cause?.message ?? error.message}`,
    );
    return 1;
  }
  const body = await response.json().catch(() => null);
  if (body === null) {
    console.error(`Unexpected answer from ${base} (HTTP ${response.status})`);
    return 1;
  }
  if (body.status !== 0) {
    if (body.datos?.id !== undefined) {
      printImport(body.datos);
    }
    console.error(`Refused (code ${body.status}): ${body.mensaje ?? ''}`);
    return 1;
  }
  printImport(body.datos);
  if (options.dryRun) {
    const refused = body.datos.resumen?.rechazadas ?? 0;
    console.log(
      refused > 0 && !options.skipRefused
        ? 'Dry run: this file would be refused (add --skip-refused to apply the valid rows only).'
        : 'Dry run: nothing changed.',
    );
    return refused > 0 && !options.skipRefused ? 1 : 0;
  }
  return 0;
}

process.exitCode = await main();
