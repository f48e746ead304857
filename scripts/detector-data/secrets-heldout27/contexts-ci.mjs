// Delivery contexts: Docker Compose, Dockerfiles, CI pipeline files and their logs.
import { APPS, ENVS, REGIONS, isoDate, kebab, snake } from './helpers.mjs';
import { dq, sq, yamlLine } from './format.mjs';

function ts(r) {
  return isoDate(r).replace('Z', '.' + r.chars('0123456789', 7) + 'Z');
}

export const CI = [
  {
    rule: 'docker-compose-env',
    render(r, entries) {
      const app = r.pick(APPS);
      const head = `services:\n  ${app}:\n    image: ghcr.io/acme/${app}:${r.pick(['latest', 'main', '1.' + r.int(40)])}\n    restart: unless-stopped\n    ports:\n      - "${8000 + r.int(100)}:8080"\n    environment:\n`;
      if (r.chance(0.5)) {
        return head + entries.map((e) => `      - ${e.key}=${e.value}`).join('\n');
      }
      return head + entries.map((e) => yamlLine(r, 6, e.key, e.value)).join('\n');
    },
    ref: (r, key) => r.pick([`\${${key}}`, `\${${key}:?${key} must be set}`, `\${${key}:-}`]),
  },
  {
    rule: 'dockerfile',
    render(r, entries) {
      const base = r.pick([
        'node:20-alpine',
        'python:3.12-slim',
        'golang:1.22 AS build',
        'eclipse-temurin:21-jre',
        'ruby:3.3-slim',
      ]);
      const kw = r.pick(['ENV', 'ARG']);
      const lines = entries.map(
        (e) => `${kw} ${e.key}=${/[\s"]/.test(e.value) ? dq(e.value) : e.value}`,
      );
      return `FROM ${base}\nWORKDIR /app\n${lines.join('\n')}\nCOPY . .\nRUN ${r.pick(['npm ci --omit=dev', 'pip install --no-cache-dir -r requirements.txt', 'go build -o /out/app ./cmd/app', 'bundle install'])}\nCMD ${r.pick(['["node", "server.js"]', '["python", "-m", "app"]', '["/out/app"]'])}`;
    },
    ref: (_r, key) => `\${${key}}`,
  },
  {
    rule: 'github-actions-workflow',
    render(r, entries) {
      const env = entries.map((e) => yamlLine(r, 6, e.key, e.value)).join('\n');
      const app = r.pick(APPS);
      return `name: deploy-${app}\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    environment: ${r.pick(ENVS)}\n    env:\n${env}\n    steps:\n      - uses: actions/checkout@v4\n      - run: ${r.pick(['make deploy', './scripts/deploy.sh', 'npx cdk deploy --require-approval never', 'terraform apply -auto-approve'])}`;
    },
    ref: (r, key) =>
      r.pick([
        `\${{ secrets.${key} }}`,
        `\${{ vars.${key} }}`,
        `\${{ steps.vault.outputs.${snake(key)} }}`,
      ]),
  },
  {
    rule: 'github-actions-step-with',
    render(r, entries) {
      const secret = entries.filter((e) => !e.filler);
      const withs = secret.map(
        (e) =>
          `          ${kebab(e.key)}: ${e.value.includes(':') || e.value.includes('#') ? dq(e.value) : e.value}`,
      );
      const action = r.pick([
        'acme/deploy-action@v3',
        'docker/login-action@v3',
        'company/notify@v1',
        'cloudflare/wrangler-action@v3',
      ]);
      return `    steps:\n      - uses: actions/checkout@v4\n      - name: Deploy\n        uses: ${action}\n        with:\n${withs.join('\n')}\n          environment: ${r.pick(ENVS)}`;
    },
    ref: (_r, key) => `\${{ secrets.${key} }}`,
  },
  {
    rule: 'gitlab-ci',
    render(r, entries) {
      const vars = entries.map((e) => yamlLine(r, 2, e.key, e.value)).join('\n');
      return `variables:\n${vars}\n\nstages: [build, deploy]\n\ndeploy:${r.pick(ENVS)}:\n  stage: deploy\n  image: ${r.pick(['alpine:3.20', 'hashicorp/terraform:1.9', 'bitnami/kubectl:1.30'])}\n  script:\n    - ./ci/deploy.sh\n  rules:\n    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH`;
    },
    ref: (r, key) => r.pick([`$${key}`, `\${VAULT_${key}}`, `$CI_JOB_TOKEN`]),
  },
  {
    rule: 'jenkinsfile',
    render(r, entries) {
      const env = entries.map((e) => `    ${e.key} = ${sq(e.value)}`).join('\n');
      return `pipeline {\n  agent { label '${r.pick(['linux', 'docker', 'k8s'])}' }\n  environment {\n${env}\n  }\n  stages {\n    stage('Deploy') {\n      steps {\n        sh './gradlew publish'\n      }\n    }\n  }\n}`;
    },
    ref: null,
  },
  {
    rule: 'buildkite-pipeline',
    render(r, entries) {
      const env = entries.map((e) => yamlLine(r, 2, e.key, e.value)).join('\n');
      return `env:\n${env}\n\nsteps:\n  - label: ":rocket: deploy ${r.pick(APPS)}"\n    command: "scripts/deploy.sh ${r.pick(ENVS)}"\n    agents:\n      queue: ${r.pick(['deploy', 'default', 'arm64'])}\n    branches: main`;
    },
    ref: (_r, key) => `$$${key}`,
  },
  {
    rule: 'circleci-config',
    render(r, entries) {
      const env = entries.map((e) => yamlLine(r, 6, e.key, e.value)).join('\n');
      return `version: 2.1\njobs:\n  deploy:\n    docker:\n      - image: cimg/${r.pick(['node:20.11', 'python:3.12', 'go:1.22'])}\n    environment:\n${env}\n    steps:\n      - checkout\n      - run: make release\nworkflows:\n  main:\n    jobs: [deploy]`;
    },
    ref: (_r, key) => `<< pipeline.parameters.${snake(key)} >>`,
  },
  {
    rule: 'ci-log',
    render(r, entries) {
      const secret = entries.filter((e) => !e.filler);
      const kind = r.int(4);
      if (kind === 0) {
        const lines = entries.map((e) => `${ts(r)}   ${e.key}: ${e.value}`);
        return `${ts(r)} ##[group]Run ./scripts/release.sh\n${ts(r)} ./scripts/release.sh\n${ts(r)} shell: /usr/bin/bash -e {0}\n${ts(r)} env:\n${lines.join('\n')}\n${ts(r)} ##[endgroup]`;
      }
      if (kind === 1) {
        return `$ set -x\n${secret.map((e) => `+ export ${e.key}=${e.value}`).join('\n')}\n+ ./ci/publish.sh --env ${r.pick(ENVS)}\nPublishing ${r.pick(APPS)}@${r.int(5)}.${r.int(20)}.${r.int(9)}...\nJob succeeded`;
      }
      if (kind === 2) {
        const echo = secret.map(
          (e) => `+ echo "using ${e.key}=${e.value}"\nusing ${e.key}=${e.value}`,
        );
        return `[Pipeline] sh\n${echo.join('\n')}\n[Pipeline] }\n[Pipeline] // withEnv\nFinished: SUCCESS`;
      }
      const step = `~~~ :docker: Running deploy\n$ env | sort\nBUILDKITE_BRANCH=main\nBUILDKITE_BUILD_NUMBER=${1000 + r.int(9000)}\n${entries.map((e) => `${e.key}=${e.value}`).join('\n')}`;
      return (
        step +
        `\n~~~ Running ${r.pick(['terraform apply', 'helm upgrade', 'kubectl rollout status'])}`
      );
    },
    ref: null,
  },
  {
    rule: 'ci-curl-step',
    render(r, entries) {
      const e = entries.filter((x) => !x.filler).at(-1);
      const host = r.pick(['api.example.com', 'deploy.internal.acme.io', 'hooks.corp.example']);
      return `      - name: Notify release\n        run: |\n          curl -fsS -X POST https://${host}/v1/releases \\\n            -H "Authorization: Bearer ${e.value}" \\\n            -H "Content-Type: application/json" \\\n            -d '{"version":"\${{ github.ref_name }}","region":"${r.pick(REGIONS)}"}'`;
    },
    ref: (_r, key) => `\${{ secrets.${key} }}`,
    tokenOnly: true,
  },
  {
    rule: 'npmrc-registry',
    render(r, entries) {
      const e = entries.filter((x) => !x.filler).at(-1);
      const reg = r.pick([
        '//registry.npmjs.org/',
        '//npm.pkg.github.com/',
        `//acme.jfrog.io/artifactory/api/npm/npm-local/`,
        '//gitlab.com/api/v4/projects/4211/packages/npm/',
      ]);
      return `# .npmrc written by CI\n@acme:registry=https:${reg}\n${reg}:_authToken=${e.value}\nalways-auth=true\n${r.pick(['engine-strict=true', 'fund=false', 'audit=false'])}`;
    },
    ref: (_r, key) => `\${${key}}`,
    single: true,
    only: (p) => /npm|github-pat|gitlab-pat|jfrog|gitlab-deploy|github-fine/.test(p.name),
  },
];
