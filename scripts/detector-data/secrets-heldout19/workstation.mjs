// Positives from developer tooling and workstation files: package-manager auth, registry logins,
// cloud CLI credentials, IDE settings, shell history. Each returns { text, secrets, provider }.

import { b64, expand as x } from './values.mjs';

const user = (r) => r.pick(['deploy', 'ci-bot', 'jmartin', 'svc-release', 'a.kowalski', 'build']);

const registries = {
  npmrc: (r) => {
    const t = x('npm_{a:36}', r);
    const text = `registry=https://registry.npmjs.org/\n@acme:registry=https://npm.pkg.github.com\n//registry.npmjs.org/:_authToken=${t}\nsave-exact=true`;
    return { text, secrets: [t], provider: 'npm' };
  },
  npmrcBasic: (r) => {
    const auth = b64(`${user(r)}:${x('{a:18}', r)}`);
    const text = `registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/\n//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_auth=${auth}\n//acme.jfrog.io/artifactory/api/npm/npm-virtual/:always-auth=true\nemail=dev@acme.io`;
    return { text, secrets: [auth], provider: 'jfrog' };
  },
  yarnrc: (r) => {
    const t = x('{w:40}', r);
    const text = `nodeLinker: node-modules\nnpmScopes:\n  acme:\n    npmRegistryServer: "https://npm.internal.acme.dev"\n    npmAlwaysAuth: true\n    npmAuthToken: ${t}\nyarnPath: .yarn/releases/yarn-4.1.1.cjs`;
    return { text, secrets: [t], provider: 'verdaccio' };
  },
  pypirc: (r) => {
    const t = x('pypi-AgEIcHlwaS5vcmcC{w:140}', r);
    const p = x('{a:20}', r);
    const text = `[distutils]\nindex-servers =\n    pypi\n    internal\n\n[pypi]\nusername = __token__\npassword = ${t}\n\n[internal]\nrepository = https://pypi.acme.dev/simple/\nusername = ${user(r)}\npassword = ${p}`;
    return { text, secrets: [t, p], provider: 'pypi' };
  },
  gem: (r) => {
    const t = x('rubygems_{h:48}', r);
    const g = x('ghp_{a:36}', r);
    return {
      text: `---\n:rubygems_api_key: ${t}\n:github: Bearer ${g}`,
      secrets: [t, g],
      provider: 'rubygems',
    };
  },
  dockerConfig: (r) => {
    const auth = b64(`${user(r)}:${x('dckr_pat_{w:27}', r)}`);
    const text = JSON.stringify(
      {
        auths: { 'https://index.docker.io/v1/': { auth }, 'registry.gitlab.com': {} },
        credsStore: '',
      },
      null,
      '\t',
    );
    return { text, secrets: [auth], provider: 'docker-hub' };
  },
  dockerHarbor: (r) => {
    const auth = b64(`robot$${r.pick(['ci', 'deployer'])}:${x('{a:32}', r)}`);
    const text = JSON.stringify(
      { auths: { 'harbor.acme.internal': { auth, email: 'ci@acme.io' } } },
      null,
      2,
    );
    return { text, secrets: [auth], provider: 'harbor' };
  },
  helmRepos: (r) => {
    const p = x('{a:28}', r);
    const text = `apiVersion: ""\ngenerated: "2024-05-02T10:11:12.000Z"\nrepositories:\n- caFile: ""\n  name: acme-charts\n  url: https://charts.acme.dev\n  username: ${user(r)}\n  password: ${p}\n  insecure_skip_tls_verify: false`;
    return { text, secrets: [p], provider: 'chartmuseum' };
  },
  mavenSettings: (r) => {
    const p = x('{a:1}{p:23}', r);
    const text = `<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>${user(r)}</username>\n      <password>${p}</password>\n    </server>\n  </servers>\n</settings>`;
    return { text, secrets: [p], provider: 'sonatype-nexus' };
  },
  gradleProps: (r) => {
    const a = x('{a:64}', r);
    const s = x('{a:16}', r);
    const text = `org.gradle.jvmargs=-Xmx4g\norg.gradle.caching=true\nartifactory_user=${user(r)}\nartifactory_password=${a}\nsigning.keyId=${x('{H:8}', r)}\nsigning.password=${s}`;
    return { text, secrets: [a, s], provider: 'jfrog' };
  },
  nuget: (r) => {
    const p = x('{l:52}', r);
    const text = `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n    <add key="acme" value="https://pkgs.dev.azure.com/acme/_packaging/feed/nuget/v3/index.json" />\n  </packageSources>\n  <packageSourceCredentials>\n    <acme>\n      <add key="Username" value="${user(r)}" />\n      <add key="ClearTextPassword" value="${p}" />\n    </acme>\n  </packageSourceCredentials>\n</configuration>`;
    return { text, secrets: [p], provider: 'azure-artifacts' };
  },
  cargo: (r) => {
    const t = x('cio{a:32}', r);
    const b = x('{w:40}', r);
    const text = `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${t}"\n\n[registries.acme]\ntoken = "Bearer ${b}"`;
    return { text, secrets: [t, b], provider: 'crates-io' };
  },
  composer: (r) => {
    const p = x('{a:40}', r);
    const g = x('glpat-{w:20}', r);
    const text = JSON.stringify(
      {
        'http-basic': { 'repo.packagist.com': { username: 'token', password: p } },
        'gitlab-token': { 'gitlab.acme.dev': g },
      },
      null,
      4,
    );
    return { text, secrets: [p, g], provider: 'private-packagist' };
  },
};

export { registries, user };
