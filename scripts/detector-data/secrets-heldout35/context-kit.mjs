// Context helpers: the files, commands and messages a credential shows up in. A context renders a value
// (a string, or { raw } for an expression that must not be quoted) into text. The same contexts
// carry positives, placeholders (hard negatives) and masked values (near misses).

export const bare = (v) => (typeof v === 'object' ? v.raw : v);
export const q = (v, c = '"') => (typeof v === 'object' ? v.raw : `${c}${v}${c}`);
export const multi = (v) => typeof v === 'string' && v.includes('\n');
export const indent = (text, n) =>
  text
    .split('\n')
    .map((l) => ' '.repeat(n) + l)
    .join('\n');
/** A YAML scalar at the given indent: a block scalar for PEM blocks, quoted otherwise. */
export const yv = (v, n, c = '"') => (multi(v) ? `|\n${indent(v, n + 2)}` : q(v, c));

export const camel = (env) =>
  env.toLowerCase().replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase());
export const pascal = (env) => {
  const c = camel(env);
  return c[0].toUpperCase() + c.slice(1);
};
export const snake = (env) => env.toLowerCase();
export const lastWord = (env) => camel(env.split('_').slice(-2).join('_'));

export const CLI = {
  npm: 'npm config set //registry.npmjs.org/:_authToken',
  github: 'gh auth login --with-token <<<',
  'github-fine-grained': 'GH_TOKEN=',
  gitlab: 'glab auth login --hostname gitlab.com --token',
  vercel: 'vercel deploy --prod --token',
  netlify: 'netlify deploy --prod --auth',
  'fly-io': 'flyctl deploy --remote-only --access-token',
  digitalocean: 'doctl auth init --access-token',
  cloudflare: 'CLOUDFLARE_API_TOKEN=',
  pulumi: 'pulumi login --cloud-url https://api.pulumi.com && PULUMI_ACCESS_TOKEN=',
  snyk: 'snyk auth',
  sentry: 'sentry-cli releases --org acme new "$VERSION" --auth-token',
  codecov: 'codecovcli upload-process --token',
  expo: 'EXPO_TOKEN=',
  'firebase-cli': 'firebase deploy --only hosting --token',
  'hashicorp-vault': 'vault login -method=token',
  doppler: 'doppler run --token',
  'bitwarden-secrets': 'bws secret list --access-token',
  ngrok: 'ngrok config add-authtoken',
  tailscale: 'tailscale up --ssh --authkey',
  chromatic: 'npx chromatic --exit-zero-on-changes --project-token',
  turborepo: 'npx turbo run build --team=acme --token',
  depot: 'depot build --push -t ghcr.io/acme/api:latest . --token',
  'buildkite-agent': 'buildkite-agent start --token',
  circleci: 'circleci setup --no-prompt --host https://circleci.com --token',
  'cosign-password': 'COSIGN_PASSWORD=',
  heroku: 'HEROKU_API_KEY=',
  railway: 'RAILWAY_TOKEN=',
  render: 'render deploys create srv-cn4k2l8l5elc73d0q2rg --confirm --api-key',
  'deno-deploy': 'deployctl deploy --project=acme-edge --prod --token',
  'terraform-cloud': 'TF_TOKEN_app_terraform_io=',
  infisical: 'infisical export --env=prod --token',
  'open-vsx': 'npx ovsx publish --pat',
  browserstack: 'browserstack-local --key',
  'sauce-labs': 'saucectl run --ccy 4 -u acme-ci -k',
  nuget: 'dotnet nuget push "*.nupkg" --source https://api.nuget.org/v3/index.json --api-key',
  'crates-io': 'cargo publish --token',
  pypi: 'uv publish --token',
  testpypi: 'uv publish --publish-url https://test.pypi.org/legacy/ --token',
  rubygems: 'GEM_HOST_API_KEY=',
  'hex-pm': 'HEX_API_KEY=',
  huggingface: 'huggingface-cli login --token',
  stripe: 'stripe listen --forward-to localhost:4242/webhook --api-key',
  'new-relic': 'newrelic profile add --profile ci --region us --apiKey',
  okta: 'okta-cli apps --token',
  databricks: 'databricks configure --host https://acme.cloud.databricks.com --token-value',
  wandb: 'wandb login',
  launchable: 'LAUNCHABLE_TOKEN=',
  'argo-cd': 'argocd app sync api-prod --server argocd.acme.internal --auth-token',
  kubernetes: 'kubectl --server https://k8s.acme.internal:6443 --token',
  sonarqube: 'sonar-scanner -Dsonar.host.url=https://sonarcloud.io -Dsonar.token=',
  semgrep: 'SEMGREP_APP_TOKEN=',
  gitguardian: 'GITGUARDIAN_API_KEY=',
  'socket-dev': 'SOCKET_SECURITY_API_KEY=',
  'octopus-deploy':
    'octo push --package dist/Api.1.8.0.zip --server https://acme.octopus.app --apiKey',
  jenkins: 'java -jar jenkins-cli.jar -s https://jenkins.acme.internal/ -auth release-bot:',
  'nx-cloud': 'NX_CLOUD_ACCESS_TOKEN=',
  'k6-cloud': 'k6 cloud login --token',
  checkly: 'CHECKLY_API_KEY=',
};

export const CMDS = [
  'npm run release',
  './scripts/publish.sh "$VERSION"',
  'make release',
  'goreleaser release --clean',
  'npx semantic-release',
  'cargo publish --locked',
  'python -m build && twine upload dist/*',
  './gradlew publish --no-daemon',
];

/** The header line(s) or curl flag that authenticates p with value v. */
export function authHeader(p, v) {
  const a = p.auth;
  const s = bare(v);
  if (typeof a === 'object') {
    return `${a.header}: ${s}`;
  }
  switch (a) {
    case 'token':
      return `Authorization: token ${s}`;
    case 'raw':
      return `Authorization: ${s}`;
    case 'genie':
      return `Authorization: GenieKey ${s}`;
    case 'splunk':
      return `Authorization: Splunk ${s}`;
    case 'apikey':
      return `Authorization: ApiKey ${s}`;
    case 'ssws':
      return `Authorization: SSWS ${s}`;
    case 'bot':
      return `Authorization: Bot ${s}`;
    case 'shippo':
      return `Authorization: ShippoToken ${s}`;
    case 'api-token':
      return `Authorization: Api-Token ${s}`;
    default:
      return `Authorization: Bearer ${s}`;
  }
}

export const hdrOk = (p) => p.auth !== 'basic-user' && !p.url && !p.pem;
export const lineOk = (p) => !p.pem;
export const any = () => true;
