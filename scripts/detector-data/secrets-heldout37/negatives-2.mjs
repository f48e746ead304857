// Hard negatives for secrets-heldout37 (part 2 of 4).

import {
  LOWER,
  DIGITS,
  A62,
  LOWER_ALNUM,
  UPPER_ALNUM,
  HEX_UPPER,
  B64,
  B64URL,
  hex,
  a62,
  b64url,
  b64OfBytes,
  b64urlOfBytes,
  b64Json,
  uuid,
  epoch,
  certificateBody,
  wrapLines,
  slug,
  person,
} from './values.mjs';
import { sha512, PACKAGES, GO_MODULES, okta00 } from './negative-helpers.mjs';

export const NEGATIVES_2 = [
  {
    name: 'saml-idp-metadata',
    weight: 6,
    render(r) {
      const org = slug(r);
      const idp = r.pick(['okta', 'azure-ad', 'onelogin', 'jumpcloud', 'pingone']);
      const entity =
        idp === 'okta'
          ? `http://www.okta.com/exk${a62(r, 17)}`
          : idp === 'azure-ad'
            ? `https://sts.windows.net/${uuid(r)}/`
            : `https://${org}.${idp}.com/saml/${uuid(r)}`;
      return {
        provider: idp,
        text: [
          `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entity}">`,
          '  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
          '    <md:KeyDescriptor use="signing">',
          '      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>',
          wrapLines(certificateBody(r, 700), 76),
          '</ds:X509Certificate></ds:X509Data></ds:KeyInfo>',
          '    </md:KeyDescriptor>',
          `    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://${org}.example-idp.com/sso/saml"/>`,
          '  </md:IDPSSODescriptor>',
          '</md:EntityDescriptor>',
        ].join('\n'),
      };
    },
  },
  {
    name: 'jwks-public',
    weight: 6,
    render(r) {
      const keys = [];
      for (let i = 0; i < 2; i++) {
        keys.push({
          kty: 'RSA',
          alg: 'RS256',
          kid: r.chance(0.5) ? b64url(r, 43) : hex(r, 40),
          use: 'sig',
          e: 'AQAB',
          n: b64url(r, 342),
          x5t: b64urlOfBytes(r, 20),
        });
      }
      return {
        provider: 'oidc',
        text: `$ curl -s ${r.pick(['https://login.example.com/.well-known/jwks.json', 'https://sso.example.io/realms/staff/protocol/openid-connect/certs'])}\n${JSON.stringify({ keys }, null, 2)}`,
      };
    },
  },
  {
    name: 'ssh-public-keys',
    weight: 5,
    render(r) {
      const ed = () => 'AAAAC3NzaC1lZDI1NTE5AAAAI' + r.chars(B64, 43);
      const rsa = () => 'AAAAB3NzaC1yc2EAAAADAQABAAABgQ' + r.chars(B64, 512);
      return {
        provider: 'ssh',
        text: r.pick([
          `# ~/.ssh/authorized_keys (managed by teleport)\nssh-ed25519 ${ed()} ${person(r)}@laptop\nssh-ed25519 ${ed()} deploy@ci\ncert-authority ssh-ed25519 ${ed()} teleport-user-ca`,
          `- name: add deploy key\n  ansible.posix.authorized_key:\n    user: deploy\n    key: "ssh-rsa ${rsa()} deploy@${slug(r)}"`,
          `github.com ssh-ed25519 ${ed()}\ngitlab.com ssh-ed25519 ${ed()}`,
        ]),
      };
    },
  },
  {
    name: 'public-key-recipients',
    weight: 4,
    render(r) {
      const age = () => 'age1' + r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58);
      const pairs = [
        () => [
          'sops-age',
          `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: >-\n      ${age()},\n      ${age()}\n    pgp: ${r.chars(HEX_UPPER, 40)}`,
        ],
        () => [
          'passbolt',
          `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${wrapLines('mQINBG' + r.chars(B64, 560), 64)}\n=${r.chars(B64, 4)}\n-----END PGP PUBLIC KEY BLOCK-----`,
        ],
      ];
      const [provider, text] = r.pick(pairs)();
      return { provider, text };
    },
  },
  {
    name: 'publishable-client-keys',
    weight: 14,
    render(r) {
      const org = slug(r);
      const kind = r.pick([
        'clerk',
        'stripe',
        'stytch',
        'magic-link',
        'firebase',
        'supabase-anon',
        'algolia',
        'sentry',
        'recaptcha',
        'posthog',
        'mapbox',
        'launchdarkly',
        'descope',
      ]);
      const t = {
        clerk: () =>
          `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${Buffer.from(`clerk.${org}.com$`).toString('base64')}\nNEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in`,
        stripe: () => `const stripe = Stripe('pk_live_51${a62(r, 97)}');`,
        stytch: () => `const stytch = new StytchUIClient('public-token-live-${uuid(r)}');`,
        'magic-link': () =>
          `const magic = new Magic('pk_live_${r.chars(HEX_UPPER, 16)}', { network: 'mainnet' });`,
        firebase: () =>
          `const firebaseConfig = {\n  apiKey: 'AIza${r.chars(B64URL, 35)}',\n  authDomain: '${org}-prod.firebaseapp.com',\n  projectId: '${org}-prod',\n  appId: '1:${r.chars(DIGITS, 12)}:web:${hex(r, 22)}',\n};`,
        'supabase-anon': () =>
          `NEXT_PUBLIC_SUPABASE_URL=https://${r.chars(LOWER, 20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY=${b64Json({ alg: 'HS256', typ: 'JWT' })}.${b64Json({ iss: 'supabase', ref: r.chars(LOWER, 20), role: 'anon', iat: epoch(r, 1690000000), exp: epoch(r, 2000000000) })}.${b64url(r, 43)}`,
        algolia: () =>
          `const client = algoliasearch('${r.chars(UPPER_ALNUM, 10)}', '${hex(r, 32)}'); // search-only API key`,
        sentry: () =>
          `Sentry.init({\n  dsn: 'https://${hex(r, 32)}@o${r.chars(DIGITS, 6)}.ingest.sentry.io/${r.chars(DIGITS, 7)}',\n  tracesSampleRate: 0.1,\n});`,
        recaptcha: () =>
          `<div class="g-recaptcha" data-sitekey="6L${r.chars(A62 + '-_', 38)}"></div>`,
        posthog: () =>
          `posthog.init('phc_${a62(r, 43)}', { api_host: 'https://eu.i.posthog.com' });`,
        mapbox: () =>
          `mapboxgl.accessToken = 'pk.${b64Json({ u: org, a: 'cl' + r.chars(LOWER_ALNUM, 23) })}.${r.chars(B64URL, 22)}';`,
        launchdarkly: () =>
          `const ldClient = LDClient.initialize('${hex(r, 24)}', context); // client-side ID`,
        descope: () => `<AuthProvider projectId="P2${a62(r, 26)}">\n  <App />\n</AuthProvider>`,
      };
      return { provider: kind, text: t[kind]() };
    },
  },
  {
    name: 'lockfile-integrity',
    weight: 7,
    render(r) {
      const pkgs = r.sample(PACKAGES, 2);
      if (r.chance(0.5)) {
        return {
          provider: 'npm',
          text: pkgs
            .map(
              ([n, v]) =>
                `    "node_modules/${n}": {\n      "version": "${v}",\n      "resolved": "https://registry.npmjs.org/${n}/-/${n.split('/').pop()}-${v}.tgz",\n      "integrity": "sha512-${sha512(r)}"\n    }`,
            )
            .join(',\n'),
        };
      }
      return {
        provider: 'yarn',
        text: pkgs
          .map(
            ([n, v]) =>
              `"${n}@^${v}":\n  version "${v}"\n  resolved "https://registry.yarnpkg.com/${n}/-/${n.split('/').pop()}-${v}.tgz#${hex(r, 40)}"\n  integrity sha512-${sha512(r)}`,
          )
          .join('\n\n'),
      };
    },
  },
  {
    name: 'go-sum',
    weight: 4,
    render(r) {
      const mods = r.sample(GO_MODULES, 3);
      return {
        provider: 'go',
        text: mods
          .flatMap(([m, v]) => [
            `${m} ${v} h1:${b64OfBytes(r, 32)}`,
            `${m} ${v}/go.mod h1:${b64OfBytes(r, 32)}`,
          ])
          .join('\n'),
      };
    },
  },
  {
    name: 'terraform-lock-hcl',
    weight: 4,
    render(r) {
      const prov = r.pick([
        'okta/okta',
        'auth0/auth0',
        'hashicorp/vault',
        'hashicorp/azuread',
        'jumpcloud/jumpcloud',
      ]);
      return {
        provider: 'terraform',
        text: [
          `provider "registry.terraform.io/${prov}" {`,
          `  version     = "${r.int(5)}.${r.int(20)}.${r.int(10)}"`,
          `  constraints = "~> ${r.int(5)}.0"`,
          '  hashes = [',
          `    "h1:${b64OfBytes(r, 32)}",`,
          `    "zh:${hex(r, 64)}",`,
          `    "zh:${hex(r, 64)}",`,
          `    "zh:${hex(r, 64)}",`,
          '  ]',
          '}',
        ].join('\n'),
      };
    },
  },
  {
    name: 'image-digest',
    weight: 4,
    render(r) {
      const img = r.pick([
        'quay.io/keycloak/keycloak',
        'hashicorp/vault',
        '1password/scim',
        'ghcr.io/dexidp/dex',
        'quay.io/oauth2-proxy/oauth2-proxy',
        'ghcr.io/goauthentik/server',
        'bitwarden/self-host',
      ]);
      return {
        provider: 'docker',
        text: r.pick([
          `FROM ${img}@sha256:${hex(r, 64)} AS runtime`,
          `services:\n  idp:\n    image: ${img}:${r.int(30)}.${r.int(10)}@sha256:${hex(r, 64)}\n    restart: unless-stopped`,
          `$ docker pull ${img}:latest\nlatest: Pulling from ${img}\nDigest: sha256:${hex(r, 64)}\nStatus: Downloaded newer image for ${img}:latest`,
        ]),
      };
    },
  },
  {
    name: 'git-log-shas',
    weight: 5,
    render(r) {
      const msgs = [
        'rotate okta api token (value now in vault)',
        'move AUTH0_CLIENT_SECRET to GitHub secrets',
        'scim: handle PATCH with empty members',
        'remove leaked test key from fixtures',
        'vault: switch CI to JWT auth',
        'bump @azure/msal-node to 2.12.0',
        'saml: accept new IdP signing cert',
      ];
      return {
        provider: 'git',
        text: r.pick([
          r
            .sample(msgs, 4)
            .map((m) => `${hex(r, 7)} ${m}`)
            .join('\n'),
          `commit ${hex(r, 40)}\nMerge: ${hex(r, 7)} ${hex(r, 7)}\nAuthor: ${person(r)} <${person(r)}@${slug(r)}.com>\n\n    ${r.pick(msgs)}`,
        ]),
      };
    },
  },
  {
    name: 'release-checksums',
    weight: 4,
    render(r) {
      const tool = r.pick(['vault', 'boundary', 'consul', 'step-ca', 'op', 'bws']);
      const v = `${r.int(2)}.${r.int(18)}.${r.int(5)}`;
      return {
        provider: tool,
        text: ['linux_amd64', 'linux_arm64', 'darwin_arm64']
          .map((a) => `${hex(r, 64)}  ${tool}_${v}_${a}.zip`)
          .join('\n'),
      };
    },
  },
  {
    name: 'scim-user-payload',
    weight: 7,
    render(r) {
      const user = person(r);
      return {
        provider: r.pick(['okta-scim', 'entra-scim', 'onelogin-scim', 'jumpcloud']),
        text: JSON.stringify(
          {
            schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
            id: uuid(r),
            externalId: r.chance(0.5) ? okta00(r, '00u') : uuid(r),
            userName: `${user}@${slug(r)}.com`,
            active: true,
            groups: [{ value: r.chance(0.5) ? okta00(r, '00g') : uuid(r), display: 'Engineering' }],
            meta: {
              resourceType: 'User',
              version: `W/"${hex(r, 40)}"`,
              location: `https://api.example.com/scim/v2/Users/${uuid(r)}`,
            },
          },
          null,
          2,
        ),
      };
    },
  },
  {
    name: 'saml-trace-log',
    weight: 5,
    render(r) {
      const id = '_' + hex(r, 40);
      const ts = `2024-0${1 + r.int(9)}-1${r.int(9)}T0${r.int(9)}:1${r.int(9)}:0${r.int(9)}Z`;
      return {
        provider: r.pick(['okta', 'azure-ad', 'onelogin', 'keycloak']),
        text: [
          `${ts} DEBUG saml: sending AuthnRequest ID=${id} to https://idp.example.com/sso/saml`,
          `${ts} DEBUG saml: RelayState=${b64urlOfBytes(r, 24)}`,
          `${ts} INFO  saml: Response ID=_${hex(r, 32)} InResponseTo=${id} status=Success`,
          `${ts} INFO  saml: SessionIndex=_${uuid(r)} NameID=${person(r)}@example.com`,
          `${ts} DEBUG saml: signing cert SHA-256 fingerprint ${Array.from({ length: 32 }, () => r.chars(HEX_UPPER, 2)).join(':')}`,
        ].join('\n'),
      };
    },
  },
];
