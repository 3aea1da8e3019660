/**
 * `npm run sso:dev`: a local OpenID Connect provider (the test provider of the SSO module, a real
 * `oidc-provider`) with demo university accounts, to try /acceso without the university's.
 * Start it, then start the portal with the variables it prints.
 */
import { startOidcTestProvider } from '../src/modules/sso/testing/oidc-test-provider.ts';

const port = Number(process.env.SSO_DEV_PORT ?? 4400);
const portals = (
  process.env.SSO_DEV_PORTALS ?? 'http://localhost:8080,http://127.0.0.1:8080,http://localhost:5173'
)
  .split(',')
  .map((origin) => origin.trim().replace(/\/$/, ''))
  .filter((origin) => origin !== '');

const provider = await startOidcTestProvider({
  port,
  clients: [
    { clientId: 'portal-empleo', redirectUris: portals.map((origin) => `${origin}/acceso`) },
  ],
  accounts: [
    {
      username: 'estudiante',
      password: 'Uni12345',
      claims: {
        sub: 'uni-estudiante',
        email: 'estudiante@demo.es',
        email_verified: true,
        name: 'Estudiante Demo',
      },
    },
    {
      username: 'desconocido',
      password: 'Uni12345',
      claims: {
        sub: 'uni-desconocido',
        email: 'desconocido@universidad-demo.es',
        email_verified: true,
        name: 'Persona sin cuenta en el portal',
      },
    },
  ],
});

console.log(`OpenID provider ready at ${provider.issuer}
University accounts: estudiante / Uni12345 (matches estudiante@demo.es, portal password Demo1234)
                     desconocido / Uni12345 (in no record: gets a new account, as the brand allows)
Start the portal with:
  SSO_PROTOCOL=oidc SSO_OIDC_ISSUER=${provider.issuer} SSO_OIDC_CLIENT_ID=portal-empleo \\
  SSO_REDIRECT_URL=${portals[0] ?? 'http://localhost:8080'}/acceso npm start`);

const stop = () => {
  void provider.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
