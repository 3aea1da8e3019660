import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID Connect provider (`oidc-provider`) for the tests, the e2e run and `npm run
 * sso:dev`: the portal talks to it exactly as to the university's. Only the sign-in page is its
 * own: a plain username/password form over the accounts given. Never used in production.
 */
export interface TestIdpAccount {
  username: string;
  password: string;
  claims: {
    sub: string;
    email?: string;
    email_verified?: boolean;
    dni?: string;
    name?: string;
    given_name?: string;
    family_name?: string;
    /** eduPerson affiliations by their REFEDS OIDC claim name (student, alum, staff…). */
    eduperson_affiliation?: string[];
  };
}

export interface TestIdpClient {
  clientId: string;
  redirectUris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  close(): Promise<void>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

function loginPage(uid: string, clientId: string, error: string | null): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Universidad de Demostración · Identificación</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:24rem;margin:2rem auto">
<main>
<h1>Identificación de la universidad</h1>
<p>Acceso solicitado por <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p role="alert" style="color:#a00">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label for="username">Usuario de la universidad</label><br><input id="username" name="username" autocomplete="username" required></p>
<p><label for="password">Contraseña</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Entrar</button></p>
</form>
</main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider on `port` (0 = any free port) of 127.0.0.1. */
export async function startOidcTestProvider(options: {
  port?: number;
  clients: TestIdpClient[];
  accounts: TestIdpAccount[];
}): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-idp',
    use: 'sig',
    alg: 'RS256',
  };
  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      redirect_uris: c.redirectUris,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [jwk] as never },
    cookies: { keys: ['oidc-test-provider-cookie-key-0123456789'] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'dni', 'eduperson_affiliation'],
    },
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, sub) => {
      const account = options.accounts.find((a) => a.claims.sub === sub);
      return account ? { accountId: sub, claims: () => ({ ...account.claims }) } : undefined;
    },
    // First-party portal: no consent page, the scopes asked for are granted.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) {
        return undefined;
      }
      const known = session.grantIdFor(client.clientId);
      if (known) {
        return provider.Grant.find(known);
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) {
      void callback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const uid = match[1] ?? '';
        const clientId =
          typeof details.params.client_id === 'string' ? details.params.client_id : '';
        if (req.method === 'POST') {
          const form = await readForm(req);
          const account = options.accounts.find(
            (a) => a.username === form.get('username') && a.password === form.get('password'),
          );
          if (account) {
            await provider.interactionFinished(
              req,
              res,
              { login: { accountId: account.claims.sub } },
              { mergeWithLastSubmission: false },
            );
            return;
          }
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(loginPage(uid, clientId, 'Usuario o contraseña incorrectos.'));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(loginPage(uid, clientId, null));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(error instanceof Error ? error.message : 'bad interaction');
      }
    })();
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
