/**
 * A TLS front for the web measurements: HTTPS with HTTP/2 (and HTTP/1.1 for clients without it)
 * in front of the portal's plain HTTP port, as the load balancer of a deployment stands in front
 * of its processes (README "Scaling out": TLS ends at the balancer). Phones reach a deployed
 * portal over HTTP/2: one connection for every file of the page. Measured against the plain port
 * instead, the browser opens six HTTP/1.1 connections, each with its own handshake and slow start,
 * which no deployment has (the figures are given both ways).
 *
 * The certificate is a throwaway self-signed one made with `openssl`, which the browser is told to
 * trust by its key (--ignore-certificate-errors-spki-list); nothing of it is kept.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The addresses of a web measurement: the portal's own (`givenUrl`, or the port it is started on;
 * the bench signs in through it) and what the browser opens — the portal, or with `https` the TLS
 * front on `port` + 2 before it.
 */
export function measuredUrls(
  port: number,
  givenUrl: string | undefined,
  https: boolean,
): { portalUrl: string; baseUrl: string; tlsPort: number } {
  const portalUrl = givenUrl ?? `http://127.0.0.1:${String(port)}`;
  const tlsPort = port + 2;
  return {
    portalUrl,
    baseUrl: https ? `https://127.0.0.1:${String(tlsPort)}` : portalUrl,
    tlsPort,
  };
}

/** Headers that belong to one connection: not forwarded (HTTP/2 refuses them). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !hopByHop.has(name)) {
      result[name] = value;
    }
  }
  return result;
}

interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** Base64 SHA-256 of its public key: what Chromium's --ignore-certificate-errors-spki-list takes. */
  spki: string;
}

function selfSignedCertificate(): Certificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const publicKey = crypto.createPublicKey(fs.readFileSync(certFile));
    const spki = crypto
      .createHash('sha256')
      .update(publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), spki };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front in a process of its own on `port`, forwarding to http://127.0.0.1:
 * `upstreamPort`; resolves once it listens, with the certificate's public key hash for the browser
 * to trust. Its own process: the measuring process blocks while Lighthouse runs.
 */
export async function startTlsFront(
  port: number,
  upstreamPort: number,
): Promise<{ process: ChildProcess; spki: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), String(port), String(upstreamPort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const spki = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = /^listening (\S+)\n/m.exec(out);
      if (line?.[1] !== undefined) {
        resolve(line[1]);
      }
    });
    child.once('exit', (code) => {
      reject(new Error(`the TLS front exited with ${String(code)}`));
    });
  });
  return { process: child, spki };
}

async function serveFront(
  port: number,
  upstreamPort: number,
): Promise<{ server: http2.Http2SecureServer; spki: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const certificate = selfSignedCertificate();
  const server = http2.createSecureServer({
    key: certificate.key,
    cert: certificate.cert,
    allowHTTP1: true,
  });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        agent,
        headers: {
          ...forwardable(request.headers),
          host: `127.0.0.1:${String(port)}`,
          'x-forwarded-proto': 'https',
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) {
        response.writeHead(502);
      }
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, spki: certificate.spki };
}

// Run as a process of its own (startTlsFront): node --import tsx tls-front.ts <port> <upstream port>
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, upstreamPort] = process.argv.slice(2).map(Number);
  const { spki } = await serveFront(port ?? 0, upstreamPort ?? 0);
  process.stdout.write(`listening ${spki}\n`);
}
