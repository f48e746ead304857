// Connection strings (the password is the secret) and .p8/PEM private key contexts.
import { styleName as sn } from './values.mjs';

const lines = (...parts) => parts.flat().join('\n');
const first = (creds) => creds.find((c) => c.secret);
const DB = ['appdata', 'leaderboards', 'cms', 'telemetry'];

function conn(kind, r, pw) {
  const db = r.pick(DB);
  const host = `${r.pick(['db', 'primary', 'cluster0'])}.${r.pick(['eu-central', 'ap-south', 'us-east'])}.example-cloud.net`;
  switch (kind) {
    case 'postgres':
      return `DATABASE_URL=postgresql://app_user:${pw}@${host}:5432/${db}?sslmode=require`;
    case 'mysql':
      return `  url: "mysql://deploy:${pw}@${host}:3306/${db}"`;
    case 'mongodb':
      return `MONGO_URI="mongodb+srv://svc-sync:${pw}@${host}/${db}?retryWrites=true&w=majority"`;
    case 'redis':
      return `REDIS_URL=rediss://default:${pw}@${host}:6380/0`;
    case 'amqp':
      return `broker_url = "amqps://worker:${pw}@${host}:5671/${db}"`;
    case 'jdbc':
      return `spring.datasource.url=jdbc:postgresql://${host}:5432/${db}\nspring.datasource.username=app\nspring.datasource.password=${pw}`;
    default:
      return `"Default": "Server=tcp:${host},1433;Initial Catalog=${db};User ID=app;Password=${pw};Encrypt=True;"`;
  }
}

function connString(r, creds) {
  const kind = r.pick(['postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'jdbc', 'sqlserver']);
  return {
    rule: `conn-${kind}`,
    text: lines(
      '# connection settings',
      conn(kind, r, first(creds).value),
      '# pool size is set in code',
    ),
  };
}

function pemDotenv(r, creds) {
  const [key, ...rest] = creds;
  return lines(
    rest.map((c) => `${sn(c.words, 'SCREAM')}=${c.value}`),
    `ASC_ISSUER_ID=${'69a6de7f-03c1-47e3-e053-5b8c7c11a4d1'}`,
    `${sn(key.words, 'SCREAM')}="${key.value}"`,
  );
}

function pemFastlane(r, creds) {
  const [key, ...rest] = creds;
  return lines(
    'lane :release do',
    '  api_key = app_store_connect_api_key(',
    rest.map((c) => `    key_id: "${c.value}",`),
    '    issuer_id: "57246542-96fe-1a63-e053-0824d011072a",',
    '    key_content: <<-P8',
    key.value,
    'P8',
    '  )',
    '  upload_to_app_store(api_key: api_key)',
    'end',
  );
}

function pemShell(r, creds) {
  const [key, ...rest] = creds;
  const id = rest[0] ? rest[0].value : 'KEYID';
  return lines(
    `mkdir -p ~/.private_keys`,
    `cat > ~/.private_keys/AuthKey_${id}.p8 <<'EOF'`,
    key.value,
    'EOF',
    `xcrun altool --upload-app -f build/App.ipa --apiKey ${id} --apiIssuer "$ISSUER"`,
  );
}

function pemMarkdown(r, creds) {
  const [key] = creds;
  return lines(
    '### Push notifications (prod)',
    '',
    'Key file from the Apple developer portal, in case the vault is down:',
    '',
    '```',
    key.value,
    '```',
  );
}

export const CONN = { connString };
export const PEM_CONTEXTS = {
  'p8-dotenv-multiline': pemDotenv,
  'p8-fastlane-heredoc': pemFastlane,
  'p8-shell-heredoc': pemShell,
  'p8-markdown': pemMarkdown,
};
