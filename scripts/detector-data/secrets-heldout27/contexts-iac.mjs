// Infrastructure-as-code contexts: Terraform/OpenTofu, Pulumi, CDK, Ansible, Helm, Kubernetes.
import { APPS, ENVS, HEX, LOAN, REGIONS, camel, kebab, snake, uuid } from './helpers.mjs';
import { dq, yamlLine } from './format.mjs';

const pad = (k, w) => k + ' '.repeat(Math.max(1, w - k.length + 1));

function hclValue(v) {
  return v.includes('\n') ? `<<-EOT\n${v}\nEOT` : dq(v);
}

export const IAC = [
  {
    rule: 'terraform-tfvars',
    multiline: true,
    render(r, entries) {
      const w = Math.max(...entries.map((e) => snake(e.key).length));
      const head = r.pick([
        '',
        `# ${r.pick(ENVS)}.auto.tfvars\n`,
        '# terraform.tfvars -- do not commit (it was)\n',
      ]);
      return head + entries.map((e) => `${pad(snake(e.key), w)}= ${hclValue(e.value)}`).join('\n');
    },
    ref: null,
  },
  {
    rule: 'terraform-hcl-block',
    multiline: true,
    render(r, entries) {
      const secret = entries.filter((e) => !e.filler);
      const shape = r.int(3);
      if (shape === 0) {
        return secret
          .map(
            (e) =>
              `variable "${snake(e.key)}" {\n  type      = string\n  sensitive = true\n  default   = ${hclValue(e.value)}\n}`,
          )
          .join('\n\n');
      }
      const name = r.pick(APPS);
      if (shape === 1) {
        const w = Math.max(...entries.map((e) => snake(e.key).length));
        return `locals {\n  ${pad('service', w)}= "${name}"\n${entries.map((e) => `  ${pad(snake(e.key), w)}= ${hclValue(e.value)}`).join('\n')}\n}`;
      }
      return `resource "aws_lambda_function" "${name.replace(/-/g, '_')}" {\n  function_name = "${name}"\n  runtime       = "${r.pick(['nodejs20.x', 'python3.12', 'provided.al2023'])}"\n  handler       = "index.handler"\n  role          = aws_iam_role.lambda.arn\n\n  environment {\n    variables = {\n${entries.map((e) => `      ${e.key} = ${dq(e.value)}`).join('\n')}\n    }\n  }\n}`;
    },
    ref: (r, key) =>
      r.pick([
        `\${var.${snake(key)}}`,
        `\${data.aws_ssm_parameter.${snake(key)}.value}`,
        `\${random_password.${snake(key)}.result}`,
      ]),
  },
  {
    rule: 'terraform-state',
    multiline: true,
    json: true,
    render(r, entries) {
      const type = r.pick([
        'aws_ecs_task_definition',
        'kubernetes_secret',
        'helm_release',
        'github_actions_secret',
        'aws_db_instance',
      ]);
      const attrs = { id: r.pick(APPS) + '-' + r.chars(LOAN, 6) };
      for (const e of entries) {
        attrs[snake(e.key)] = e.value;
      }
      const state = {
        version: 4,
        terraform_version: r.pick(['1.7.5', '1.8.2', '1.9.8', '1.6.2']),
        serial: 10 + r.int(300),
        lineage: uuid(r),
        outputs: {},
        resources: [
          {
            mode: 'managed',
            type,
            name: 'this',
            provider: `provider["registry.terraform.io/hashicorp/${type.split('_')[0]}"]`,
            instances: [{ schema_version: 0, attributes: attrs, sensitive_attributes: [] }],
          },
        ],
      };
      return JSON.stringify(state, null, 2);
    },
    ref: null,
  },
  {
    rule: 'terraform-plan-output',
    render(r, entries) {
      const name = r.pick(APPS).replace(/-/g, '_');
      const lines = entries.map((e) => `              + ${dq(e.key)} = ${dq(e.value)}`);
      return `Terraform will perform the following actions:\n\n  # aws_lambda_function.${name} will be created\n  + resource "aws_lambda_function" "${name}" {\n      + arn           = (known after apply)\n      + function_name = "${name}"\n      + environment {\n          + variables = {\n${lines.join('\n')}\n            }\n        }\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.`;
    },
    ref: null,
  },
  {
    rule: 'pulumi-stack-config',
    render(r, entries) {
      const proj = r.pick(APPS);
      const lines = entries.map(
        (e) =>
          `  ${proj}:${camel(e.key)}: ${/^[A-Za-z0-9_.-]+$/.test(e.value) ? e.value : dq(e.value)}`,
      );
      return `# Pulumi.${r.pick(ENVS)}.yaml\nconfig:\n  aws:region: ${r.pick(REGIONS)}\n${lines.join('\n')}`;
    },
    ref: null,
  },
  {
    rule: 'cdk-construct',
    render(r, entries) {
      const name = r.pick(APPS);
      const body = entries.map((e) => `        ${e.key}: '${e.value}',`).join('\n');
      return `const fn = new lambda.Function(this, '${camel(name.replace(/-/g, '_'))}Fn', {\n      runtime: lambda.Runtime.NODEJS_20_X,\n      handler: 'index.handler',\n      code: lambda.Code.fromAsset('dist/${name}'),\n      environment: {\n${body}\n      },\n    });`;
    },
    ref: (r, key) =>
      r.pick([
        `{{resolve:secretsmanager:${r.pick(ENVS)}/${kebab(key)}:SecretString:${snake(key)}}}`,
        `{{resolve:ssm-secure:/${r.pick(ENVS)}/${kebab(key)}}}`,
      ]),
  },
  {
    rule: 'ansible-vars',
    multiline: true,
    render(r, entries) {
      const head = r.pick([
        '---\n',
        `# group_vars/${r.pick(ENVS)}/vars.yml\n`,
        `# host_vars/${r.pick(APPS)}-01.yml\n---\n`,
      ]);
      return head + entries.map((e) => yamlLine(r, 0, snake(e.key), e.value)).join('\n');
    },
    ref: (r, key) =>
      r.pick([
        `{{ vault_${snake(key)} }}`,
        `{{ lookup('env', '${key}') }}`,
        `{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/${kebab(key)}') }}`,
      ]),
  },
  {
    rule: 'ansible-inventory',
    render(r, entries) {
      const group = r.pick(['web', 'db', 'k8s_nodes', 'runners', 'app']);
      const hosts = [1, 2].map(
        (i) => `${group}-0${i} ansible_host=10.${r.int(30)}.${r.int(255)}.${r.int(250) + 2}`,
      );
      const vars = entries.map(
        (e) => `${snake(e.key)}=${/\s/.test(e.value) ? dq(e.value) : e.value}`,
      );
      return `[${group}]\n${hosts.join('\n')}\n\n[${group}:vars]\nansible_user=${r.pick(['deploy', 'ubuntu', 'ansible'])}\n${vars.join('\n')}`;
    },
    ref: (_r, key) => `{{ vault_${snake(key)} }}`,
  },
  {
    rule: 'helm-values',
    multiline: true,
    render(r, entries) {
      const app = r.pick(APPS);
      const style = r.int(2);
      const head = `replicaCount: ${1 + r.int(4)}\nimage:\n  repository: ghcr.io/acme/${app}\n  tag: "${r.int(3)}.${r.int(30)}.${r.int(9)}"\n`;
      if (style === 0) {
        return head + `env:\n` + entries.map((e) => yamlLine(r, 2, e.key, e.value)).join('\n');
      }
      return (
        head +
        `secrets:\n  create: true\n` +
        entries.map((e) => yamlLine(r, 2, camel(e.key), e.value)).join('\n')
      );
    },
    ref: (r, key) =>
      r.pick([
        `\${${key}}`,
        `{{ requiredEnv "${key}" }}`,
        `ref+vault://secret/${kebab(key)}#value`,
      ]),
  },
  {
    rule: 'helm-set-cli',
    render(r, entries) {
      const app = r.pick(APPS);
      const sets = entries.map(
        (e) =>
          `  --set-string secrets.${camel(e.key)}=${e.value.includes(',') || /\s/.test(e.value) ? "'" + e.value + "'" : e.value} \\`,
      );
      return `helm upgrade --install ${app} ./charts/${app} \\\n  --namespace ${r.pick(ENVS)} --create-namespace \\\n  --set image.tag=${r.chars(HEX, 7)} \\\n${sets.join('\n')}\n  --wait --timeout 10m`;
    },
    ref: (_r, key) => `$${key}`,
  },
  {
    rule: 'k8s-secret-manifest',
    multiline: true,
    render(r, entries) {
      const app = r.pick(APPS);
      return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${app}-env\n  namespace: ${r.pick(ENVS)}\n  labels:\n    app.kubernetes.io/name: ${app}\ntype: Opaque\nstringData:\n${entries.map((e) => yamlLine(r, 2, e.key, e.value)).join('\n')}`;
    },
    ref: (_r, key) => `\${${key}}`,
  },
  {
    rule: 'k8s-deployment-env',
    render(r, entries) {
      const app = r.pick(APPS);
      const env = entries
        .map((e) => `            - name: ${e.key}\n              value: ${dq(e.value)}`)
        .join('\n');
      return `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${app}\nspec:\n  template:\n    spec:\n      containers:\n        - name: ${app}\n          image: ghcr.io/acme/${app}:${r.chars(HEX, 7)}\n          env:\n${env}`;
    },
    ref: (r, key) => `$(${r.pick(['VAULT_', 'SEALED_', ''])}${key}_FROM_SECRET)`,
  },
  {
    rule: 'kubectl-create-secret',
    render(r, entries) {
      const secret = entries.filter((e) => !e.filler);
      const lits = secret.map(
        (e) => `  --from-literal=${e.key}=${/[\s$&;|]/.test(e.value) ? dq(e.value) : e.value} \\`,
      );
      return `$ kubectl -n ${r.pick(ENVS)} create secret generic ${r.pick(APPS)}-creds \\\n${lits.join('\n')}\n  --dry-run=client -o yaml | kubectl apply -f -\nsecret/${r.pick(APPS)}-creds configured`;
    },
    ref: (_r, key) => `$${key}`,
  },
  {
    rule: 'terraform-cli-var',
    render(r, entries) {
      const secret = entries.filter((e) => !e.filler);
      if (r.chance(0.5)) {
        return (
          secret.map((e) => `export TF_VAR_${snake(e.key)}=${dq(e.value)}`).join('\n') +
          `\nterraform -chdir=envs/${r.pick(ENVS)} apply -auto-approve`
        );
      }
      const vars = secret.map((e) => `  -var ${dq(`${snake(e.key)}=${e.value}`)} \\`);
      return `${r.pick(['terraform', 'tofu'])} apply \\\n  -var-file=${r.pick(ENVS)}.tfvars \\\n${vars.join('\n')}\n  -auto-approve`;
    },
    ref: (_r, key) => `$${key}`,
  },
  {
    rule: 'ansible-playbook-cli',
    render(r, entries) {
      const secret = entries.filter((e) => !e.filler);
      const ev = secret.map((e) => `${snake(e.key)}=${e.value}`).join(' ');
      return `ansible-playbook -i inventories/${r.pick(ENVS)}/hosts.ini site.yml --limit ${r.pick(['web', 'db', 'all'])} \\\n  -e '${ev}' --diff\n\nPLAY [Deploy ${r.pick(APPS)}] ****************************************************\nTASK [Gathering Facts] *********************************************************\nok: [web-0${1 + r.int(3)}]`;
    },
    ref: (_r, key) => `{{ vault_${snake(key)} }}`,
  },
  {
    rule: 'kubeconfig-user',
    render(r, entries) {
      const secret = entries.filter((e) => !e.filler);
      const cluster = r.pick(['prod-eks', 'gke-prod-eu', 'aks-staging', 'k3s-lab']);
      return `apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://${r.chars(HEX, 32).toUpperCase()}.gr7.${r.pick(REGIONS)}.eks.amazonaws.com\n  name: ${cluster}\ncontexts:\n- context:\n    cluster: ${cluster}\n    user: ci-deployer\n  name: ${cluster}\ncurrent-context: ${cluster}\nusers:\n- name: ci-deployer\n  user:\n    token: ${secret[0].value}`;
    },
    ref: null,
    tokenOnly: true,
  },
];
