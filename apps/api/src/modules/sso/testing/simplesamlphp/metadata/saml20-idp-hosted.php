<?php

/**
 * The hosted SAML 2.0 IdP: its entity ID is its metadata URL (__DYNAMIC:1__), its signing key and
 * certificate are made for each run (cert/ of the run folder). Assertions are signed; NameIDs are
 * persistent (an opaque hash of `uid` per service provider), as a federation's IdP sends them.
 */

$metadata['__DYNAMIC:1__'] = [
    'host' => '__DEFAULT__',
    'privatekey' => 'idp.key.pem',
    'certificate' => 'idp.crt.pem',
    'auth' => 'universidad',
    'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    'saml20.sign.assertion' => true,
    'saml20.sign.response' => true,
    'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    'authproc' => [
        10 => [
            'class' => 'saml:PersistentNameID',
            'attribute' => 'uid',
        ],
    ],
];
