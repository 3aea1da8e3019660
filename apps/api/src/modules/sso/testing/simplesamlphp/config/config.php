<?php

/**
 * SimpleSAMLphp (Debian's simplesamlphp 1.19) as the university's SAML identity provider of the
 * portal's tests and of local trials: never a production configuration. Chosen with
 * SIMPLESAMLPHP_CONFIG_DIR (this folder) by testing/simplesamlphp-idp.ts, which also sets:
 *   PORTAL_SSP_BASE_URL  where the PHP built-in server answers, e.g. http://127.0.0.1:4500/
 *   PORTAL_SSP_RUN_DIR   a folder of this run: cert/ (the IdP's key and certificate, made at
 *                        start), metadata/saml20-sp-remote.php (the portal as a service provider),
 *                        users.json (the UserPass accounts), sessions, temporary files and the log.
 */

$runDir = getenv('PORTAL_SSP_RUN_DIR');
$baseUrl = getenv('PORTAL_SSP_BASE_URL');
if ($runDir === false || $runDir === '' || $baseUrl === false || $baseUrl === '') {
    throw new \Exception('PORTAL_SSP_RUN_DIR and PORTAL_SSP_BASE_URL must be set (see simplesamlphp-idp.ts)');
}

$config = [
    'baseurlpath' => $baseUrl,
    'certdir' => $runDir . '/cert/',
    'loggingdir' => $runDir . '/log/',
    'datadir' => $runDir . '/data/',
    'tempdir' => $runDir . '/tmp',
    'attributenamemapdir' => __DIR__ . '/../attributemap/',
    'metadata.sources' => [
        // This folder's: the hosted IdP. The run's: the portal, written for the port it uses.
        ['type' => 'flatfile', 'directory' => __DIR__ . '/../metadata'],
        ['type' => 'flatfile', 'directory' => $runDir . '/metadata'],
    ],

    'technicalcontact_name' => 'Portal de Empleo tests',
    'technicalcontact_email' => 'na@example.org',
    'timezone' => 'Europe/Madrid',
    // A throwaway salt: persistent NameIDs only need to be stable within a test run.
    'secretsalt' => 'portal-empleo-test-idp-salt-not-a-secret',
    'auth.adminpassword' => bin2hex(random_bytes(16)),
    'admin.protectindexpage' => true,
    'admin.protectmetadata' => false,
    'admin.checkforupdates' => false,

    'debug' => ['saml' => false, 'backtraces' => true, 'validatexml' => false],
    'showerrors' => true,
    'errorreporting' => false,
    'production' => true,
    'logging.level' => SimpleSAML\Logger::NOTICE,
    'logging.handler' => 'file',
    'logging.logfile' => 'simplesamlphp.log',
    'statistics.out' => [],

    'enable.saml20-idp' => true,
    'enable.shib13-idp' => false,
    'enable.adfs-idp' => false,
    'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true, 'admin' => true],

    // Plain http on 127.0.0.1: the session cookie cannot be Secure, so it cannot be SameSite=None.
    'session.cookie.name' => 'SimpleSAMLSessionID',
    'session.cookie.path' => '/',
    'session.cookie.secure' => false,
    'session.cookie.samesite' => 'Lax',
    'session.phpsession.cookiename' => 'SimpleSAML',
    'session.phpsession.savepath' => $runDir . '/sessions',
    'session.phpsession.httponly' => true,
    'session.authtoken.cookiename' => 'SimpleSAMLAuthToken',
    'session.duration' => 8 * 60 * 60,
    'store.type' => 'phpsession',

    'language.available' => ['es', 'en'],
    'language.default' => 'es',
    'language.cookie.secure' => false,
    'language.cookie.samesite' => 'Lax',

    'theme.use' => 'default',
    'template.auto_reload' => false,
];
