// The renderer table of the held-out (7) secrets set: every syntax a provider credential can be
// written in, with the values each one can hold verbatim (no escaping needed).

import * as config from './syntax-config.mjs';
import * as ops from './syntax-ops.mjs';
import * as host from './syntax-host.mjs';
import * as code from './syntax-code.mjs';

const any = () => true;
const noSpace = (value) => !/\s/.test(value);
const noPercent = (value) => noSpace(value) && !value.includes('%');
const urlSafe = (value) => /^[A-Za-z0-9._~-]+$/.test(value);
const shellWord = (value) => /^[A-Za-z0-9._:+/=-]+$/.test(value);
const xmlSafe = (value) => !/[&<"]/.test(value);

const TABLE = [
  ['dotenv', config.envFile, noSpace],
  ['json', config.jsonConfig, any],
  ['yaml', config.yamlConfig, any],
  ['docker-compose', config.composeEnv, noSpace],
  ['k8s-secret-stringdata', config.k8sStringData, any],
  ['k8s-secret-data-base64', config.k8sData, any],
  ['helm-values', config.helmValues, any],
  ['toml', config.tomlConfig, any],
  ['ini', config.iniConfig, any],
  ['java-properties', config.propertiesFile, any],
  ['xml-config', ops.xmlConfig, xmlSafe],
  ['ansible-vars', ops.ansibleVars, any],
  ['terraform-hcl', ops.terraformHcl, (value) => !value.includes('${')],
  ['terraform-state', ops.terraformState, any],
  ['vault-cli-output', ops.vaultOutput, noSpace],
  ['github-actions', ops.githubActions, noSpace],
  ['gitlab-ci', ops.gitlabCi, any],
  ['dockerfile', ops.dockerfile, noSpace],
  ['systemd-unit', host.systemdUnit, noPercent],
  ['supervisor', host.supervisorConf, noPercent],
  ['crontab', host.crontab, noPercent],
  ['nginx', host.nginxConf, noSpace],
  ['apache', host.apacheConf, noSpace],
  ['backup-script', host.backupScript, any],
  ['shell-export', host.shellExport, (value) => !/[$`!]/.test(value)],
  ['cli-flags', host.cliFlags, shellWord],
  ['curl', host.curlCommand, noSpace],
  ['http-request', host.httpDump, noSpace],
  ['url-query', host.urlQuery, urlSafe],
  ['log-line', host.logLine, noSpace],
  ['markdown', host.markdownDoc, shellWord],
  ['python', code.python, any],
  ['javascript', code.javascript, any],
  ['typescript', code.typescript, any],
  ['go', code.golang, any],
  ['java', code.java, any],
  ['kotlin', code.kotlin, (value) => !value.includes('$')],
  ['csharp', code.csharp, any],
  ['ruby', code.ruby, any],
  ['php', code.php, any],
  ['rust', code.rust, any],
];

export const RENDERERS = TABLE.map(([name, render, accepts]) => ({ name, render, accepts }));

const FOR_CONNECTIONS = new Set([
  'dotenv',
  'json',
  'yaml',
  'docker-compose',
  'k8s-secret-stringdata',
  'k8s-secret-data-base64',
  'helm-values',
  'toml',
  'java-properties',
  'xml-config',
  'ansible-vars',
  'terraform-hcl',
  'terraform-state',
  'vault-cli-output',
  'gitlab-ci',
  'systemd-unit',
  'shell-export',
  'log-line',
  'python',
  'javascript',
  'go',
  'csharp',
  'ruby',
  'php',
]);

export const CONNECTION_RENDERERS = RENDERERS.filter((renderer) =>
  FOR_CONNECTIONS.has(renderer.name),
);
