// Log-shipper, SIEM, backup and vault positives for the held-out (23) secrets set.

import { ALPHABETS as A, expand, password, uuid } from './values.mjs';

function splunkForwarder(r) {
  const key = password(r);
  const ssl = password(r);
  return {
    text: [
      '# $SPLUNK_HOME/etc/system/local/server.conf',
      '[general]',
      'serverName = uf-web-07',
      `pass4SymmKey = ${key}`,
      '',
      '[sslConfig]',
      `sslPassword = ${ssl}`,
    ].join('\n'),
    secrets: [key, ssl],
    provider: 'splunk',
  };
}

function splunkHec(r) {
  const token = uuid(r, r.chance(0.5));
  return {
    text: [
      '[http://k8s-logs]',
      'disabled = 0',
      'index = kubernetes',
      'sourcetype = _json',
      `token = ${token}`,
    ].join('\n'),
    secrets: [token],
    provider: 'splunk',
  };
}

function wazuhAuthd(r) {
  const pw = r.chars(A.a, 32);
  return {
    text: [
      '# register the agent',
      `echo "${pw}" > /var/ossec/etc/authd.pass`,
      'chmod 640 /var/ossec/etc/authd.pass',
      `/var/ossec/bin/agent-auth -m wazuh-manager.example.net -A $(hostname)`,
    ].join('\n'),
    secrets: [pw],
    provider: 'wazuh',
  };
}

function wazuhEnv(r) {
  const pw = password(r);
  return {
    text: [
      'WAZUH_MANAGER="10.20.0.15"',
      'WAZUH_AGENT_GROUP="linux,web"',
      `WAZUH_REGISTRATION_PASSWORD="${pw}"`,
      'apt-get install -y wazuh-agent',
    ]
      .map((l, i) => (i < 3 ? `export ${l}` : l))
      .join('\n'),
    secrets: [pw],
    provider: 'wazuh',
  };
}

function graylog(r) {
  const secret = r.chars(A.a, 96);
  const sha = r.chars(A.h, 64);
  return {
    text: [
      'is_leader = true',
      'node_id_file = /etc/graylog/server/node-id',
      `password_secret = ${secret}`,
      'root_username = admin',
      `root_password_sha2 = ${sha}`,
      'http_bind_address = 0.0.0.0:9000',
      'elasticsearch_hosts = http://es01:9200',
    ].join('\n'),
    secrets: [secret],
    provider: 'graylog',
  };
}

function fluentBit(r) {
  const pw = password(r);
  return {
    text: [
      '[OUTPUT]',
      '    Name            es',
      '    Match           kube.*',
      '    Host            es.logging.svc',
      '    Port            9200',
      '    HTTP_User       fluentbit',
      `    HTTP_Passwd     ${pw}`,
      '    tls             On',
    ].join('\n'),
    secrets: [pw],
    provider: 'fluent-bit',
  };
}

function vector(r) {
  const key = r.chars(A.h, 32);
  return {
    text: [
      '[sinks.datadog]',
      'type = "datadog_logs"',
      'inputs = ["app_logs"]',
      'site = "datadoghq.eu"',
      `default_api_key = "${key}"`,
      'compression = "gzip"',
    ].join('\n'),
    secrets: [key],
    provider: 'vector',
  };
}

function logstash(r) {
  const pw = password(r);
  return {
    text: [
      'output {',
      '  elasticsearch {',
      '    hosts => ["https://es01:9200"]',
      '    user => "logstash_writer"',
      `    password => "${pw}"`,
      '    index => "app-%{+YYYY.MM.dd}"',
      '  }',
      '}',
    ].join('\n'),
    secrets: [pw],
    provider: 'logstash',
  };
}

function restic(r) {
  const pw = password(r);
  const b2 = expand(r, 'K00{a:28}');
  return {
    text: [
      '#!/bin/sh',
      'export B2_ACCOUNT_ID=0012a3b4c5d6e7f0000000001',
      `export B2_ACCOUNT_KEY=${b2}`,
      `export RESTIC_PASSWORD='${pw}'`,
      'restic -r b2:nightly-backups:/srv backup /srv/data --tag nightly',
    ].join('\n'),
    secrets: [b2, pw],
    provider: 'restic',
  };
}

function borgmatic(r) {
  const pw = password(r);
  return {
    text: [
      'location:',
      '  source_directories:',
      '    - /home',
      '    - /etc',
      '  repositories:',
      '    - ssh://u123456@u123456.your-storagebox.de:23/./borg',
      'storage:',
      `  encryption_passphrase: "${pw}"`,
      '  compression: zstd',
    ].join('\n'),
    secrets: [pw],
    provider: 'borg',
  };
}

function duplicity(r) {
  const pw = password(r);
  return {
    text: [
      `PASSPHRASE="${pw}" duplicity --full-if-older-than 1M /var/www sftp://backup@nas.local//volume1/www`,
      'unset PASSPHRASE',
    ].join('\n'),
    secrets: [pw],
    provider: 'duplicity',
  };
}

function rclone(r) {
  const secret = r.chars(A.a, 40);
  const obscured = r.chars(A.U, r.int(20) + 30);
  return {
    text: [
      '[wasabi]',
      'type = s3',
      'provider = Wasabi',
      `access_key_id = ${r.chars(A.u, 20)}`,
      `secret_access_key = ${secret}`,
      'endpoint = s3.eu-central-1.wasabisys.com',
      '',
      '[nas]',
      'type = sftp',
      'host = nas.home.arpa',
      'user = rclone',
      `pass = ${obscured}`,
    ].join('\n'),
    secrets: [secret, obscured],
    provider: 'rclone',
  };
}

function bitwardenCsv(r) {
  const pw = password(r);
  const totp = r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 32);
  return {
    text: [
      'folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp',
      `Infra,1,login,Firewall admin,,,0,https://fw01.example.net,admin,${pw},${totp}`,
    ].join('\n'),
    secrets: [pw, totp],
    provider: 'bitwarden',
  };
}

function vaultKv(r) {
  const pw = password(r);
  return {
    text: [
      '$ vault kv get secret/prod/postgres',
      '====== Data ======',
      'Key         Value',
      '---         -----',
      `password    ${pw}`,
      'username    app_rw',
    ].join('\n'),
    secrets: [pw],
    provider: 'hashicorp-vault',
  };
}

function vaultLogin(r) {
  const token = expand(r, 'hvs.{U:24}');
  return {
    text: [
      '$ vault login -method=userpass username=ops',
      'Success! You are now authenticated.',
      '',
      'Key                    Value',
      '---                    -----',
      `token                  ${token}`,
      `token_accessor         ${r.chars(A.a, 24)}`,
      'token_duration         768h',
      'token_policies         ["default" "ops"]',
    ].join('\n'),
    secrets: [token],
    provider: 'hashicorp-vault',
  };
}

function netrc(r) {
  const pw = r.chars(A.a, 40);
  return {
    text: [
      'machine api.heroku.com',
      '  login ops@example.com',
      `  password ${pw}`,
      'machine git.example.org',
      '  login ci-bot',
      '  password ${GIT_TOKEN}',
    ].join('\n'),
    secrets: [pw],
    provider: 'netrc',
  };
}

function pgpass(r) {
  const pw = password(r).replace(/:/g, '');
  return {
    text: [
      '# hostname:port:database:username:password',
      `db-primary.internal:5432:orders:orders_app:${pw}`,
      'localhost:5432:*:postgres:*',
    ].join('\n'),
    secrets: [pw],
    provider: 'postgresql',
  };
}

function postfixSasl(r) {
  const pw = password(r);
  return {
    text: [
      '# /etc/postfix/sasl_passwd',
      `[smtp.${r.pick(['mailgun.org', 'sendgrid.net', 'eu.sparkpostmail.com'])}]:587 postmaster@mg.example.com:${pw}`,
      '',
      '# postmap /etc/postfix/sasl_passwd',
    ].join('\n'),
    secrets: [pw],
    provider: 'postfix',
  };
}

function opServiceAccount(r) {
  const token = `ops_eyJ${r.chars(A.U, 300)}`;
  return {
    text: [
      '- name: Load secrets from 1Password',
      '  uses: 1password/load-secrets-action@v2',
      '  env:',
      `    OP_SERVICE_ACCOUNT_TOKEN: ${token}`,
      '    DB_PASSWORD: op://prod/db/password',
    ].join('\n'),
    secrets: [token],
    provider: '1password',
  };
}

export const SIEM_TEMPLATES = {
  splunkForwarder,
  splunkHec,
  wazuhAuthd,
  wazuhEnv,
  graylog,
  fluentBit,
  vector,
  logstash,
  restic,
  borgmatic,
  duplicity,
  rclone,
  bitwardenCsv,
  vaultKv,
  vaultLogin,
  netrc,
  pgpass,
  postfixSasl,
  opServiceAccount,
};
