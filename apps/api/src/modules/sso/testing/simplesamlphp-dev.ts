/**
 * `npx tsx apps/api/src/modules/sso/testing/simplesamlphp-dev.ts`: SimpleSAMLphp as a local
 * university identity provider (SAML 2.0), to try /acceso without the university's. Start it,
 * then start the portal with the variables it prints. Needs
 * `apt-get install simplesamlphp php-cli php-xml`. Its accounts (password Uni12345) are those of
 * simplesamlphp/config/authsources.php.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountCalls } from '@portal/contracts';
import { startSimpleSamlIdp } from './simplesamlphp-idp.ts';

const port = Number(process.env.SSO_DEV_PORT ?? 4401);
const portal = (process.env.SSO_DEV_PORTAL ?? 'http://localhost:8080').replace(/\/$/, '');

const idp = await startSimpleSamlIdp({
  port,
  serviceProviders: [
    {
      entityId: `${portal}${accountCalls.samlMetadata.path}`,
      acsUrl: `${portal}${accountCalls.samlAssertionConsumer.path}`,
    },
  ],
});

// The certificate changes at each start: the portal reads it from this file.
const certPath = path.join(os.tmpdir(), 'portal-simplesamlphp-dev-idp.crt.pem');
fs.writeFileSync(certPath, idp.certPem);

console.log(`SimpleSAMLphp (SAML 2.0 IdP) ready at ${idp.url}
University accounts, password Uni12345:
  estudiante  mail estudiante@demo.es, DNI 12345678Z: links to the demo student after the
              portal password Demo1234
  nuevo       a student in no record and with no account: gets a new verified account
  personal    staff only: refused
Start the portal (PUBLIC_URL ${portal}) with:
  PUBLIC_URL=${portal} SSO_PROTOCOL=saml SSO_SAML_ENTRY_POINT=${idp.ssoUrl} \\
  SSO_SAML_IDP_CERT=${certPath} SSO_SAML_IDP_ENTITY_ID=${idp.entityId} npm start`);

const stop = () => {
  void idp.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
