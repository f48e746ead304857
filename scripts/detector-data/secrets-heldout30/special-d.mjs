// File-specific positives for secrets-heldout30 (part): whole config files whose syntax belongs
// to one tool. Each returns { rule, provider, theme, text, secrets }.

import {
  ALNUM,
  LOWER,
  alnum,
  b64url,
  digits,
  domain,
  hex,
  humanPassword,
  lanIp,
} from './values.mjs';
import { rec, urlPw, hassJwtLike } from './helpers.mjs';

export const specialD = {
  ansibleInventory(r) {
    const pass = humanPassword(r);
    const text = [
      '[proxmox]',
      `pve01 ansible_host=${lanIp(r)}`,
      '',
      '[proxmox:vars]',
      'ansible_user=root',
      `ansible_become_password=${pass}`,
    ].join('\n');
    return rec('ansible-inventory', 'ansible', 1, text, [pass]);
  },

  dockerLogin(r) {
    const token = `dckr_pat_${b64url(r, 27)}`;
    const text = `echo "${token}" | docker login -u ${r.pick(['kowal', 'mrossi', 'homelabber'])} --password-stdin`;
    return rec('shell-pipe', 'docker-hub', 1, text, [token]);
  },

  vapid(r) {
    const priv = b64url(r, 32);
    const pub = `B${b64url(r, 86)}`;
    const text = [
      '# .env.production',
      `LOCAL_DOMAIN=${domain(r)}`,
      `VAPID_PRIVATE_KEY=${priv}`,
      `VAPID_PUBLIC_KEY=${pub}`,
    ].join('\n');
    return rec('dotenv-pair', 'vapid', 1, text, [priv]);
  },

  pythonRequestsAuth(r) {
    const v = r.int(3);
    const cases = [
      [
        'sonarr',
        `headers={"X-Api-Key": "${'$'}"}`,
        () => hex(r, 32),
        'http://sonarr:8989/api/v3/series',
      ],
      [
        'home-assistant',
        'headers={"Authorization": "Bearer $"}',
        () => hassJwtLike(r),
        'http://homeassistant.local:8123/api/states',
      ],
      [
        'truenas',
        'headers={"Authorization": "Bearer $"}',
        () => `1-${alnum(r, 64)}`,
        'https://truenas.local/api/v2.0/pool',
      ],
    ];
    const [provider, hdr, gen, url] = cases[v];
    const secret = gen();
    const text = [
      'import requests',
      '',
      `resp = requests.get("${url}", ${hdr.replace('$', secret)}, timeout=10)`,
      'print(resp.json())',
    ].join('\n');
    return rec('python-requests', provider, 1, text, [secret]);
  },

  tfvarsSmtp(r) {
    const pw = r.chars(LOWER, 16);
    const grouped = pw.replace(/(.{4})(?=.)/g, '$1 ');
    const text = [
      'Gmail gave me this app password for the Vaultwarden SMTP settings:',
      '',
      `    SMTP_PASSWORD="${grouped}"`,
      '',
      'do I keep the spaces or not?',
    ].join('\n');
    return rec('chat-message', 'gmail-app-password', 1, text, [grouped]);
  },

  slackChatToken(r) {
    const token = `ghp_${alnum(r, 36)}`;
    const text = [
      `[${10 + r.int(12)}:${10 + r.int(49)}] <kowal> renovate bot can't see the repo`,
      `[${10 + r.int(12)}:${10 + r.int(49)}] <mrossi> try this one, full repo scope: ${token}`,
      `[${10 + r.int(12)}:${10 + r.int(49)}] <kowal> works, thanks`,
    ].join('\n');
    return rec('chat-message', 'github', 1, text, [token]);
  },

  twilioSid(r) {
    const tok = hex(r, 32);
    const text = [
      'from twilio.rest import Client',
      '',
      `client = Client("AC${hex(r, 32)}", "${tok}")`,
      'client.messages.create(to="+15551234567", from_="+15557654321", body="Door opened")',
    ].join('\n');
    return rec('sdk-constructor', 'twilio', 0, text, [tok]);
  },

  stripeGo(r) {
    const key = `sk_live_51${alnum(r, 97)}`;
    const text = [
      'package billing',
      '',
      'import "github.com/stripe/stripe-go/v79"',
      '',
      'func init() {',
      `\tstripe.Key = "${key}"`,
      '}',
    ].join('\n');
    return rec('sdk-constructor', 'stripe', 0, text, [key]);
  },

  openaiTs(r) {
    const key = `sk-proj-${b64url(r, 74)}T3BlbkFJ${b64url(r, 74)}`;
    const text = [
      "import OpenAI from 'openai';",
      '',
      `const client = new OpenAI({ apiKey: '${key}' });`,
    ].join('\n');
    return rec('sdk-constructor', 'openai', 0, text, [key]);
  },

  sentryRust(r) {
    const key = `sntryu_${hex(r, 64)}`;
    const text = [
      '[defaults]',
      'url = "https://sentry.io/"',
      'org = "acme-tools"',
      '',
      '[auth]',
      `token = ${key}`,
    ].join('\n');
    return rec('ini-config-file', 'sentry', 0, text, [key]);
  },

  npmrc(r) {
    const token = `npm_${alnum(r, 36)}`;
    const text = [
      'registry=https://registry.npmjs.org/',
      `//registry.npmjs.org/:_authToken=${token}`,
      'save-exact=true',
    ].join('\n');
    return rec('npmrc', 'npm', 0, text, [token]);
  },

  pypirc(r) {
    const token = `pypi-AgEIcHlwaS5vcmc${b64url(r, 150)}`;
    const text = [
      '[distutils]',
      'index-servers = pypi',
      '',
      '[pypi]',
      'username = __token__',
      `password = ${token}`,
    ].join('\n');
    return rec('ini-config-file', 'pypi', 0, text, [token]);
  },

  ghActionsLeak(r) {
    const key = `AKIA${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
    const secret = r.chars(ALNUM + '/+', 40);
    const text = [
      '      - name: Deploy',
      '        env:',
      `          AWS_ACCESS_KEY_ID: ${key}`,
      `          AWS_SECRET_ACCESS_KEY: ${secret}`,
      '        run: aws s3 sync ./public s3://www-bucket --delete',
    ].join('\n');
    return rec('ci-workflow', 'aws', 0, text, [key, secret]);
  },

  javaJdbc(r) {
    const pass = urlPw(r);
    const text = [
      'spring.datasource.url=jdbc:postgresql://db.internal:5432/orders',
      'spring.datasource.username=orders_app',
      `spring.datasource.password=${pass}`,
    ].join('\n');
    return rec('java-properties-file', 'postgres', 0, text, [pass]);
  },

  csharpConn(r) {
    const pass = urlPw(r);
    const text = JSON.stringify(
      {
        ConnectionStrings: {
          Default: `Server=sql01;Database=Shop;User Id=shop_app;Password=${pass};TrustServerCertificate=True`,
        },
      },
      null,
      2,
    );
    return rec('connection-string', 'sqlserver', 0, text, [pass]);
  },

  rubySlack(r) {
    const t = `xoxb-${digits(r, 12)}-${digits(r, 13)}-${alnum(r, 24)}`;
    const text = [
      "require 'slack-ruby-client'",
      '',
      'Slack.configure do |config|',
      `  config.token = '${t}'`,
      'end',
    ].join('\n');
    return rec('sdk-constructor', 'slack', 0, text, [t]);
  },

  xmlMaven(r) {
    const pass = b64url(r, 40);
    const text = [
      '<servers>',
      '  <server>',
      '    <id>nexus-releases</id>',
      '    <username>deploy</username>',
      `    <password>${pass}</password>`,
      '  </server>',
      '</servers>',
    ].join('\n');
    return rec('maven-settings-xml', 'nexus', 0, text, [pass]);
  },

  httpRaw(r) {
    const key = `sk-ant-api03-${b64url(r, 93)}AA`;
    const text = [
      'POST /v1/messages HTTP/1.1',
      'Host: api.anthropic.com',
      `x-api-key: ${key}`,
      'anthropic-version: 2023-06-01',
      'content-type: application/json',
    ].join('\n');
    return rec('http-request', 'anthropic', 0, text, [key]);
  },

  terraformAws(r) {
    const key = `dop_v1_${hex(r, 64)}`;
    const text = [
      'provider "digitalocean" {',
      `  token = "${key}"`,
      '}',
      '',
      'resource "digitalocean_droplet" "vpn" {',
      '  image  = "ubuntu-24-04-x64"',
      '  region = "fra1"',
      '}',
    ].join('\n');
    return rec('hcl-provider-block', 'digitalocean', 1, text, [key]);
  },
};
