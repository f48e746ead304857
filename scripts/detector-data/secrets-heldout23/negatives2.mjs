// Security-flavoured hard negatives for the held-out (23) secrets set: fingerprints, public
// keys, metadata, hashes, public client ids, published examples and redacted output.

import { ALPHABETS as A, base64Bytes, uuid } from './values.mjs';

const colonHex = (r, n) => Array.from({ length: n }, () => r.chars(A.H, 2)).join(':');

function certFingerprint(r) {
  return {
    text: [
      '$ openssl x509 -in idp-signing.crt -noout -fingerprint -sha256',
      `sha256 Fingerprint=${colonHex(r, 32)}`,
      `$ openssl x509 -in idp-signing.crt -noout -serial`,
      `serial=${r.chars(A.H, 32)}`,
    ].join('\n'),
    provider: 'x509',
  };
}

function hostKeyFingerprint(r) {
  return {
    text: [
      `The authenticity of host 'bastion.example.net (${'198.51.100.' + (r.int(200) + 1)})' can't be established.`,
      `ED25519 key fingerprint is SHA256:${base64Bytes(r, 32).replace(/=+$/, '')}.`,
      'Are you sure you want to continue connecting (yes/no/[fingerprint])?',
    ].join('\n'),
    provider: 'ssh',
  };
}

function wgShow(r) {
  const peers = Array.from({ length: 2 }, () =>
    [
      `peer: ${base64Bytes(r, 32)}`,
      `  endpoint: 203.0.113.${r.int(200) + 1}:51820`,
      `  allowed ips: 10.9.0.${r.int(200) + 2}/32`,
      `  latest handshake: ${r.int(59) + 1} seconds ago`,
    ].join('\n'),
  );
  return {
    text: [
      '$ sudo wg show',
      'interface: wg0',
      `  public key: ${base64Bytes(r, 32)}`,
      '  private key: (hidden)',
      '  listening port: 51820',
      '',
      ...peers,
    ].join('\n'),
    provider: 'wireguard',
  };
}

function jwks(r) {
  const key = () => ({
    kty: 'RSA',
    use: 'sig',
    alg: 'RS256',
    kid: r.chars(A.U, 43),
    x5t: r.chars(A.U, 27),
    n: r.chars(A.U, 342),
    e: 'AQAB',
  });
  return { text: JSON.stringify({ keys: [key(), key()] }, null, 2), provider: 'oidc' };
}

function samlMetadata(r) {
  const cert = base64Bytes(r, 600);
  return {
    text: [
      `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.org/metadata">`,
      '  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
      '    <md:KeyDescriptor use="signing">',
      '      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">',
      `        <ds:X509Data><ds:X509Certificate>MIIC${cert.slice(4)}</ds:X509Certificate></ds:X509Data>`,
      '      </ds:KeyInfo>',
      '    </md:KeyDescriptor>',
      '    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.org/sso"/>',
      '  </md:IDPSSODescriptor>',
      '</md:EntityDescriptor>',
    ].join('\n'),
    provider: 'saml-idp',
  };
}

function thumbprints(r) {
  return {
    text: [
      '{',
      `  "certificateThumbprint": "${r.chars(A.H, 40)}",`,
      `  "keyId": "${uuid(r)}",`,
      `  "kmsKeyArn": "arn:aws:kms:eu-west-1:${r.chars(A.d, 12)}:key/${uuid(r)}",`,
      `  "gpgFingerprint": "${r.chars(A.H, 40)}"`,
      '}',
    ].join('\n'),
    provider: 'key-ids',
  };
}

function oidcDiscovery() {
  return {
    text: JSON.stringify(
      {
        issuer: 'https://sso.example.com/realms/main',
        authorization_endpoint: 'https://sso.example.com/realms/main/protocol/openid-connect/auth',
        token_endpoint: 'https://sso.example.com/realms/main/protocol/openid-connect/token',
        jwks_uri: 'https://sso.example.com/realms/main/protocol/openid-connect/certs',
        response_types_supported: ['code', 'id_token'],
        id_token_signing_alg_values_supported: ['RS256', 'ES256'],
        code_challenge_methods_supported: ['S256'],
      },
      null,
      2,
    ),
    provider: 'oidc',
  };
}

function nonceLog(r) {
  return {
    text: [
      `2024-05-0${r.int(9) + 1} 10:1${r.int(9)}:02 oidc: redirect to authorize state=${r.chars(A.U, 32)} nonce=${r.chars(A.U, 22)} code_challenge=${r.chars(A.U, 43)}`,
      `2024-05-0${r.int(9) + 1} 10:1${r.int(9)}:03 oidc: callback state matched session=${r.chars(A.h, 16)}`,
    ].join('\n'),
    provider: 'oidc',
  };
}

function shadow(r) {
  const salt = () => r.chars(`${A.a}./`, 16);
  return {
    text: [
      `root:$6$${salt()}$${r.chars(`${A.a}./`, 86)}:19700:0:99999:7:::`,
      'daemon:*:19700:0:99999:7:::',
      `ops:$y$j9T$${r.chars(`${A.a}./`, 22)}$${r.chars(`${A.a}./`, 43)}:19750:0:99999:7:::`,
    ].join('\n'),
    provider: 'linux-shadow',
  };
}

function htpasswd(r) {
  return {
    text: [
      `admin:$2y$10$${r.chars(`${A.a}./`, 53)}`,
      `metrics:$apr1$${r.chars(A.a, 8)}$${r.chars(`${A.a}./`, 22)}`,
    ].join('\n'),
    provider: 'htpasswd',
  };
}

function ciscoHashes(r) {
  return {
    text: [
      'hostname core-sw-01',
      `enable secret 5 $1$${r.chars(A.a, 4)}$${r.chars(`${A.a}./`, 22)}`,
      `username backup privilege 1 secret 8 $8$${r.chars(A.a, 14)}$${r.chars(`${A.a}./`, 43)}`,
      'service password-encryption',
    ].join('\n'),
    provider: 'cisco-ios',
  };
}

function radiusDictionary() {
  return {
    text: [
      '# dictionary.local',
      'VENDOR      Acme            32473',
      'BEGIN-VENDOR Acme',
      'ATTRIBUTE   Acme-Role       1   string',
      'ATTRIBUTE   Acme-Session-Key 2  octets  encrypt=2',
      'ATTRIBUTE   Acme-VLAN       3   integer',
      'END-VENDOR  Acme',
    ].join('\n'),
    provider: 'freeradius',
  };
}

function windowsIds(r) {
  return {
    text: [
      'DistinguishedName : CN=svc-backup,OU=Service,DC=corp,DC=example,DC=com',
      `ObjectGUID        : ${uuid(r)}`,
      `SID               : S-1-5-21-${r.int(4e9)}-${r.int(4e9)}-${r.int(4e9)}-${r.int(9000) + 1000}`,
      'Enabled           : True',
    ].join('\n'),
    provider: 'active-directory',
  };
}

function publicClients(r) {
  const forms = [
    [
      'firebase-web',
      `const firebaseConfig = {\n  apiKey: "AIza${r.chars(A.U, 35)}",\n  authDomain: "acme-web.firebaseapp.com",\n  projectId: "acme-web",\n  appId: "1:${r.chars(A.d, 12)}:web:${r.chars(A.h, 22)}"\n};`,
    ],
    [
      'posthog',
      `posthog.init('phc_${r.chars(A.a, 43)}', { api_host: 'https://eu.i.posthog.com' })`,
    ],
    ['stripe', `const stripe = Stripe('pk_live_${r.chars(A.a, 99)}');`],
    [
      'mapbox',
      `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I${r.chars(A.a, 20)}In0.${r.chars(A.U, 22)}';`,
    ],
    [
      'sentry',
      `Sentry.init({ dsn: "https://${r.chars(A.h, 32)}@o${r.chars(A.d, 6)}.ingest.de.sentry.io/${r.chars(A.d, 7)}" });`,
    ],
    ['recaptcha', `<div class="g-recaptcha" data-sitekey="6L${r.chars(A.U, 38)}"></div>`],
    [
      'razorpay',
      `var options = { key: "rzp_live_${r.chars(A.a, 14)}", amount: 50000, currency: "INR" };`,
    ],
    [
      'auth0',
      `createAuth0Client({ domain: 'acme.eu.auth0.com', clientId: '${r.chars(A.a, 32)}', authorizationParams: { redirect_uri: window.location.origin } })`,
    ],
    [
      'keycloak',
      JSON.stringify(
        {
          clientId: 'web-spa',
          publicClient: true,
          standardFlowEnabled: true,
          redirectUris: ['https://app.example.com/*'],
          attributes: { 'pkce.code.challenge.method': 'S256' },
        },
        null,
        2,
      ),
    ],
  ];
  const [provider, text] = r.pick(forms);
  return { text, provider };
}

function vendorExamples(r) {
  const forms = [
    [
      'aws',
      '# from the AWS CLI docs\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    ],
    [
      'aws',
      'AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # example values from the docs',
    ],
    [
      'azure',
      '# Sample from Microsoft docs\nAccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;',
    ],
  ];
  const [provider, text] = r.pick(forms);
  return { text, provider };
}

function redacted(r) {
  const forms = [
    `Using key sk_live_****${r.chars(A.d, 4)} for account acct_${r.chars(A.a, 16)}`,
    `client_secret: "[REDACTED]"\nclient_id: portal-web`,
    `$ vault token lookup\ntoken    hvs.************************\npolicies [default ops]`,
    `{"level":"info","msg":"ldap bind ok","bind_dn":"cn=reader","password":"********"}`,
    `PresharedKey = (hidden)\nPrivateKey = <redacted by wg-quick strip>`,
    `okta token: 00${'•'.repeat(10)}${r.chars(A.U, 4)} (created 2024-02-11)`,
  ];
  return { text: r.pick(forms), provider: 'redacted' };
}

export const NEGATIVE_SECURITY = {
  certFingerprint,
  hostKeyFingerprint,
  wgShow,
  jwks,
  samlMetadata,
  thumbprints,
  oidcDiscovery,
  nonceLog,
  shadow,
  htpasswd,
  ciscoHashes,
  radiusDictionary,
  windowsIds,
  publicClients,
  vendorExamples,
  redacted,
};
