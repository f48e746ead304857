// Package-registry and build-tool credentials of the held-out (6) secrets set, plus command
// lines that take a password (`-p X`).

import { chars, expand } from './values.mjs';

const rec = (provider, rule, text, secrets) => ({ text, secrets, provider, rule });

const mavenSettings = (r) => {
  const s = chars(r, 'upw', 20);
  return rec(
    'sonatype-nexus',
    'maven-settings',
    `<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>ci-deployer</username>\n      <password>${s}</password>\n    </server>\n  </servers>\n  <mirrors>\n    <mirror><id>nexus</id><url>https://nexus.corp.example/repository/maven-public/</url><mirrorOf>*</mirrorOf></mirror>\n  </mirrors>\n</settings>`,
    [s],
  );
};

const nugetConfig = (r) => {
  const s = chars(r, 'b32', 52);
  return rec(
    'azure-artifacts',
    'nuget-config',
    `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n    <add key="acme-feed" value="https://pkgs.dev.azure.com/acme/_packaging/acme-feed/nuget/v3/index.json" />\n  </packageSources>\n  <packageSourceCredentials>\n    <acme-feed>\n      <add key="Username" value="build" />\n      <add key="ClearTextPassword" value="${s}" />\n    </acme-feed>\n  </packageSourceCredentials>\n</configuration>`,
    [s],
  );
};

const composerAuth = (r) => {
  const s = chars(r, 'hex', 40);
  return rec(
    'private-packagist',
    'composer-auth',
    `{\n    "http-basic": {\n        "repo.packagist.com": {\n            "username": "token",\n            "password": "${s}"\n        }\n    }\n}`,
    [s],
  );
};

const pipConf = (r) => {
  const s = chars(r, 'b62', 20);
  return rec(
    'gemfury',
    'pip-conf',
    `[global]\ntimeout = 60\nindex-url = https://pypi.org/simple\nextra-index-url = https://${s}:@pypi.fury.io/acme-data/`,
    [s],
  );
};

const pipJfrog = (r) => {
  const s = expand(r, 'cmVmdGtuOjAxOjE3{b62:44}');
  return rec(
    'jfrog',
    'pip-conf',
    `# pip.conf for the build agents\n[global]\nindex-url = https://ci-bot:${s}@acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple\ntrusted-host = acme.jfrog.io`,
    [s],
  );
};

const pypirc = (r) => {
  const s = expand(r, 'pypi-AgEIcHlwaS5vcmcCJD{b64u:150}');
  return rec(
    'pypi',
    'pypirc',
    `[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = ${s}`,
    [s],
  );
};

const cargoCredentials = (r) => {
  const s = expand(r, 'cio{b62:32}');
  return rec(
    'crates-io',
    'cargo-credentials',
    `# ~/.cargo/credentials.toml\n[registry]\ntoken = "${s}"`,
    [s],
  );
};

const cargoPrivate = (r) => {
  const s = chars(r, 'b62', 40);
  return rec(
    'shipyard-rs',
    'cargo-credentials',
    `[registries.acme]\ntoken = "Bearer ${s}"\n\n[registries.crates-io]\nprotocol = "sparse"`,
    [s],
  );
};

const npmrc = (r) => {
  const s = expand(r, 'npm_{b62:36}');
  return rec(
    'npm',
    'npmrc',
    `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${s}\nsave-exact=true\nengine-strict=true`,
    [s],
  );
};

const npmrcBasic = (r) => {
  const s = Buffer.from(`deployer:${chars(r, 'upw', 18)}`).toString('base64');
  return rec(
    'verdaccio-internal',
    'npmrc-basic',
    `@acme:registry=https://npm.corp.example/\n//npm.corp.example/:_auth=${s}\n//npm.corp.example/:always-auth=true`,
    [s],
  );
};

const gradleKts = (r) => {
  const s = chars(r, 'b62', 24);
  return rec(
    'gitlab-packages',
    'gradle-kts',
    `repositories {\n    maven {\n        url = uri("https://gitlab.corp.example/api/v4/projects/42/packages/maven")\n        credentials(HttpHeaderCredentials::class) {\n            name = "Deploy-Token"\n            value = "${s}"\n        }\n        authentication { create<HttpHeaderAuthentication>("header") }\n    }\n}`,
    [s],
  );
};

const bazelrc = (r) => {
  const s = chars(r, 'b62', 20);
  return rec(
    'buildbuddy',
    'bazelrc',
    `build --bes_results_url=https://app.buildbuddy.io/invocation/\nbuild --bes_backend=grpcs://remote.buildbuddy.io\nbuild --remote_cache=grpcs://remote.buildbuddy.io\nbuild --remote_header=x-buildbuddy-api-key=${s}\nbuild --remote_timeout=3600`,
    [s],
  );
};

const gemCredentials = (r) => {
  const s = expand(r, 'rubygems_{hex:48}');
  return rec('rubygems', 'gem-credentials', `---\n:rubygems_api_key: ${s}`, [s]);
};

const dockerConfig = (r) => {
  const s = Buffer.from(`robot$ci:${chars(r, 'b62', 32)}`).toString('base64');
  return rec(
    'harbor',
    'docker-config',
    `{\n  "auths": {\n    "harbor.corp.example": {\n      "auth": "${s}"\n    }\n  },\n  "credsStore": ""\n}`,
    [s],
  );
};

const helmRepo = (r) => {
  const s = chars(r, 'upw', 22);
  return rec(
    'chartmuseum',
    'cli-flag',
    `helm repo add acme https://charts.corp.example \\\n  --username ci \\\n  --password ${s}\nhelm repo update`,
    [s],
  );
};

const mysqlCli = (r) => {
  const s = chars(r, 'b62', 16);
  return rec(
    'mysql-internal',
    'cli-flag',
    `# restore last night's dump\nmysql -h reporting-db.internal -u admin -p${s} warehouse < dump.sql`,
    [s],
  );
};

const sshpass = (r) => {
  const s = chars(r, 'upw', 15);
  return rec(
    'ssh-deploy',
    'cli-flag',
    `for host in web1 web2 web3; do\n  sshpass -p '${s}' ssh deploy@"$host".prod.internal 'sudo systemctl restart app'\ndone`,
    [s],
  );
};

const conanLogin = (r) => {
  const s = chars(r, 'b62', 28);
  return rec(
    'conan-internal',
    'cli-flag',
    `conan remote add acme https://conan.corp.example/artifactory/api/conan/conan-local\nconan remote login acme ci-bot -p ${s}`,
    [s],
  );
};

const hexConfig = (r) => {
  const s = chars(r, 'hex', 32);
  return rec(
    'hexpm',
    'shell-export',
    `# publish from CI\nexport HEX_API_KEY=${s}\nmix hex.publish --yes`,
    [s],
  );
};

const pubCredentials = (r) => {
  const s = expand(r, '{b64u:40}');
  return rec(
    'cloudsmith-dart',
    'cli-flag',
    `echo "${s}" | dart pub token add https://dart.cloudsmith.io/acme/flutter-pkgs/`,
    [s],
  );
};

export const REGISTRY_BUILDERS = [
  mavenSettings,
  nugetConfig,
  composerAuth,
  pipConf,
  pipJfrog,
  pypirc,
  cargoCredentials,
  cargoPrivate,
  npmrc,
  npmrcBasic,
  gradleKts,
  bazelrc,
  gemCredentials,
  dockerConfig,
  helmRepo,
  mysqlCli,
  sshpass,
  conanLogin,
  hexConfig,
  pubCredentials,
];
