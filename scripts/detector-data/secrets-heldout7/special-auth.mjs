// Positive templates of the held-out (7) secrets set: basic auth, credential files (.netrc,
// .npmrc, pip.conf, docker config.json, git credentials) and monitoring-agent configs.

const lines = (...parts) => parts.flat().join('\n');

function basicAuthHttp(c) {
  const pass = c.v.urlPassword(20);
  const blob = c.v.base64Of(`${c.f.user()}:${pass}`);
  const text = lines(
    `GET /service/rest/v1/components?repository=${c.f.app()}-releases HTTP/1.1`,
    'Host: nexus.acme.io',
    `Authorization: Basic ${blob}`,
    'Accept: application/json',
    `X-Request-ID: ${c.v.hex(32)}`,
  );
  return { provider: 'sonatype-nexus', rule: 'basic-auth-header', text, secrets: [blob] };
}

function basicAuthNginx(c) {
  const blob = c.v.base64Of(`${c.f.user()}:${c.v.urlPassword(18)}`);
  const text = lines(
    'location /metrics/ {',
    `    proxy_pass http://prometheus.${c.f.app()}.svc.cluster.local:9090/;`,
    `    proxy_set_header Authorization "Basic ${blob}";`,
    '    allow 10.0.0.0/8;',
    '    deny all;',
    '}',
  );
  return { provider: 'internal-prometheus', rule: 'nginx-basic-auth', text, secrets: [blob] };
}

function curlUser(c) {
  const pass = c.v.password(16).replace(/[!#%*~]/g, 'x');
  const text = lines(
    `curl -u ${c.f.user()}:${pass} \\`,
    `  -X PUT "https://artifacts.acme.io/repository/raw-${c.f.app()}/builds/${c.f.version()}.tgz" \\`,
    `  --upload-file dist/${c.f.app()}.tgz`,
  );
  return { provider: 'internal-artifacts', rule: 'curl-user', text, secrets: [pass] };
}

function netrc(c) {
  const pass = c.v.alnum(40);
  const text = lines(
    `machine api.${c.r.pick(['heroku.com', 'bitbucket.org', 'git.acme.io'])}`,
    `  login ${c.f.email()}`,
    `  password ${pass}`,
    'machine files.acme.io login anonymous password guest',
  );
  return { provider: 'netrc-git', rule: 'netrc', text, secrets: [pass] };
}

function npmrc(c) {
  const token = c.v.b64(64);
  const text = lines(
    '@acme:registry=https://npm.pkg.acme.io/',
    `//npm.pkg.acme.io/:_authToken=${token}`,
    'always-auth=true',
    'fund=false',
  );
  return { provider: 'verdaccio', rule: 'npmrc-token', text, secrets: [token] };
}

function pipConf(c) {
  const pass = c.v.urlPassword(32);
  const text = lines(
    '[global]',
    `index-url = https://${c.f.user()}:${pass}@pypi.acme.io/simple/`,
    'extra-index-url = https://pypi.org/simple/',
    'timeout = 60',
  );
  return { provider: 'devpi', rule: 'pip-conf', text, secrets: [pass] };
}

function dockerConfig(c) {
  const blob = c.v.base64Of(`robot$${c.f.app()}+ci:${c.v.alnum(32)}`);
  const text = JSON.stringify(
    {
      auths: { 'harbor.acme.io': { auth: blob }, 'ghcr.io': { credsStore: 'desktop' } },
      HttpHeaders: { 'User-Agent': 'Docker-Client/24.0.7 (linux)' },
    },
    null,
    '\t',
  );
  return { provider: 'harbor', rule: 'docker-config-auth', text, secrets: [blob] };
}

function gitCredentials(c) {
  const token = c.v.alnum(40);
  const text = lines(
    `# ~/.git-credentials on build-agent-${c.r.int(9) + 1}`,
    `https://ci-bot:${token}@git.acme.io`,
  );
  return { provider: 'gitea', rule: 'git-credentials', text, secrets: [token] };
}

export const AUTH_TEMPLATES = [
  basicAuthHttp,
  basicAuthNginx,
  curlUser,
  netrc,
  npmrc,
  pipConf,
  dockerConfig,
  gitCredentials,
];
