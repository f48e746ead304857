// Hard negatives of the held-out (7) secrets set: keys that are public by design, example keys
// vendors publish in their docs, redaction output, and secret-free Vault/OpenAPI text.

const lines = (...parts) => parts.flat().join('\n');

function publishableKeys(c) {
  const variants = [
    () => [
      'stripe',
      lines(
        "import { loadStripe } from '@stripe/stripe-js';",
        `const stripePromise = loadStripe('pk_live_51${c.v.alnum(22)}${c.v.alnum(60)}');`,
      ),
    ],
    () => [
      'mapbox',
      lines(
        "import mapboxgl from 'mapbox-gl';",
        `mapboxgl.accessToken = 'pk.eyJ1Ijoi${c.v.b64u(30)}In0.${c.v.b64u(22)}';`,
      ),
    ],
    () => [
      'posthog',
      lines(
        "posthog.init('phc_" + c.v.alnum(43) + "', {",
        "  api_host: 'https://eu.i.posthog.com',",
        '});',
      ),
    ],
    () => [
      'algolia',
      lines(
        `// search-only key: safe to ship in the browser bundle`,
        `const searchClient = algoliasearch('${c.v.upper(10)}', '${c.v.hex(32)}');`,
      ),
    ],
    () => ['recaptcha', lines(`<div class="g-recaptcha" data-sitekey="6L${c.v.b64u(38)}"></div>`)],
    () => [
      'firebase',
      lines(
        'const firebaseConfig = {',
        `  apiKey: "AIzaSy${c.v.b64u(33)}",`,
        `  authDomain: "${c.f.app()}-web.firebaseapp.com",`,
        `  projectId: "${c.f.app()}-web",`,
        `  appId: "1:${c.v.digits(12)}:web:${c.v.hex(22)}"`,
        '};',
      ),
    ],
    () => [
      'sentry',
      lines(
        'Sentry.init({',
        `  dsn: "https://${c.v.hex(32)}@o${c.v.digits(6)}.ingest.sentry.io/${c.v.digits(7)}",`,
        '  tracesSampleRate: 0.1,',
        '});',
      ),
    ],
  ];
  const [provider, text] = c.r.pick(variants)();
  return { provider, rule: 'public-by-design-key', text };
}

function vendorExamples(c) {
  const variants = [
    () => [
      'aws',
      lines(
        '# from the AWS CLI docs: example credentials',
        '[default]',
        'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
        'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      ),
    ],
    () => [
      'stripe',
      lines(
        '# Stripe API reference example (test mode)',
        'curl https://api.stripe.com/v1/charges \\',
        '  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc:',
      ),
    ],
  ];
  const [provider, text] = c.r.pick(variants)();
  return { provider, rule: 'vendor-documented-example', text };
}

function redactionOutput(c) {
  const variants = [
    () =>
      lines(
        `${c.f.date()} INFO charge created using key sk_live_****${c.v.alnum(4)} for customer cus_${c.v.alnum(14)}`,
      ),
    () =>
      lines(
        'Parameters: {"user"=>{"email"=>"' +
          c.f.email() +
          '", "password"=>"[FILTERED]", "api_token"=>"[FILTERED]"}}',
      ),
    () =>
      lines(
        '{',
        '  "clientId": "' + c.f.app() + '-backend",',
        '  "secret": "**********",',
        '  "publicClient": false',
        '}',
      ),
    () =>
      lines(
        '$ heroku config',
        `=== ${c.f.app()}-prod Config Vars`,
        'DATABASE_URL:   postgres://[REDACTED]',
        'SENDGRID_KEY:   <redacted>',
        `WEB_CONCURRENCY: ${c.r.int(6) + 1}`,
      ),
    () =>
      lines(
        `token=${c.r.pick(['xoxb', 'glpat', 'ghp'])}-•••••••• (last used ${c.f.date()})`,
        'api_key=[REDACTED]',
        'password=********',
      ),
  ];
  return { provider: 'redaction', rule: 'redaction-output', text: c.r.pick(variants)() };
}

function vaultMetadata(c) {
  const text = lines(
    `$ vault kv metadata get -mount=secret ${c.f.app()}/api`,
    '======= Metadata Path =======',
    `secret/metadata/${c.f.app()}/api`,
    '',
    '========== Metadata ==========',
    'Key                     Value',
    '---                     -----',
    `cas_required            false`,
    `created_time            ${c.f.date()}T${c.f.time()}.${c.v.digits(6)}Z`,
    `current_version         ${c.r.int(9) + 2}`,
    `delete_version_after    0s`,
    `max_versions            10`,
  );
  return { provider: 'hashicorp-vault', rule: 'vault-metadata', text };
}

function openapiScheme(c) {
  const text = lines(
    'components:',
    '  securitySchemes:',
    '    ApiKeyAuth:',
    '      type: apiKey',
    '      in: header',
    `      name: X-${c.f.app().replace(/^./, (ch) => ch.toUpperCase())}-Key`,
    '    BearerAuth:',
    '      type: http',
    '      scheme: bearer',
    '      bearerFormat: JWT',
  );
  return { provider: 'openapi', rule: 'openapi-security-scheme', text };
}

export const PUBLIC_NEGATIVES = [
  publishableKeys,
  vendorExamples,
  redactionOutput,
  vaultMetadata,
  openapiScheme,
];
