import { Buffer } from 'node:buffer';
import { hasValidTokenChecksum } from './checksum.js';

/**
 * A credential recognisable on its own: a provider prefix and a fixed alphabet and length.
 * `keys` say where the scanner looks: the token's leading alphanumeric run plus the separator
 * after it (`ghp_`, `sk-`, `hvs.`), or a literal anchor for tokens without a separator (`AKIA`).
 */
export interface TokenRule {
  readonly rule: string;
  readonly keys: readonly string[];
  /** Sticky; matched at the token's first character. The whole match is the secret. */
  readonly pattern: RegExp;
  /** Minimum Shannon entropy of the token after its key, below which it is a fixture. */
  readonly minEntropy?: number;
  /** Extra acceptance test on the whole token (documented examples, shape conditions). */
  readonly accept?: (token: string) => boolean;
  /** Overrides `minEntropy` when true (a valid checksum proves a real token). */
  readonly trusted?: (token: string) => boolean;
}

// A token ends where its alphabet ends: not glued to more word, base64 or path characters, and
// not followed by `.ext` (`video_box.ico-7a38...c.png` is a file name, not an Infracost key).
const END = String.raw`(?![\w+/-]|\.[A-Za-z0-9])`;

function token(
  rule: string,
  keys: readonly string[],
  body: string,
  options: Omit<TokenRule, 'rule' | 'keys' | 'pattern'> = {},
): TokenRule {
  return { rule, keys, pattern: new RegExp(body + END, 'y'), ...options };
}

const checksumHolds = (value: string): boolean =>
  hasValidTokenChecksum(value.slice(value.indexOf('_') + 1));

// Amazon's documentation uses AKIAIOSFODNN7EXAMPLE and wJalr...EXAMPLEKEY; every published
// example key ends with EXAMPLE.
const notAwsExample = (value: string): boolean => !value.endsWith('EXAMPLE');

/** A PEM private key block's header line, as base64-encoded values decode to. */
export const PRIVATE_KEY_HEADER = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;

const isEncodedPrivateKey = (value: string): boolean =>
  PRIVATE_KEY_HEADER.exec(Buffer.from(value.slice(0, 64), 'base64').toString('latin1'))?.index ===
  0;

// The payload of jwt.io's example token ({"sub":"1234567890","name":"John Doe",...}), copied
// into countless tests and docs.
export const JWT_IO_EXAMPLE_PAYLOAD =
  'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ';

/** Rules found through their `head + separator` key (`ghp_`, `sk-`, `hvs.`). */
export const SEPARATED_TOKEN_RULES: readonly TokenRule[] = [
  token('github-token', ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'], 'gh[pousr]_[A-Za-z0-9]{36}', {
    minEntropy: 3,
    trusted: checksumHolds,
  }),
  // GitHub App installation tokens in the JWT form: ghs_<app id>_<jwt>.
  token(
    'github-token',
    ['ghs_'],
    String.raw`ghs_\d{1,20}_eyJ[\w-]{10,500}\.eyJ[\w-]{10,2000}\.[\w-]{10,500}`,
  ),
  token('github-token', ['github_'], 'github_pat_[A-Za-z0-9_]{82}', { minEntropy: 3 }),
  token(
    'gitlab-token',
    [
      'glpat-',
      'gldt-',
      'glft-',
      'glsoat-',
      'glffct-',
      'glrt-',
      'glimt-',
      'glagent-',
      'gloas-',
      'glptt-',
      'glcbt-',
      'glwt-',
      'gltst-',
    ],
    String.raw`gl(?:pat|dt|ft|soat|ffct|rt|imt|agent|oas|ptt|cbt|wt|tst)-[\w-]{20,300}(?:\.[0-9a-z]{9})?`,
    { minEntropy: 3 },
  ),
  token(
    'slack-token',
    ['xoxa-', 'xoxb-', 'xoxo-', 'xoxp-', 'xoxr-', 'xoxs-'],
    String.raw`xox[abposr]-(?:\d-)?\d{6,20}(?:-[A-Za-z0-9]{1,200}){1,6}`,
    { minEntropy: 2 },
  ),
  token(
    'slack-token',
    ['xoxe-', 'xoxe.'],
    String.raw`xoxe(?:\.xox[bp])?-(?:\d-[A-Za-z0-9]{100,400}|(?:\d{10,13}-){3}[A-Za-z0-9]{28,34})`,
    { minEntropy: 3 },
  ),
  token('slack-token', ['xapp-'], String.raw`xapp-\d-[A-Z0-9]{9,40}-\d{6,20}-[a-z0-9]{20,200}`, {
    minEntropy: 2,
  }),
  // Stripe secret and restricted keys (publishable pk_ keys are public). Short ones must at
  // least look random.
  token('stripe-key', ['sk_', 'rk_'], '[sr]k_(?:live|test|prod)_[A-Za-z0-9]{16,247}', {
    accept: (value) => value.length >= 32 || /\d/.test(value.slice(8)),
  }),
  token('stripe-key', ['whsec_'], 'whsec_[A-Za-z0-9+/=]{32,200}', { minEntropy: 3 }),
  // OpenAI keys carry "T3BlbkFJ" (base64 of "OpenAI") in the middle; without it they are not keys.
  token(
    'openai-key',
    ['sk-'],
    String.raw`sk-(?:(?:proj|svcacct|admin)-[\w-]{20,200}T3BlbkFJ[\w-]{20,200}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})`,
  ),
  token('anthropic-key', ['sk-'], String.raw`sk-ant-(?:api|admin|oat|ort|sid)\d\d-[\w-]{80,120}AA`),
  token('huggingface-token', ['hf_'], 'hf_[A-Za-z]{34}', { minEntropy: 3 }),
  token('huggingface-token', ['api_'], 'api_org_[A-Za-z]{34}', { minEntropy: 3 }),
  token('npm-token', ['npm_'], 'npm_[A-Za-z0-9]{36}', { minEntropy: 3, trusted: checksumHolds }),
  token('pypi-token', ['pypi-'], 'pypi-AgE[A-Za-z0-9_-]{50,1000}'),
  token('rubygems-token', ['rubygems_'], 'rubygems_[a-f0-9]{48}'),
  token('clojars-token', ['CLOJARS_'], 'CLOJARS_[A-Za-z0-9]{60}', { minEntropy: 3 }),
  token('docker-token', ['dckr_'], String.raw`dckr_(?:pat|oat)_[\w-]{27,200}`, { minEntropy: 3 }),
  token('digitalocean-token', ['dop_', 'doo_', 'dor_'], 'do[opr]_v1_[a-f0-9]{64}', {
    minEntropy: 3,
  }),
  token(
    'shopify-token',
    ['shpat_', 'shpca_', 'shppa_', 'shpss_', 'shptka_'],
    'shp(?:at|ca|pa|ss|tka)_[A-Za-z0-9]{32,40}',
    {
      minEntropy: 3,
    },
  ),
  token('sendgrid-key', ['SG.'], String.raw`SG\.[\w=.-]{60,70}`, { minEntropy: 3 }),
  token('mailgun-key', ['key-'], 'key-[0-9a-f]{32}', { minEntropy: 3 }),
  token('vault-token', ['hvs.', 'hvb.', 'hvr.'], String.raw`hv[sbr]\.[\w-]{24,400}`, {
    minEntropy: 3.5,
  }),
  // Legacy Vault service tokens: s. and 24 characters; an all-letter tail is a property access.
  token('vault-token', ['s.'], String.raw`s\.(?=[A-Za-z]{0,23}\d)[A-Za-z0-9]{24}`, {
    minEntropy: 3.5,
  }),
  // A service token names its config between the kind and the secret (`dp.st.prd.…`).
  token(
    'doppler-token',
    ['dp.'],
    String.raw`dp\.(?:pt|st|ct|sa|scim|audit)\.(?:[a-z0-9][a-z0-9_-]{0,30}\.)?[A-Za-z0-9]{40,44}`,
    { minEntropy: 3 },
  ),
  token('dynatrace-token', ['dt0c01.'], String.raw`dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}`, {
    minEntropy: 3,
  }),
  token('grafana-token', ['glc_'], 'glc_[A-Za-z0-9+/]{32,400}={0,3}', { minEntropy: 3 }),
  token('grafana-token', ['glsa_'], 'glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}', { minEntropy: 3 }),
  token('heroku-key', ['HRKU-'], String.raw`HRKU-AA[\w-]{58}`, { minEntropy: 3 }),
  token('linear-key', ['lin_'], 'lin_(?:api|oauth)_[A-Za-z0-9]{40}', { minEntropy: 3 }),
  token(
    'newrelic-key',
    ['NRAK-', 'NRJS-', 'NRII-', 'NRAA-'],
    'NR(?:AK|JS|II|AA)-[A-Za-z0-9_-]{19,40}',
    {
      minEntropy: 3,
    },
  ),
  token('notion-token', ['ntn_'], String.raw`ntn_\d{11}[A-Za-z0-9]{35}`, { minEntropy: 3 }),
  // Octopus documents no length; keys seen are 26 or 27 characters after `API-`.
  token('octopus-key', ['API-'], 'API-[A-Z0-9]{26,27}', {
    minEntropy: 3,
    accept: (value) => /\d/.test(value.slice(4)),
  }),
  token('onepassword-token', ['ops_'], 'ops_eyJ[A-Za-z0-9+/]{250,4000}={0,3}', { minEntropy: 3 }),
  token(
    'onepassword-token',
    ['A3-'],
    'A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}',
    { minEntropy: 3.5 },
  ),
  token('perplexity-key', ['pplx-'], 'pplx-[A-Za-z0-9]{48}', { minEntropy: 3 }),
  token('groq-key', ['gsk_'], 'gsk_[A-Za-z0-9]{52}', { minEntropy: 3 }),
  token('xai-key', ['xai-'], 'xai-[A-Za-z0-9]{80}', { minEntropy: 3 }),
  token('replicate-token', ['r8_'], 'r8_[A-Za-z0-9]{37}', { minEntropy: 3 }),
  token('postman-key', ['PMAK-'], 'PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}', { minEntropy: 3 }),
  token('prefect-key', ['pnu_'], 'pnu_[A-Za-z0-9]{36}', { minEntropy: 3 }),
  token('pulumi-token', ['pul-'], 'pul-[a-f0-9]{40}', { minEntropy: 3 }),
  token('readme-key', ['rdme_'], 'rdme_[a-z0-9]{70}', { minEntropy: 3 }),
  token('scalingo-token', ['tk-'], String.raw`tk-us-[\w-]{48}`, { minEntropy: 3 }),
  token('sendinblue-key', ['xkeysib-'], 'xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}', { minEntropy: 3 }),
  token('sentry-token', ['sntrys_'], 'sntrys_eyJ[A-Za-z0-9+/]{40,400}={0,2}_[A-Za-z0-9+/]{43}', {
    minEntropy: 4,
  }),
  token('sentry-token', ['sntryu_'], 'sntryu_[a-f0-9]{64}', { minEntropy: 3.5 }),
  token('settlemint-token', ['sm_'], 'sm_(?:pat|aat|sat)_[A-Za-z0-9]{16}', { minEntropy: 3 }),
  token('shippo-token', ['shippo_'], 'shippo_(?:live|test)_[a-fA-F0-9]{40}', { minEntropy: 3 }),
  token('sourcegraph-token', ['sgp_'], 'sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}', {
    minEntropy: 3,
  }),
  token(
    'square-token',
    ['sq0atp-', 'sq0csp-', 'sq0idp-'],
    String.raw`sq0(?:atp|csp|idp)-[\w\\\]^-]{22,60}`,
    { minEntropy: 3 },
  ),
  token('age-key', ['AGE-'], 'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}'),
  token('adobe-secret', ['p8e-'], 'p8e-[A-Za-z0-9]{32}', { minEntropy: 2.5 }),
  token(
    'authress-key',
    ['sc_', 'ext_', 'scauth_', 'authress_'],
    String.raw`(?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\.[A-Za-z0-9]{4,6}\.acc[_-][a-z0-9-]{10,32}\.[A-Za-z0-9+/_=-]{30,120}`,
  ),
  token('defined-networking-key', ['dnkey-'], String.raw`dnkey-[\w=-]{26}-[\w=-]{52}`, {
    minEntropy: 3,
  }),
  token('infracost-key', ['ico-'], 'ico-[A-Za-z0-9]{32}', { minEntropy: 3 }),
  // Resend's API keys: `re_`, an 8-character id, `_`, a 24-character secret.
  token('resend-key', ['re_'], 're_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}', { minEntropy: 3 }),
  token('openshift-token', ['sha256~'], String.raw`sha256~[\w-]{43}`, { minEntropy: 3.5 }),
  token(
    'flutterwave-key',
    ['FLWSECK_', 'FLWPUBK_', 'FLWSECK-', 'FLWPUBK-'],
    'FLW(?:SECK|PUBK)(?:_TEST)?-[A-Za-z0-9]{12,32}(?:-X)?',
    { minEntropy: 2.5 },
  ),
  token('frameio-token', ['fio-'], String.raw`fio-u-[\w=-]{64}`, { minEntropy: 3 }),
  token('duffel-token', ['duffel_'], String.raw`duffel_(?:test|live)_[\w=-]{43}`, {
    minEntropy: 3,
  }),
  token(
    'harness-token',
    ['pat.', 'sat.'],
    String.raw`(?:pat|sat)\.[\w-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}`,
    {
      minEntropy: 3,
    },
  ),
  token('mapbox-token', ['sk.'], String.raw`sk\.eyJ[\w-]{50,1000}\.[\w-]{20,500}`),
  token('planetscale-token', ['pscale_'], String.raw`pscale_(?:tkn|oauth|pw)_[\w=.-]{32,64}`, {
    minEntropy: 3,
  }),
  token(
    'fly-token',
    ['fo1_', 'fm1a_', 'fm1r_', 'fm2_'],
    String.raw`(?:fo1_[\w-]{43}|fm1[ar]_[A-Za-z0-9+/]{100,1000}={0,3}|fm2_[A-Za-z0-9+/]{100,1000}={0,3})`,
    { minEntropy: 3.5 },
  ),
  token('tailscale-key', ['tskey-'], 'tskey-[a-z]{1,20}-[A-Za-z0-9]{8,64}-[A-Za-z0-9]{16,128}'),
  token('cloudflare-token', ['cfat_', 'cfut_', 'cfk_'], 'cf(?:at|ut|k)_[A-Za-z0-9]{40}[a-f0-9]{8}'),
  token('cloudflare-token', ['v1.'], String.raw`v1\.0-[a-f0-9]{24}-[a-f0-9]{146}`, {
    minEntropy: 3,
  }),
  token('figma-token', ['figd_', 'figu_'], String.raw`fig[du]_[\w-]{32,200}`, { minEntropy: 3 }),
  token('vercel-token', ['vcp_', 'vci_', 'vca_', 'vcr_', 'vck_'], 'vc[pirak]_[A-Za-z0-9]{24,200}', {
    minEntropy: 3,
  }),
  token('yandex-token', ['t1.'], String.raw`t1\.[\w-]{1,200}={0,2}\.[\w-]{86}={0,2}`, {
    minEntropy: 3,
  }),
  token('intra42-secret', ['s-'], 's-s4t2(?:ud|af)-[a-f0-9]{64}', { minEntropy: 3 }),
  token('typeform-token', ['tfp_'], String.raw`tfp_[\w.=-]{59}`, { minEntropy: 3 }),
  token('sonar-token', ['squ_', 'sqp_', 'sqa_'], 'sq[upa]_[a-f0-9]{40}', { minEntropy: 3 }),
  token('supabase-key', ['sbp_'], 'sbp_[a-f0-9]{40}', { minEntropy: 3 }),
  token('supabase-key', ['sb_'], String.raw`sb_secret_[\w-]{24,200}`, { minEntropy: 3 }),
  token('langsmith-key', ['lsv2_'], 'lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}', { minEntropy: 3 }),
  token('brevo-key', ['xsmtpsib-'], 'xsmtpsib-[a-f0-9]{64}-[A-Za-z0-9]{16}', { minEntropy: 3 }),
  token(
    'braintree-token',
    ['access_'],
    String.raw`access_token\$production\$[a-z0-9]{16}\$[a-f0-9]{32}`,
    { minEntropy: 3 },
  ),
  token('gcp-oauth', ['ya29.'], String.raw`ya29\.[\w-]{30,2000}`, { minEntropy: 3.5 }),
  token('gcp-oauth', ['GOCSPX-'], String.raw`GOCSPX-[\w-]{28}`, { minEntropy: 3 }),
  token(
    'aws-bedrock-key',
    ['bedrock-'],
    // "bedrock.amazonaws.com" in base64, split so that this line is not a match itself.
    'bedrock-api-key-' + 'YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%&_-]{0,2000}',
  ),
];

/** Rules without a separator after their prefix, found through a literal anchor. */
export const ANCHORED_TOKEN_RULES: readonly TokenRule[] = [
  token(
    'aws-access-key',
    ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T'],
    '(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}',
    { minEntropy: 2.5, accept: notAwsExample },
  ),
  token('aws-bedrock-key', ['ABSK'], 'ABSKQmVkcm9ja0FQSUtleS1[A-Za-z0-9+/]{100,260}={0,2}'),
  token('gcp-api-key', ['AIza'], String.raw`AIza[\w-]{35}`, { minEntropy: 3.5 }),
  // Cloud Storage HMAC access ids of service accounts (`GOOG1` and 56 upper-case letters and
  // digits), the S3-compatible twin of an AKIA key id; the secret is a separate 40-character
  // value.
  token('gcs-hmac-access-id', ['GOOG1'], 'GOOG1[A-Z0-9]{50,60}', { minEntropy: 3 }),
  // The Things Stack (LoRaWAN) API keys: `NNSXS.`, a 39-character key id, `.`, a 52-character
  // secret, both base32 upper case.
  token('the-things-stack-key', ['NNSXS.'], String.raw`NNSXS\.[A-Z2-7]{39}\.[A-Z2-7]{52}`, {
    minEntropy: 3.5,
  }),
  token('artifactory-token', ['AKCp'], 'AKCp[A-Za-z0-9]{69}', { minEntropy: 4 }),
  token('atlassian-token', ['ATATT3'], String.raw`ATATT3[\w=-]{150,250}`, { minEntropy: 4 }),
  token('facebook-token', ['EAA'], 'EAA[A-Z][A-Za-z0-9]{100,1000}', { minEntropy: 4 }),
  token('square-token', ['EAA'], String.raw`EAAA[\w-]{60}`, { minEntropy: 3.5 }),
  token('easypost-key', ['EZAK', 'EZTK'], 'EZ[AT]K[A-Za-z0-9]{54}', { minEntropy: 3 }),
  token('alibaba-key', ['LTAI'], 'LTAI[A-Za-z0-9]{20}', { minEntropy: 2.5 }),
  token('gitlab-token', ['GR1348941'], String.raw`GR1348941[\w-]{20}`, { minEntropy: 3 }),
  token('bitbucket-token', ['ATBB'], String.raw`ATBB[\w=.-]{32,200}`, { minEntropy: 3.5 }),
  token('twilio-key', ['SK'], 'SK[0-9a-fA-F]{32}', { minEntropy: 3 }),
  // Telnyx API v2 keys: `KEY`, 32 upper-case hex digits, `_`, 22 characters.
  token('telnyx-key', ['KEY'], 'KEY[0-9A-F]{32}_[A-Za-z0-9]{22}', { minEntropy: 3 }),
  // NATS NKey seeds: `S`, the key type (user, account, operator, server, cluster, curve),
  // then base32; the public keys (`U…`, `A…`, `N…`) are not secrets.
  token('nats-nkey-seed', ['SU', 'SA', 'SO', 'SN', 'SC', 'SX'], 'S[UAONCX][A-Z2-7]{56}', {
    minEntropy: 3.5,
  }),
  token('yandex-token', ['AQVN'], String.raw`AQVN[\w-]{35,38}`, { minEntropy: 3 }),
  token('twitter-token', ['AAAAAAAAAAAAAAAAAAAAAA'], 'A{22}[A-Za-z0-9%]{80,100}', {
    minEntropy: 3,
  }),
  // A PEM private key base64-encoded as one value (`LS0tLS1CRUdJTi` is `-----BEGIN `): a
  // kubeconfig's `client-key-data`, a Kubernetes Secret's `tls.key`. Certificates and public
  // keys open the same way, so the decoded header must say PRIVATE KEY.
  token('private-key', ['LS0tLS1CRUdJTi'], 'LS0tLS1CRUdJTi[A-Za-z0-9+/]{40,12000}={0,2}', {
    minEntropy: 4,
    accept: isEncodedPrivateKey,
  }),
];

/**
 * Formats with a lower-case or digit anchor (`dapi…`, `cmVmd…`, `4b1d…`). A literal search for
 * each would cost a pass over every text for formats that in practice sit behind a credential
 * name, so they are not searched for: they name what the keyword rules find (`token = dapi…` is a
 * `databricks-token`, not a `generic-assignment`).
 */
export const NAMING_ONLY_RULES: readonly TokenRule[] = [
  token('databricks-token', ['dapi'], String.raw`dapi[a-fA-F0-9]{32}(?:-\d)?`, { minEntropy: 2.5 }),
  token('artifactory-token', ['cmVmd'], 'cmVmd[A-Za-z0-9]{59}', { minEntropy: 4 }),
  token('clickhouse-key', ['4b1d'], '4b1d[A-Za-z0-9]{38}', { minEntropy: 3 }),
  token('gitlab-token', ['_gitlab_session='], '_gitlab_session=[0-9a-z]{32}', { minEntropy: 3 }),
  token('grafana-token', ['eyJrIjoi'], 'eyJrIjoi[A-Za-z0-9]{70,400}={0,3}', { minEntropy: 3 }),
];

/** JSON Web Tokens: found from the `.eyJ` that starts their payload. */
export const JWT_RULE: TokenRule = token(
  'jwt',
  ['eyJ'],
  String.raw`eyJ[\w-]{10,2000}={0,2}\.eyJ[\w-]{10,8000}={0,2}\.[\w-]{10,2000}={0,2}`,
  { minEntropy: 3, accept: (value) => !value.includes(JWT_IO_EXAMPLE_PAYLOAD) },
);
