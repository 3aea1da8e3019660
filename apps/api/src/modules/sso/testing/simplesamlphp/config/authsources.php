<?php

/**
 * The university accounts of the test IdP (`exampleauth:UserPass`): attributes as Spanish
 * academic federations (SIR) release them. Three fixed accounts for local trials against the demo
 * data (simplesamlphp-dev.ts), and the accounts a test adds for itself (users.json of the run,
 * read at every sign-in, written by simplesamlphp-idp.ts), so each test owns its people.
 */

$users = [
    'estudiante:Uni12345' => [
        'uid' => ['estudiante'],
        'mail' => ['estudiante@demo.es'],
        'givenName' => ['Estudiante'],
        'sn' => ['Demo'],
        'eduPersonAffiliation' => ['student', 'member'],
        'eduPersonScopedAffiliation' => ['student@universidad-demo.es', 'member@universidad-demo.es'],
        'schacPersonalUniqueID' => ['urn:schac:personalUniqueID:es:DNI:12345678Z'],
    ],
    'nuevo:Uni12345' => [
        'uid' => ['nuevo'],
        'mail' => ['nuevo@alumnos.universidad-demo.es'],
        'givenName' => ['Nuevo'],
        'sn' => ['Sin Cuenta'],
        'eduPersonAffiliation' => ['student', 'member'],
        'schacPersonalUniqueID' => ['urn:schac:personalUniqueID:es:DNI:11111111H'],
    ],
    'personal:Uni12345' => [
        'uid' => ['personal'],
        'mail' => ['personal@universidad-demo.es'],
        'givenName' => ['Personal'],
        'sn' => ['De Administración'],
        'eduPersonAffiliation' => ['staff', 'employee', 'member'],
    ],
];

$file = getenv('PORTAL_SSP_RUN_DIR') . '/users.json';
if (is_file($file)) {
    $added = json_decode((string) file_get_contents($file), true, 16, JSON_THROW_ON_ERROR);
    foreach ($added as $userpass => $attributes) {
        $users[$userpass] = $attributes;
    }
}

$config = [
    'admin' => ['core:AdminPassword'],
    'universidad' => array_merge(['exampleauth:UserPass'], $users),
];
