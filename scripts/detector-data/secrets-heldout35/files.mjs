// heldout35 provider-specific files: the dotfiles, configs and commands a credential lives in.

import { bare, q } from './context-kit.mjs';
import { A62, HEX, uuid, b64, orgs, repos, users } from './shapes.mjs';

const regOf = (p) => p.npmRegistry ?? 'registry.npmjs.org';
const pipHost = (p) =>
  ({
    'jfrog-artifactory': 'acme.jfrog.io/artifactory/api/pypi/pypi-virtual/simple',
    gitlab: 'gitlab.com/api/v4/projects/4821/packages/pypi/simple',
    'azure-devops': 'pkgs.dev.azure.com/acme/_packaging/python-internal/pypi/simple/',
    nexus: 'nexus.acme.internal/repository/pypi-group/simple',
    'google-oauth-access-token': 'us-central1-python.pkg.dev/acme-ci/py-internal/simple/',
  })[p.name] ?? `${p.host}/simple`;
const pipUser = (p) =>
  ({ gitlab: '__token__', 'azure-devops': 'build', 'jfrog-artifactory': 'ci-publisher' })[p.name] ??
  p.user;

export const FILES = {
  npmrc: (r, p, v) =>
    [
      p.name === 'npm' ? '' : `@${r.pick(orgs)}:registry=https://${regOf(p)}`,
      `//${regOf(p)}:_authToken=${bare(v)}`,
      r.pick(['always-auth=true', 'engine-strict=true', 'save-exact=true']),
    ]
      .filter(Boolean)
      .join('\n'),
  yarnrc: (r, p, v) =>
    `# .yarnrc.yml\nnodeLinker: node-modules\nnpmPublishRegistry: "https://${regOf(p)}"\nnpmAuthToken: ${q(v)}\nnpmAlwaysAuth: true`,
  bunfig: (r, p, v) =>
    `# bunfig.toml\n[install.scopes]\n${r.pick(orgs).replace(/-/g, '')} = { token = ${q(v)}, url = "https://${regOf(p)}" }`,
  pypirc: (r, p, v) =>
    `[distutils]\nindex-servers =\n    ${p.name}\n\n[${p.name}]\n${p.name === 'testpypi' ? 'repository = https://test.pypi.org/legacy/\n' : ''}username = __token__\npassword = ${bare(v)}`,
  'twine-cli': (r, p, v) =>
    `$ python -m twine upload --non-interactive -u __token__ -p ${bare(v)} dist/*\nUploading distributions to https://upload.pypi.org/legacy/`,
  'pip-conf': (r, p, v) =>
    `# ~/.config/pip/pip.conf\n[global]\nindex-url = https://${pipUser(p)}:${bare(v)}@${pipHost(p)}\ntimeout = 60`,
  'gem-credentials': (r, p, v) => `# ~/.gem/credentials\n---\n:rubygems_api_key: ${bare(v)}\n`,
  'cargo-credentials': (r, p, v) =>
    r.chance(0.5)
      ? `# ~/.cargo/credentials.toml\n[registry]\ntoken = ${q(v)}`
      : `$ cargo login ${bare(v)}\n       Login token for \`crates-io\` saved`,
  'nuget-push': (r, p, v) =>
    `dotnet nuget push "artifacts/*.nupkg" \\\n  --api-key ${bare(v)} \\\n  --source https://api.nuget.org/v3/index.json --skip-duplicate`,
  'nuget-config': (r, p, v) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n    <add key="internal" value="https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json" />\n  </packageSources>\n  <packageSourceCredentials>\n    <internal>\n      <add key="Username" value="${p.user}" />\n      <add key="ClearTextPassword" value="${bare(v)}" />\n    </internal>\n  </packageSourceCredentials>\n</configuration>`,
  'maven-settings': (r, p, v) =>
    `<settings>\n  <servers>\n    <server>\n      <id>${r.pick(['ossrh', 'central', 'releases', 'artifactory'])}</id>\n      <username>${p.user}</username>\n      <password>${bare(v)}</password>\n    </server>\n  </servers>\n</settings>`,
  'gradle-properties': (r, p, v) =>
    `# ~/.gradle/gradle.properties\norg.gradle.jvmargs=-Xmx2g\n${p.name === 'sonatype-ossrh' ? `ossrhUsername=${p.user}\nossrhPassword` : 'artifactoryPassword'}=${bare(v)}`,
  'gradle-publish-properties': (r, p, v) => {
    if (typeof v === 'object' || v.length !== 32) {
      return `gradle.publish.key=${bare(v)}\ngradle.publish.secret=${bare(v)}`;
    }
    const key = r.chars(A62, 32);
    return {
      text: `# ~/.gradle/gradle.properties\ngradle.publish.key=${key}\ngradle.publish.secret=${v}`,
      secrets: [key, v],
    };
  },
  'develocity-key': (r, p, v) =>
    `# ~/.gradle/develocity/keys.properties\ndevelocity.${r.pick(orgs)}.com=${bare(v)}`,
  'composer-auth': (r, p, v) => `{\n    "github-oauth": {\n        "github.com": ${q(v)}\n    }\n}`,
  'composer-auth-basic': (r, p, v) =>
    `{\n    "http-basic": {\n        "repo.packagist.com": {\n            "username": "token",\n            "password": ${q(v)}\n        }\n    }\n}`,
  'mix-cli': (r, p, v) => `HEX_API_KEY=${bare(v)} mix hex.publish --yes`,
  'fury-push': (r, p, v) =>
    `curl -F package=@dist/acme-cli-${1 + r.int(3)}.${r.int(9)}.${r.int(9)}.tgz https://${bare(v)}@push.fury.io/${r.pick(orgs)}/`,
  'docker-login': (r, p, v) =>
    r.chance(0.5)
      ? `echo ${q(v)} | docker login ${p.registry ?? 'docker.io'} -u ${q(p.user, "'")} --password-stdin`
      : `docker login -u ${p.user} -p ${bare(v)} ${p.registry ?? 'docker.io'}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded`,
  'docker-config-json': (r, p, v) => {
    const auth = b64(`${p.user}:${bare(v)}`);
    return {
      text: `{\n  "auths": {\n    "${p.registry === 'docker.io' ? 'https://index.docker.io/v1/' : p.registry}": {\n      "auth": "${auth}"\n    }\n  }\n}`,
      secrets: [auth],
      posOnly: true,
    };
  },
  'git-remote-url': (r, p, v) => {
    const host =
      {
        gitlab: 'gitlab.com',
        'gitlab-deploy-token': 'gitlab.com',
        bitbucket: 'bitbucket.org',
        codeberg: 'codeberg.org',
        'azure-devops': 'dev.azure.com',
      }[p.name] ?? 'github.com';
    const user =
      {
        gitlab: 'oauth2',
        'gitlab-deploy-token': p.user,
        bitbucket: p.user,
        codeberg: 'ci-bot',
        'azure-devops': 'build',
        'github-app-installation': 'x-access-token',
      }[p.name] ?? 'x-access-token';
    const path =
      p.name === 'azure-devops' ? 'acme/Platform/_git/api' : `${r.pick(orgs)}/${r.pick(repos)}.git`;
    return r.chance(0.5)
      ? `git remote set-url origin https://${user}:${bare(v)}@${host}/${path}`
      : `[remote "origin"]\n\turl = https://${user}:${bare(v)}@${host}/${path}\n\tfetch = +refs/heads/*:refs/remotes/origin/*`;
  },
  netrc: (r, p, v) =>
    `# ~/.netrc\nmachine ${p.name === 'heroku' ? 'api.heroku.com' : 'api.github.com'}\n  login ${p.name === 'heroku' ? 'ops@acme.dev' : p.user}\n  password ${bare(v)}`,
  'nix-conf': (r, p, v) =>
    `# ~/.config/nix/nix.conf\nexperimental-features = nix-command flakes\naccess-tokens = github.com=${bare(v)}`,
  'renovate-config': (r, p, v) =>
    `// config.js for the self-hosted Renovate runner\nmodule.exports = {\n  platform: 'github',\n  token: ${q(v, "'")},\n  repositories: ['${r.pick(orgs)}/${r.pick(repos)}'],\n  onboarding: false,\n};`,
  'gh-hosts': (r, p, v) =>
    `# ~/.config/gh/hosts.yml\ngithub.com:\n    user: ${r.pick(users)}\n    oauth_token: ${bare(v)}\n    git_protocol: https`,
  'runner-config-sh': (r, p, v) =>
    `./config.sh --unattended --url https://github.com/${r.pick(orgs)}/${r.pick(repos)} \\\n  --token ${bare(v)} --labels self-hosted,linux,x64 --name runner-${r.int(40)}`,
  'gitlab-runner-config': (r, p, v) =>
    `# /etc/gitlab-runner/config.toml\nconcurrent = 4\n\n[[runners]]\n  name = "build-${r.int(20)}"\n  url = "https://gitlab.com"\n  token = ${q(v)}\n  executor = "docker"\n  [runners.docker]\n    image = "alpine:3.20"`,
  'gitlab-runner-register': (r, p, v) =>
    `sudo gitlab-runner register --non-interactive \\\n  --url https://gitlab.com/ \\\n  --registration-token ${bare(v)} \\\n  --executor docker --docker-image alpine:3.20`,
  'trigger-curl': (r, p, v) =>
    `curl -X POST --fail \\\n  -F token=${bare(v)} \\\n  -F ref=main \\\n  https://gitlab.com/api/v4/projects/${1000 + r.int(90000)}/trigger/pipeline`,
  'buildkite-agent-cfg': (r, p, v) =>
    `# /etc/buildkite-agent/buildkite-agent.cfg\ntoken=${q(v)}\nname="%hostname-%spawn"\ntags="queue=release,os=linux"\nbuild-path="/var/lib/buildkite-agent/builds"`,
  'jenkins-cli': (r, p, v) =>
    `curl -X POST "https://jenkins.acme.internal/job/release/buildWithParameters?VERSION=1.${r.int(20)}.0" \\\n  --user ${p.user}:${bare(v)}`,
  'drone-cli': (r, p, v) =>
    `export DRONE_SERVER=https://drone.acme.internal\nexport DRONE_TOKEN=${bare(v)}\ndrone build promote acme/api ${100 + r.int(900)} production`,
  'cypress-run': (r, p, v) =>
    `npx cypress run --record --key ${bare(v)} --parallel --group e2e-chrome`,
  'sonar-properties': (r, p, v) =>
    `# sonar-project.properties\nsonar.projectKey=${r.pick(orgs)}_${r.pick(repos)}\nsonar.host.url=https://sonarcloud.io\nsonar.token=${bare(v)}\nsonar.sources=src`,
  'snyk-cli': (r, p, v) =>
    `snyk config set api=${bare(v)}\nsnyk test --all-projects --severity-threshold=high`,
  sentryclirc: (r, p, v) =>
    `# ~/.sentryclirc\n[auth]\ntoken=${bare(v)}\n\n[defaults]\norg=${r.pick(orgs)}\nproject=${r.pick(repos)}`,
  bazelrc: (r, p, v) =>
    `# .bazelrc\nbuild:remote --bes_results_url=https://app.buildbuddy.io/invocation/\nbuild:remote --remote_cache=grpcs://remote.buildbuddy.io\nbuild:remote --remote_header=x-buildbuddy-api-key=${bare(v)}`,
  'wrangler-toml': (r, p, v) =>
    `# wrangler.toml\nname = "${r.pick(repos)}-edge"\nmain = "src/index.ts"\naccount_id = "${r.chars(HEX, 32)}"\n\n[vars]\nCLOUDFLARE_API_TOKEN = ${q(v)}`,
  'hcl-provider': (r, p, v) =>
    `provider "${p.tf}" {\n  ${{ cloudflare: 'api_token', digitalocean: 'token', github: 'token', gitlab: 'token' }[p.tf]} = ${q(v)}\n}`,
  'firebase-deploy': (r, p, v) =>
    `firebase deploy --only hosting,functions --project acme-prod --token ${q(v)}`,
  'choco-push': (r, p, v) =>
    `choco push .\\out\\acme-cli.${1 + r.int(3)}.${r.int(9)}.0.nupkg --source https://push.chocolatey.org/ --api-key ${bare(v)}`,
  'web-ext-sign': (r, p, v) =>
    `npx web-ext sign --channel=listed \\\n  --api-key=user:${10000000 + r.int(9000000)}:${r.int(999)} \\\n  --api-secret=${bare(v)}`,
  'vsce-publish': (r, p, v) =>
    `npx @vscode/vsce publish -p ${bare(v)} --packagePath acme-vscode-${r.int(3)}.${r.int(20)}.0.vsix`,
  terraformrc: (r, p, v) =>
    `{\n  "credentials": {\n    "app.terraform.io": {\n      "token": ${q(v)}\n    }\n  }\n}`,
  'aws-credentials': (r, p, v) => {
    const id = `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
    return {
      text: `# ~/.aws/credentials\n[${r.pick(['default', 'release', 'ecr-push', 'artifacts'])}]\naws_access_key_id = ${id}\naws_secret_access_key = ${bare(v)}\nregion = us-east-1`,
      secrets: [id, bare(v)],
      posOnly: true,
    };
  },
  'aws-env': (r, p, v) => {
    const id = `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
    return {
      text: `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${bare(v)}\naws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin ${100000000000 + r.int(899999999999)}.dkr.ecr.us-east-1.amazonaws.com`,
      secrets: [id, bare(v)],
      posOnly: true,
    };
  },
  'gcs-boto': (r, p, v) => {
    const id = `GOOG1E${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 55)}`;
    return {
      text: `# ~/.boto\n[Credentials]\ngs_access_key_id = ${id}\ngs_secret_access_key = ${bare(v)}`,
      secrets: [id, bare(v)],
      posOnly: true,
    };
  },
  'gcp-sa-json': (r, p, v) => {
    const esc = JSON.stringify(bare(v) + '\n').slice(1, -1);
    const proj = `${r.pick(orgs)}-${r.pick(['ci', 'artifacts', 'release'])}`;
    return {
      text: `{\n  "type": "service_account",\n  "project_id": "${proj}",\n  "private_key_id": "${r.chars(HEX, 40)}",\n  "private_key": "${esc}",\n  "client_email": "artifact-pusher@${proj}.iam.gserviceaccount.com",\n  "client_id": "${100000000000000000000n + BigInt(r.int(1e9))}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}`,
      secrets: [esc.replace(/\\n$/, '')],
      posOnly: true,
    };
  },
  'azure-conn-string': (r, p, v) =>
    `AZURE_STORAGE_CONNECTION_STRING="DefaultEndpointsProtocol=https;AccountName=${r.pick(orgs).replace(/-/g, '')}artifacts;AccountKey=${bare(v)};EndpointSuffix=core.windows.net"`,
  'vcpkg-sas': (r, p, v) => {
    const sig = encodeURIComponent(bare(v));
    return {
      text: `# ci/vcpkg.env\nVCPKG_BINARY_SOURCES="clear;x-azblob,https://acmebuildcache.blob.core.windows.net/vcpkg,sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2026-06-30T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig=${sig},readwrite"`,
      secrets: [sig],
      posOnly: true,
    };
  },
  'b2-env': (r, p, v) =>
    `B2_APPLICATION_KEY_ID=005${r.chars(HEX, 22)}\nB2_APPLICATION_KEY=${bare(v)}\nB2_BUCKET=acme-release-artifacts`,
  'r2-rclone': (r, p, v) =>
    `# ~/.config/rclone/rclone.conf\n[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = ${r.chars(HEX, 32)}\nsecret_access_key = ${bare(v)}\nendpoint = https://${r.chars(HEX, 32)}.r2.cloudflarestorage.com`,
  'mc-alias': (r, p, v) =>
    `mc alias set artifacts https://minio.acme.internal:9000 ci-uploader ${bare(v)}`,
  notarytool: (r, p, v) =>
    `xcrun notarytool store-credentials "AC_NOTARY" \\\n  --apple-id "release@${r.pick(orgs)}.dev" \\\n  --team-id "${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}" \\\n  --password ${q(v)}`,
  altool: (r, p, v) =>
    `xcrun altool --notarize-app --primary-bundle-id "dev.acme.desktop" \\\n  -u "release@acme.dev" -p ${q(v)} --file dist/Acme.dmg`,
  'fastlane-api-key': (r, p, v) => {
    const esc = JSON.stringify(bare(v)).slice(1, -1);
    return {
      text: `{\n  "key_id": "${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}",\n  "issuer_id": "${uuid(r)}",\n  "key": "${esc}",\n  "in_house": false\n}`,
      secrets: [esc],
      posOnly: true,
    };
  },
  'key-properties': (r, p, v) =>
    `# android/key.properties\nstorePassword=${bare(v)}\nkeyPassword=${bare(v)}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks`,
  signtool: (r, p, v) =>
    `signtool sign /fd SHA256 /f build\\codesign.pfx /p ${bare(v)} /tr http://timestamp.digicert.com /td SHA256 dist\\AcmeSetup.exe`,
  'cosign-sign': (r, p, v) =>
    `COSIGN_PASSWORD=${q(v, "'")} cosign sign --yes --key cosign.key ghcr.io/${r.pick(orgs)}/${r.pick(repos)}@sha256:${r.chars(HEX, 64)}`,
  'gpg-sign': (r, p, v) =>
    `gpg --batch --yes --pinentry-mode loopback --passphrase ${q(v, "'")} \\\n  --detach-sign --armor dist/acme-${r.int(3)}.${r.int(9)}.0.tar.gz`,
  'pem-file': (r, p, v) =>
    `${r.pick(['$ cat ', '==> '])}${{ 'github-app': 'acme-release-bot.2025-03-11.private-key.pem', 'app-store-connect': `AuthKey_${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10)}.p8`, cosign: 'cosign.key', 'pgp-private-key': 'release-signing-key.asc', 'ssh-deploy-key': '.ci/deploy_key' }[p.name] ?? 'key.pem'}${r.pick(['', ' <=='])}\n${bare(v)}`,
  kubeconfig: (r, p, v) =>
    `apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://k8s.acme.internal:6443\n  name: prod\nusers:\n- name: ci-deployer\n  user:\n    token: ${bare(v)}\ncurrent-context: prod`,
  'db-url': (r, p, v) => dbLine(r, p, v),
  'webhook-curl': (r, p, v) =>
    `curl -X POST -H 'Content-Type: application/json' \\\n  --data '{"text":"Released v${r.int(3)}.${r.int(20)}.${r.int(9)} to npm"}' \\\n  ${bare(v)}`,
};

/** Connection strings for the database-ish providers: the password is the secret. */
export function dbUrl(r, p, v) {
  const s = bare(v);
  switch (p.db) {
    case 'mongo':
      return `mongodb+srv://${r.pick(['app', 'ci', 'release'])}:${s}@cluster0.${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 5)}.mongodb.net/${r.pick(['artifacts', 'app', 'builds'])}?retryWrites=true&w=majority`;
    case 'postgres':
      return `postgres://${r.pick(['app', 'ci', 'registry'])}:${s}@${r.pick(['db.acme.internal', 'pg-prod.c9x2.us-east-1.rds.amazonaws.com', '10.0.4.17'])}:5432/${r.pick(['registry', 'app', 'builds'])}?sslmode=require`;
    case 'redis':
      return `rediss://default:${s}@${r.pick(['cache.acme.internal', 'redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com'])}:6380/0`;
    case 'amqp':
      return `amqps://${r.pick(['worker', 'ci'])}:${s}@mq.acme.internal:5671/${r.pick(['builds', 'jobs'])}`;
    case 'mysql':
      return `mysql://root:${s}@127.0.0.1:3306/${r.pick(['app', 'artifacts'])}`;
    case 'cloudinary':
      return `cloudinary://${100000000000000 + r.int(800000000)}:${s}@${r.pick(orgs)}`;
    default:
      return s;
  }
}

function dbLine(r, p, v) {
  const url = dbUrl(r, p, v);
  return r.pick([
    `${p.env}=${url}`,
    `spring.datasource.url=${url}`,
    `engine = create_engine("${url}")`,
    `  database:\n    url: "${url}"`,
  ]);
}
