// Providers outside the data theme for secrets-heldout34: source hosting, CI, chat, AI APIs,
// mail, registries and private keys. Shapes from memory of the vendors' formats.
import { Buffer } from 'node:buffer';

const P = (p, key, gen, o = {}) => ({ p, key, gen, theme: false, n: 2, kind: 'token', ...o });

export const otherProviders = [
  P('github', 'GITHUB_TOKEN', (v) => `ghp_${v.alnum(36)}`, {
    svc: 'GitHub',
    prefix: 'ghp_',
    auth: 'bearer',
    cli: 'gh',
  }),
  P('github-fine-grained', 'GH_PAT', (v) => `github_pat_${v.alnum(22)}_${v.alnum(59)}`, {
    svc: 'GitHub',
    prefix: 'github_pat_',
    auth: 'bearer',
  }),
  P('gitlab', 'GITLAB_TOKEN', (v) => `glpat-${v.b64url(20)}`, {
    svc: 'GitLab',
    prefix: 'glpat-',
    auth: 'private-token',
  }),
  P('slack-bot', 'SLACK_BOT_TOKEN', (v) => `xoxb-${v.digits(12)}-${v.digits(13)}-${v.alnum(24)}`, {
    svc: 'Slack alerts for failed DAGs',

    prefix: 'xoxb-',
    auth: 'bearer',
    theme: true,
  }),
  P(
    'slack-webhook',
    'SLACK_WEBHOOK_URL',
    (v) => `https://hooks.slack.com/services/T${v.uppernum(8)}/B${v.uppernum(10)}/${v.alnum(24)}`,
    {
      svc: 'Slack notifications for dbt runs',

      theme: true,
    },
  ),
  P('openai', 'OPENAI_API_KEY', (v) => `sk-proj-${v.b64url(74)}T3BlbkFJ${v.b64url(74)}`, {
    svc: 'OpenAI',
    prefix: 'sk-proj-',
    auth: 'bearer',
  }),
  P('anthropic', 'ANTHROPIC_API_KEY', (v) => `sk-ant-api03-${v.b64url(93)}AA`, {
    svc: 'Anthropic',
    prefix: 'sk-ant-api03-',
    auth: 'x-api-key',
  }),
  P('twilio', 'TWILIO_AUTH_TOKEN', (v) => v.hex(32), {
    svc: 'Twilio',
    idKey: 'TWILIO_ACCOUNT_SID',
    id: (v) => `AC${v.hex(32)}`,
  }),
  P('sendgrid', 'SENDGRID_API_KEY', (v) => `SG.${v.b64url(22)}.${v.b64url(43)}`, {
    svc: 'SendGrid',
    prefix: 'SG.',
    auth: 'bearer',
  }),
  P('mailgun', 'MAILGUN_API_KEY', (v) => `${v.hex(32)}-${v.hex(8)}-${v.hex(8)}`, {
    svc: 'Mailgun',
  }),
  P('npm', 'NPM_TOKEN', (v) => `npm_${v.alnum(36)}`, { svc: 'npm', prefix: 'npm_' }),
  P('pypi', 'PYPI_API_TOKEN', (v) => `pypi-AgEIcHlwaS5vcmc${v.b64url(150)}`, {
    svc: 'PyPI',
    prefix: 'pypi-',
  }),
  P('docker-hub', 'DOCKERHUB_TOKEN', (v) => `dckr_pat_${v.b64url(27)}`, {
    svc: 'Docker Hub',
    prefix: 'dckr_pat_',
    cli: 'docker',
  }),
  P('huggingface', 'HF_TOKEN', (v) => `hf_${v.alnum(34)}`, {
    svc: 'Hugging Face',
    prefix: 'hf_',
    auth: 'bearer',
  }),
  P(
    'discord-bot',
    'DISCORD_BOT_TOKEN',
    (v) =>
      `${Buffer.from(`1${v.int(3)}${v.digits(17)}`)
        .toString('base64')
        .replace(/=+$/, '')}.${v.b64url(6)}.${v.b64url(38)}`,
    { svc: 'Discord' },
  ),
  P(
    'telegram-bot',
    'TELEGRAM_BOT_TOKEN',
    (v) => `${6000000000 + v.int(999999999)}:AA${v.b64url(33)}`,
    { svc: 'Telegram alerts', theme: true },
  ),
  P('linear', 'LINEAR_API_KEY', (v) => `lin_api_${v.alnum(40)}`, {
    svc: 'Linear',
    prefix: 'lin_api_',
    auth: 'raw',
  }),
  P(
    'notion',
    'NOTION_TOKEN',
    (v) => (v.chance(0.5) ? `secret_${v.alnum(43)}` : `ntn_${v.digits(11)}${v.alnum(35)}`),
    { svc: 'Notion', auth: 'bearer' },
  ),
  P('heroku', 'HEROKU_API_KEY', (v) => `HRKU-${v.uuid()}`, {
    svc: 'Heroku',
    prefix: 'HRKU-',
    cli: 'heroku',
  }),
  P('vercel', 'VERCEL_TOKEN', (v) => v.alnum(24), { svc: 'Vercel', auth: 'bearer', cli: 'vercel' }),
  P('netlify', 'NETLIFY_AUTH_TOKEN', (v) => `nfp_${v.alnum(36)}`, {
    svc: 'Netlify',
    prefix: 'nfp_',
  }),
  P('doppler', 'DOPPLER_TOKEN', (v) => `dp.st.${v.pick(['prd', 'stg', 'dev'])}.${v.alnum(40)}`, {
    svc: 'Doppler',
    prefix: 'dp.st.',
  }),
  P('hashicorp-vault', 'VAULT_TOKEN', (v) => `hvs.CAESI${v.b64url(86)}`, {
    svc: 'Vault database secrets engine',
    prefix: 'hvs.',
    theme: true,
    auth: 'x-vault-token',
  }),
  P('terraform-cloud', 'TFE_TOKEN', (v) => `${v.alnum(14)}.atlasv1.${v.alnum(67)}`, {
    svc: 'Terraform Cloud',
    auth: 'bearer',
  }),
  P('pulumi', 'PULUMI_ACCESS_TOKEN', (v) => `pul-${v.hex(40)}`, { svc: 'Pulumi', prefix: 'pul-' }),
  P(
    'sentry',
    'SENTRY_AUTH_TOKEN',
    (v) =>
      `sntrys_${Buffer.from(JSON.stringify({ iat: v.epoch(), url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: v.word() })).toString('base64')}_${v.b64chars(43)}`,
    { svc: 'Sentry', prefix: 'sntrys_' },
  ),
  P('new-relic', 'NEW_RELIC_API_KEY', (v) => `NRAK-${v.uppernum(27)}`, {
    svc: 'New Relic',
    prefix: 'NRAK-',
  }),
  P('postman', 'POSTMAN_API_KEY', (v) => `PMAK-${v.hex(24)}-${v.hex(34)}`, {
    svc: 'Postman',
    prefix: 'PMAK-',
    auth: 'x-api-key',
  }),
  P('buildkite', 'BUILDKITE_API_TOKEN', (v) => `bkua_${v.hex(40)}`, {
    svc: 'Buildkite',
    prefix: 'bkua_',
    auth: 'bearer',
  }),
  P('cloudflare-api', 'CLOUDFLARE_API_TOKEN', (v) => v.b64url(40), {
    svc: 'Cloudflare',
    auth: 'bearer',
  }),
  P(
    'mapbox-secret',
    'MAPBOX_SECRET_TOKEN',
    (v) =>
      `sk.${Buffer.from(JSON.stringify({ u: v.word(), a: `cl${v.lowernum(23)}` })).toString('base64url')}.${v.b64url(22)}`,
    { svc: 'Mapbox', prefix: 'sk.' },
  ),
  P('square', 'SQUARE_ACCESS_TOKEN', (v) => `EAAA${v.b64url(60)}`, {
    svc: 'Square',
    prefix: 'EAAA',
    auth: 'bearer',
  }),
  P('figma', 'FIGMA_TOKEN', (v) => `figd_${v.b64url(40)}`, { svc: 'Figma', prefix: 'figd_' }),
  P('openrouter', 'OPENROUTER_API_KEY', (v) => `sk-or-v1-${v.hex(64)}`, {
    svc: 'OpenRouter',
    prefix: 'sk-or-v1-',
    auth: 'bearer',
  }),
  P('groq', 'GROQ_API_KEY', (v) => `gsk_${v.alnum(52)}`, {
    svc: 'Groq',
    prefix: 'gsk_',
    auth: 'bearer',
  }),
  P('replicate', 'REPLICATE_API_TOKEN', (v) => `r8_${v.alnum(37)}`, {
    svc: 'Replicate',
    prefix: 'r8_',
    auth: 'bearer',
  }),
  P('perplexity', 'PERPLEXITY_API_KEY', (v) => `pplx-${v.alnum(48)}`, {
    svc: 'Perplexity',
    prefix: 'pplx-',
    auth: 'bearer',
  }),
  P('xai', 'XAI_API_KEY', (v) => `xai-${v.alnum(80)}`, {
    svc: 'xAI',
    prefix: 'xai-',
    auth: 'bearer',
  }),
  P('langsmith', 'LANGSMITH_API_KEY', (v) => `lsv2_pt_${v.hex(32)}_${v.hex(10)}`, {
    svc: 'LangSmith',
    prefix: 'lsv2_pt_',
  }),
  P('age', 'SOPS_AGE_KEY', (v) => `AGE-SECRET-KEY-1${v.bech32(58)}`, {
    svc: 'sops/age',
    prefix: 'AGE-SECRET-KEY-1',
    theme: true,
  }),
  P('ec-private-key', 'TLS_CLIENT_KEY', (v) => v.ecPem(), {
    svc: 'mTLS client key for the replication proxy',
    natives: ['pem-file'],
    only: true,
    theme: true,
  }),
  P('pagerduty', 'PAGERDUTY_API_TOKEN', (v) => `u+${v.b64url(18)}`, { svc: 'PagerDuty' }),
  P('okta', 'OKTA_API_TOKEN', (v) => `00${v.b64url(40)}`, { svc: 'Okta', auth: 'ssws' }),
  P('auth0', 'AUTH0_CLIENT_SECRET', (v) => v.b64url(64), {
    svc: 'Auth0',
    idKey: 'AUTH0_CLIENT_ID',
    id: (v) => v.alnum(32),
  }),
  P('circleci', 'CIRCLECI_TOKEN', (v) => `CCIPAT_${v.alnum(22)}_${v.hex(40)}`, {
    svc: 'CircleCI',
    prefix: 'CCIPAT_',
  }),
  P('rubygems', 'GEM_HOST_API_KEY', (v) => `rubygems_${v.hex(48)}`, {
    svc: 'RubyGems',
    prefix: 'rubygems_',
  }),
  P('nuget', 'NUGET_API_KEY', (v) => `oy2${v.lowernum(43)}`, { svc: 'NuGet', prefix: 'oy2' }),
  P('crates-io', 'CARGO_REGISTRY_TOKEN', (v) => `cio${v.alnum(32)}`, {
    svc: 'crates.io',
    prefix: 'cio',
  }),
  P('jfrog', 'JFROG_ACCESS_TOKEN', (v) => `cmVmdGtuOjAxOj${v.alnum(50)}`, {
    svc: 'JFrog Artifactory',
    auth: 'bearer',
  }),
  P('sonarqube', 'SONAR_TOKEN', (v) => `squ_${v.hex(40)}`, { svc: 'SonarQube', prefix: 'squ_' }),
  P('snyk', 'SNYK_TOKEN', (v) => v.uuid(), { svc: 'Snyk' }),
  P('render', 'RENDER_API_KEY', (v) => `rnd_${v.alnum(32)}`, {
    svc: 'Render',
    prefix: 'rnd_',
    auth: 'bearer',
  }),
  P('clerk', 'CLERK_SECRET_KEY', (v) => `sk_live_${v.alnum(40)}`, {
    svc: 'Clerk',
    prefix: 'sk_live_',
  }),
  P('resend', 'RESEND_API_KEY', (v) => `re_${v.alnum(8)}_${v.alnum(24)}`, {
    svc: 'Resend',
    prefix: 're_',
    auth: 'bearer',
  }),
  P('postmark', 'POSTMARK_SERVER_TOKEN', (v) => v.uuid(), {
    svc: 'Postmark',
    auth: 'x-postmark-server-token',
  }),
  P('brevo', 'BREVO_API_KEY', (v) => `xkeysib-${v.hex(64)}-${v.alnum(16)}`, {
    svc: 'Brevo',
    prefix: 'xkeysib-',
  }),
  P('jwt-secret', 'JWT_SECRET', (v) => v.b64(48), { svc: 'API gateway for the metrics service' }),
  P(
    'django-secret-key',
    'DJANGO_SECRET_KEY',
    (v) => v.r.chars('abcdefghijklmnopqrstuvwxyz0123456789!@%^&*(-_=+)', 50),
    { svc: 'Django' },
  ),
  P('rails-master-key', 'RAILS_MASTER_KEY', (v) => v.hex(32), { svc: 'Rails credentials' }),
  P('fly-io', 'FLY_API_TOKEN', (v) => `fo1_${v.b64url(43)}`, {
    svc: 'Fly.io',
    prefix: 'fo1_',
    cli: 'flyctl',
  }),
  P('gcp-api-key-server', 'GOOGLE_MAPS_SERVER_KEY', (v) => `AIza${v.b64url(35)}`, {
    svc: 'Geocoding backfill job',
    theme: true,
  }),
];
