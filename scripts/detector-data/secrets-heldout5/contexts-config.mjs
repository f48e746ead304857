// Positive templates, part 1: configuration files. Each takes (r, p) where p is
// { slug, label, words, value, host } and returns the text; the secret is p.value.
import { APPS, REGIONS, fillerPairs, needsQuotes, shortWords, styled } from './names.mjs';

const q = (r, value) => (needsQuotes(value) ? `"${value}"` : r.chance(0.5) ? `"${value}"` : value);
const yq = (r, value) => (needsQuotes(value) || r.chance(0.3) ? `"${value}"` : value);
const shortLabel = (p) => p.slug.replace(/-/g, '');

function dotenv(r, p) {
  const lines = fillerPairs(r).map(([k, v]) => `${k}=${v}`);
  lines.splice(r.int(lines.length + 1), 0, `${styled(p.words, 'scream')}=${q(r, p.value)}`);
  const header = r.pick([
    '# .env.production',
    `# ${p.label}`,
    '# copied from 1password, do not commit',
    '',
  ]);
  return [header, ...lines].filter(Boolean).join('\n');
}

function jsonConfig(r, p) {
  const key = styled(shortWords(p.words), r.pick(['camel', 'snake']));
  const service = { baseUrl: `https://${p.host}/v1`, [key]: p.value, timeout: 10000 };
  const doc = {
    name: r.pick(APPS),
    env: r.pick(['prod', 'staging']),
    integrations: { [shortLabel(p)]: service },
  };
  return JSON.stringify(doc, null, 2);
}

function appsettings(r, p) {
  const key = styled(shortWords(p.words), 'pascal');
  return `{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "AllowedHosts": "*",
  "${styled(p.slug.split('-'), 'pascal')}": {
    "Endpoint": "https://${p.host}",
    "${key}": "${p.value}"
  }
}`;
}

function springYaml(r, p) {
  return `spring:
  application:
    name: ${r.pick(APPS)}
  profiles:
    active: ${r.pick(['prod', 'cloud'])}
${shortLabel(p)}:
  base-url: https://${p.host}
  ${styled(shortWords(p.words), 'kebab')}: ${yq(r, p.value)}
  connect-timeout: 5s`;
}

function compose(r, p) {
  const app = r.pick(APPS);
  const list = r.chance(0.5);
  const line = list
    ? `      - ${styled(p.words, 'scream')}=${p.value}`
    : `      ${styled(p.words, 'scream')}: ${yq(r, p.value)}`;
  const other = list
    ? `      - REDIS_URL=redis://cache:6379/0`
    : `      REDIS_URL: redis://cache:6379/0`;
  return `services:
  ${app}:
    image: registry.gitlab.com/acme/${app}:${r.int(9)}.${r.int(30)}.${r.int(10)}
    restart: unless-stopped
    environment:
${other}
${line}
    depends_on:
      - cache`;
}

function k8sSecret(r, p) {
  return `apiVersion: v1
kind: Secret
metadata:
  name: ${r.pick(APPS)}-${p.slug}
  namespace: ${r.pick(['prod', 'payments', 'default', 'platform'])}
type: Opaque
stringData:
  ${styled(p.words, r.pick(['scream', 'kebab', 'snake']))}: ${yq(r, p.value)}`;
}

function helmValues(r, p) {
  return `replicaCount: ${1 + r.int(4)}
image:
  repository: ghcr.io/acme/${r.pick(APPS)}
  tag: "v${r.int(4)}.${r.int(20)}.${r.int(9)}"
env:
  ${styled(p.words, 'scream')}: ${yq(r, p.value)}
resources:
  limits:
    memory: 512Mi`;
}

function ansibleVars(r, p) {
  return `---
# group_vars/${r.pick(['prod', 'all', 'webservers'])}.yml
app_user: ${r.pick(['deploy', 'www-data'])}
app_port: ${r.pick([8080, 3000])}
${styled(p.words, 'snake')}: ${yq(r, p.value)}
ntp_servers:
  - 0.pool.ntp.org`;
}

function toml(r, p) {
  return `[server]
host = "0.0.0.0"
port = ${r.pick([8080, 3000, 7000])}

[${shortLabel(p)}]
endpoint = "https://${p.host}"
${styled(shortWords(p.words), 'snake')} = "${p.value}"
retries = ${r.pick([2, 3, 5])}`;
}

function ini(r, p) {
  return `[DEFAULT]
region = ${r.pick(REGIONS)}
output = json

[${p.slug}]
${styled(shortWords(p.words), 'snake')} = ${p.value}`;
}

function properties(r, p) {
  const key = `${shortLabel(p)}.${styled(shortWords(p.words), r.pick(['dot', 'camel', 'kebab']))}`;
  return `# application-${r.pick(['prod', 'qa'])}.properties
server.port=${r.pick([8080, 8443])}
spring.jpa.hibernate.ddl-auto=validate
${key}=${p.value}
${shortLabel(p)}.enabled=true`;
}

function xmlConfig(r, p) {
  const key = styled(p.words, r.pick(['pascal', 'scream', 'dot']));
  return `<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="Environment" value="Production" />
    <add key="${key}" value="${p.value}" />
  </appSettings>
</configuration>`;
}

function plist(r, p) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string>${r.pick(['Fieldnotes', 'Parcel', 'Tally'])}</string>
	<key>${styled(p.words, 'pascal')}</key>
	<string>${p.value}</string>
</dict>
</plist>`;
}

function androidManifest(r, p) {
  return `<application
    android:name=".App"
    android:label="@string/app_name">
    <meta-data
        android:name="com.${shortLabel(p)}.${styled(shortWords(p.words), 'pascal')}"
        android:value="${p.value}" />
    <activity android:name=".MainActivity" android:exported="true" />
</application>`;
}

function railsCredentials(r, p) {
  return `# config/credentials.yml.enc (decrypted with bin/rails credentials:edit)
${shortLabel(p)}:
  ${styled(shortWords(p.words), 'snake')}: ${yq(r, p.value)}
active_record_encryption:
  key_derivation_salt: ${r.pick(['see-1password', 'rotated-2024'])}`;
}

function terraform(r, p) {
  const resource = r.chance(0.5);
  if (resource) {
    return `provider "${p.slug.replace(/-/g, '_')}" {
  ${styled(shortWords(p.words), 'snake')} = "${p.value}"
  region = "${r.pick(REGIONS)}"
}`;
  }
  return `variable "${styled(p.words, 'snake')}" {
  type      = string
  sensitive = true
  default   = "${p.value}"
}`;
}

function githubActions(r, p) {
  return `name: deploy
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      ${styled(p.words, 'scream')}: ${yq(r, p.value)}
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh ${r.pick(['production', 'staging'])}`;
}

function gitlabCi(r, p) {
  return `variables:
  DOCKER_DRIVER: overlay2
  ${styled(p.words, 'scream')}: ${yq(r, p.value)}

release:
  stage: deploy
  image: alpine:3.19
  script:
    - ./release.sh`;
}

function dockerfile(r, p) {
  const kw = r.pick(['ENV', 'ARG']);
  return `FROM node:20-alpine
WORKDIR /app
COPY package*.json ./
RUN npm ci --omit=dev
${kw} ${styled(p.words, 'scream')}=${q(r, p.value)}
COPY . .
CMD ["node", "server.js"]`;
}

function firebaseLike(r, p) {
  return `{
  "hosting": { "public": "dist" },
  "functions": {
    "source": "functions",
    "runtimeConfig": {
      "${shortLabel(p)}": { "${styled(shortWords(p.words), 'snake')}": "${p.value}" }
    }
  }
}`;
}

export const CONFIG_TEMPLATES = {
  dotenv,
  'json-config': jsonConfig,
  appsettings,
  'spring-yaml': springYaml,
  'docker-compose': compose,
  'k8s-secret': k8sSecret,
  'helm-values': helmValues,
  'ansible-vars': ansibleVars,
  toml,
  ini,
  properties,
  'xml-config': xmlConfig,
  'info-plist': plist,
  'android-manifest': androidManifest,
  'rails-credentials': railsCredentials,
  terraform,
  'github-actions': githubActions,
  'gitlab-ci': gitlabCi,
  dockerfile,
  'firebase-json': firebaseLike,
};
