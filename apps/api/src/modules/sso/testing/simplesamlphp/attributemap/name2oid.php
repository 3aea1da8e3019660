<?php

/**
 * Friendly attribute names to the OIDs Spanish academic federations (SIR) send, for an IdP that
 * releases `urn:oid:` names (simplesamlphp-idp.ts, attributeNames: 'oid'). Only the attributes
 * the test accounts carry.
 */

$attributemap = [
    'uid' => 'urn:oid:0.9.2342.19200300.100.1.1',
    'mail' => 'urn:oid:0.9.2342.19200300.100.1.3',
    'givenName' => 'urn:oid:2.5.4.42',
    'sn' => 'urn:oid:2.5.4.4',
    'eduPersonAffiliation' => 'urn:oid:1.3.6.1.4.1.5923.1.1.1.1',
    'eduPersonScopedAffiliation' => 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
    'schacPersonalUniqueID' => 'urn:oid:1.3.6.1.4.1.25178.1.2.15',
];
