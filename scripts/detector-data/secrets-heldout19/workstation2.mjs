// Workstation positives: cloud CLI credential files, kubeconfig, IDE settings, dotfiles.

import { dbPassword, expand as x, jwt, pemData, uuid } from './values.mjs';
import { user } from './workstation.mjs';

const clouds = {
  awsCreds: (r) => {
    const id = x('AKIA{u:16}', r);
    const s = x('{b:40}', r);
    const text = `[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\n\n[profile-readonly]\nrole_arn = arn:aws:iam::${x('{d:12}', r)}:role/ReadOnly\nsource_profile = default`;
    return { text, secrets: [id, s], provider: 'aws' };
  },
  awsSession: (r) => {
    const s = x('{b:40}', r);
    const t = x('IQoJb3JpZ2luX2VjE{b:300}', r);
    const text = `[sso-dev]\naws_access_key_id = ASIA${x('{u:16}', r)}\naws_secret_access_key = ${s}\naws_session_token = ${t}\nregion = eu-west-1`;
    return { text, secrets: [text.match(/ASIA\w+/)[0], s, t], provider: 'aws' };
  },
  gcloudAdc: (r) => {
    const cs = x('GOCSPX-{w:28}', r);
    const rt = x('1//0{w:99}', r);
    const text = JSON.stringify(
      {
        client_id: `${x('{d:12}', r)}-${x('{l:32}', r)}.apps.googleusercontent.com`,
        client_secret: cs,
        quota_project_id: `acme-${x('{z:6}', r)}`,
        refresh_token: rt,
        type: 'authorized_user',
      },
      null,
      2,
    );
    return { text, secrets: [cs, rt], provider: 'google-cloud' };
  },
  azureSp: (r) => {
    const s = x('{a:3}8Q~{w:34}', r);
    const text = `# ~/.zshrc.local\nexport AZURE_TENANT_ID=${uuid(r)}\nexport AZURE_CLIENT_ID=${uuid(r)}\nexport AZURE_CLIENT_SECRET='${s}'\nexport ARM_USE_MSI=false`;
    return { text, secrets: [s], provider: 'azure-ad' };
  },
  tfrc: (r) => {
    const t = x('{a:14}.atlasv1.{a:67}', r);
    const text = JSON.stringify({ credentials: { 'app.terraform.io': { token: t } } }, null, 2);
    return { text, secrets: [t], provider: 'terraform-cloud' };
  },
  kubeToken: (r) => {
    const t = jwt(r, {
      iss: 'kubernetes/serviceaccount',
      'kubernetes.io/serviceaccount/namespace': 'ci',
      sub: 'system:serviceaccount:ci:deployer',
    });
    const text = `apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: ${pemData(r, 'CERTIFICATE').slice(0, 120)}\n    server: https://10.${r.int(255)}.0.1:6443\n  name: prod\nusers:\n- name: deployer\n  user:\n    token: ${t}\ncurrent-context: prod`;
    return { text, secrets: [t], provider: 'kubernetes' };
  },
  kubeClientKey: (r) => {
    const key = pemData(r, 'RSA PRIVATE KEY');
    const text = `users:\n- name: kind-admin\n  user:\n    client-certificate-data: ${pemData(r, 'CERTIFICATE')}\n    client-key-data: ${key}\ncontexts:\n- context: {cluster: kind, user: kind-admin}\n  name: kind`;
    return { text, secrets: [key], provider: 'kubernetes' };
  },
  doctl: (r) => {
    const t = x('dop_v1_{h:64}', r);
    return {
      text: `access-token: ${t}\ncontext: default\noutput: text`,
      secrets: [t],
      provider: 'digitalocean',
    };
  },
  ghHosts: (r) => {
    const t = x('gho_{a:36}', r);
    const text = `github.com:\n    user: ${user(r)}\n    oauth_token: ${t}\n    git_protocol: ssh`;
    return { text, secrets: [t], provider: 'github' };
  },
  databrickscfg: (r) => {
    const t = x('dapi{h:32}', r);
    const text = `[DEFAULT]\nhost = https://adb-${x('{d:16}', r)}.${r.int(19)}.azuredatabricks.net\ntoken = ${t}\njobs-api-version = 2.1`;
    return { text, secrets: [t], provider: 'databricks' };
  },
  boto: (r) => {
    const s = x('{b:40}', r);
    const text = `[Credentials]\ngs_access_key_id = GOOG1E${x('{u:55}', r)}\ngs_secret_access_key = ${s}\n\n[Boto]\nhttps_validate_certificates = True`;
    return { text, secrets: [text.match(/GOOG1E\w+/)[0], s], provider: 'google-cloud-storage' };
  },
  kaggle: (r) => {
    const k = x('{h:32}', r);
    return {
      text: JSON.stringify({ username: 'mlteam', key: k }),
      secrets: [k],
      provider: 'kaggle',
    };
  },
  rclone: (r) => {
    const k = x('K005{a:27}', r);
    const text = `[b2-backup]\ntype = b2\naccount = 005${x('{h:22}', r)}\nkey = ${k}\nhard_delete = true`;
    return { text, secrets: [k], provider: 'backblaze-b2' };
  },
  s3cfg: (r) => {
    const s = x('{uuid}', r);
    const id = x('SCW{u:17}', r);
    const text = `[default]\naccess_key = ${id}\nsecret_key = ${s}\nhost_base = s3.${r.pick(['fr-par', 'nl-ams', 'pl-waw'])}.scw.cloud\nuse_https = True`;
    return { text, secrets: [id, s], provider: 'scaleway-object-storage' };
  },
};

const ide = {
  vscodeSqltools: (r) => {
    const p = dbPassword(r);
    const text = JSON.stringify(
      {
        'editor.formatOnSave': true,
        'sqltools.connections': [
          {
            name: 'reporting-prod',
            driver: 'PostgreSQL',
            server: 'reporting.c9x.eu-west-1.rds.amazonaws.com',
            port: 5432,
            database: 'reporting',
            username: 'analyst',
            password: p,
          },
        ],
      },
      null,
      4,
    );
    return { text, secrets: [p], provider: 'aws-rds' };
  },
  vscodeRest: (r) => {
    const t = x('{a:48}', r);
    const text = JSON.stringify(
      {
        'rest-client.environmentVariables': {
          $shared: { version: 'v2' },
          staging: { host: 'https://staging.api.lumenpay.io', token: t },
        },
      },
      null,
      2,
    );
    return { text, secrets: [t], provider: 'lumenpay' };
  },
  vscodeLaunch: (r) => {
    const t = x('{h:40}', r);
    const text = JSON.stringify(
      {
        version: '0.2.0',
        configurations: [
          {
            type: 'node',
            request: 'launch',
            name: 'worker',
            program: '${workspaceFolder}/src/worker.js',
            env: { PORT: '3001', CARGOLINK_API_SECRET: t },
          },
        ],
      },
      null,
      2,
    );
    return { text, secrets: [t], provider: 'cargolink' };
  },
  jetbrainsHttpEnv: (r) => {
    const t = x('{w:32}', r);
    const text = JSON.stringify({ dev: { 'x-auth-key': t, tenant: 'acme' } }, null, 2);
    return {
      text: `// http-client.private.env.json\n${text}`,
      secrets: [t],
      provider: 'quarry-api',
    };
  },
  jetbrainsRunConfig: (r) => {
    const t = x('{a:32}', r);
    const text = `<component name="ProjectRunConfigurationManager">\n  <configuration name="Application" type="SpringBootApplicationConfigurationType">\n    <envs>\n      <env name="SPRING_PROFILES_ACTIVE" value="local" />\n      <env name="TOLLGATE_CLIENT_SECRET" value="${t}" />\n    </envs>\n  </configuration>\n</component>`;
    return { text, secrets: [t], provider: 'tollgate' };
  },
  jetbrainsDataSource: (r) => {
    const p = dbPassword(r);
    const text = `<data-source source="LOCAL" name="orders@prod">\n  <driver-ref>mysql.8</driver-ref>\n  <jdbc-url>jdbc:mysql://orders.db.acme.internal:3306/orders?user=app&amp;password=${p}</jdbc-url>\n</data-source>`;
    return { text, secrets: [p], provider: 'internal-orders-db' };
  },
};

export { clouds, ide };
