import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlToText } from '../../../lib/html-text.ts';
import { selfSignedCertificate } from './saml-test-idp.ts';

/**
 * A real SAML 2.0 identity provider for the tests, the e2e run and local trials: Debian's
 * SimpleSAMLphp 1.19 served by PHP's built-in web server on a loopback port, configured by the
 * files of ./simplesamlphp (chosen with SIMPLESAMLPHP_CONFIG_DIR; /etc/simplesamlphp is never
 * read). Each start gets a folder of its own with a fresh signing key and certificate, the
 * portal's service-provider metadata for the address it uses, and the accounts the caller gives.
 * Never used in production. Without SimpleSAMLphp or PHP, `startSimpleSamlIdp` throws naming the
 * packages to install: the tests that need it fail, they are never skipped.
 */

export const SIMPLESAMLPHP_PACKAGES = 'apt-get install simplesamlphp php-cli php-xml';

/** A university account of the `exampleauth:UserPass` source and the attributes it releases. */
export interface SimpleSamlUser {
  username: string;
  password: string;
  /** Attribute name (friendly, e.g. `mail`) → values; `uid` defaults to the username. */
  attributes: Record<string, string | readonly string[]>;
}

/** The portal as the IdP knows it (saml20-sp-remote.php). */
export interface SimpleSamlServiceProvider {
  entityId: string;
  /** The assertion consumer service (HTTP-POST binding). */
  acsUrl: string;
}

export interface SimpleSamlIdpOptions {
  serviceProviders: readonly SimpleSamlServiceProvider[];
  users?: readonly SimpleSamlUser[];
  /** 0 or unset: a free port of 127.0.0.1. */
  port?: number;
  /**
   * How attributes are named in the assertions: `name` (mail, eduPersonAffiliation…, NameFormat
   * basic) or `oid` (urn:oid:…, NameFormat uri, as the Spanish federation SIR sends them).
   */
  attributeNames?: 'name' | 'oid';
}

export interface SimpleSamlIdp {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The IdP's entity ID (its metadata URL): the Issuer of its answers. */
  entityId: string;
  /** The single sign-on service, HTTP-Redirect binding (the portal's SSO_SAML_ENTRY_POINT). */
  ssoUrl: string;
  /** The certificate its answers are signed with (the portal's SSO_SAML_IDP_CERT). */
  certPem: string;
  /** Adds (or replaces) an account; read at the next sign-in, no restart. */
  addUser(user: SimpleSamlUser): void;
  stop(): Promise<void>;
}

const configRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'simplesamlphp');

/** Where SimpleSAMLphp is installed (Debian: /usr/share/simplesamlphp). */
export const simpleSamlPhpDir = () => process.env.SIMPLESAMLPHP_DIR ?? '/usr/share/simplesamlphp';

const phpBinary = () => process.env.PHP_BINARY ?? 'php';

/** Throws, naming what to install, when SimpleSAMLphp or a PHP able to run it is missing. */
export function assertSimpleSamlPhpInstalled(): void {
  const www = path.join(simpleSamlPhpDir(), 'www');
  const problems: string[] = [];
  if (!fs.existsSync(path.join(www, 'saml2', 'idp', 'SSOService.php'))) {
    problems.push(`SimpleSAMLphp is not installed (no ${www}/saml2/idp/SSOService.php)`);
  }
  const php = spawnSync(
    phpBinary(),
    ['-r', 'exit(extension_loaded("dom") && extension_loaded("openssl") ? 0 : 3);'],
    { encoding: 'utf8' },
  );
  if (php.error !== undefined) {
    problems.push(`PHP is not installed (${phpBinary()}: ${php.error.message})`);
  } else if (php.status !== 0) {
    problems.push(`PHP (${phpBinary()}) lacks the DOM or OpenSSL extension (php-xml)`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The SAML tests need a real SimpleSAMLphp identity provider: ${problems.join('; ')}. ` +
        `Install it with \`${SIMPLESAMLPHP_PACKAGES}\` (Debian/Ubuntu), or point ` +
        'SIMPLESAMLPHP_DIR / PHP_BINARY at another installation.',
    );
  }
}

/** A PHP single-quoted string literal. */
const phpString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function spRemoteMetadata(
  sps: readonly SimpleSamlServiceProvider[],
  attributeNames: 'name' | 'oid',
): string {
  const oid =
    attributeNames === 'oid'
      ? `
    'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri',
    'authproc' => [90 => ['class' => 'core:AttributeMap', 'name2oid']],`
      : '';
  const entries = sps.map(
    (sp) => `$metadata[${phpString(sp.entityId)}] = [
    'AssertionConsumerService' => [[
        'Binding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
        'Location' => ${phpString(sp.acsUrl)},
    ]],
    'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    'saml20.sign.assertion' => true,${oid}
];`,
  );
  return `<?php\n\n// Written by simplesamlphp-idp.ts for this run: the portal as a service provider.\n\n${entries.join('\n\n')}\n`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

const delay = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Starts SimpleSAMLphp; resolves once its IdP metadata is served. */
export async function startSimpleSamlIdp(options: SimpleSamlIdpOptions): Promise<SimpleSamlIdp> {
  assertSimpleSamlPhpInstalled();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-simplesamlphp-'));
  for (const dir of ['cert', 'log', 'data', 'tmp', 'metadata', 'sessions']) {
    fs.mkdirSync(path.join(runDir, dir));
  }
  const keys = selfSignedCertificate('simplesamlphp.test-idp.invalid');
  fs.writeFileSync(path.join(runDir, 'cert', 'idp.key.pem'), keys.key, { mode: 0o600 });
  fs.writeFileSync(path.join(runDir, 'cert', 'idp.crt.pem'), keys.cert);
  fs.writeFileSync(
    path.join(runDir, 'metadata', 'saml20-sp-remote.php'),
    spRemoteMetadata(options.serviceProviders, options.attributeNames ?? 'name'),
  );
  const users = new Map<string, SimpleSamlUser['attributes']>();
  const writeUsers = () => {
    const file = path.join(runDir, 'users.json');
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(users)));
    fs.renameSync(`${file}.tmp`, file);
  };
  const addUser = (user: SimpleSamlUser) => {
    if (user.username.includes(':') || user.username === '') {
      throw new Error(`SimpleSAMLphp usernames cannot be empty nor hold ':' (${user.username})`);
    }
    const values = (value: string | readonly string[]): string[] =>
      typeof value === 'string' ? [value] : [...value];
    const attributes: Record<string, string[]> = { uid: [user.username] };
    for (const [name, value] of Object.entries(user.attributes)) {
      attributes[name] = values(value);
    }
    users.set(`${user.username}:${user.password}`, attributes);
    writeUsers();
  };
  for (const user of options.users ?? []) {
    addUser(user);
  }
  writeUsers();

  let child: ChildProcess | undefined;
  let url = '';
  const output: string[] = [];
  const attempts = options.port ? 1 : 3;
  for (let attempt = 1; attempt <= attempts && child === undefined; attempt += 1) {
    const port = options.port ?? (await freePort());
    url = `http://127.0.0.1:${String(port)}`;
    const started = spawn(
      phpBinary(),
      [
        // Config files are read at each request: a changed one is seen at once.
        '-d',
        'opcache.enable_cli=0',
        '-S',
        `127.0.0.1:${String(port)}`,
        '-t',
        path.join(simpleSamlPhpDir(), 'www'),
      ],
      {
        cwd: runDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          SIMPLESAMLPHP_CONFIG_DIR: path.join(configRoot, 'config'),
          PORTAL_SSP_RUN_DIR: runDir,
          PORTAL_SSP_BASE_URL: `${url}/`,
        },
      },
    );
    const keep = (chunk: Buffer) => {
      output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - 40));
    };
    started.stdout.on('data', keep);
    started.stderr.on('data', keep);
    const up = await serving(started, `${url}/saml2/idp/metadata.php`, 30_000).catch(
      (error: unknown) => {
        fs.rmSync(runDir, { recursive: true, force: true });
        throw error;
      },
    );
    if (up) {
      child = started;
    } else {
      started.kill('SIGTERM');
    }
  }
  if (child === undefined) {
    fs.rmSync(runDir, { recursive: true, force: true });
    throw new Error(
      `SimpleSAMLphp did not start (php -S on 127.0.0.1). Its last output:\n${output.join('\n')}`,
    );
  }
  const running = child;
  const entityId = `${url}/saml2/idp/metadata.php`;
  return {
    url,
    entityId,
    ssoUrl: `${url}/saml2/idp/SSOService.php`,
    certPem: keys.cert,
    addUser,
    stop: async () => {
      if (running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/**
 * Whether the server answers the IdP metadata before it exits or the time runs out; an error page
 * instead (a bad configuration) throws with its text.
 */
async function serving(child: ChildProcess, metadataUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      return false;
    }
    const page = await fetch(metadataUrl, { signal: AbortSignal.timeout(5000) }).then(
      async (res) => ({ ok: res.ok, body: await res.text() }),
      () => null, // not listening yet
    );
    if (page?.ok === true && page.body.includes('IDPSSODescriptor')) {
      return true;
    }
    if (page !== null) {
      child.kill('SIGTERM');
      const text = htmlToText(page.body);
      throw new Error(
        `SimpleSAMLphp answers its metadata URL with an error: ${text.slice(0, 2000)}`,
      );
    }
    await delay(100);
  }
  return false;
}
