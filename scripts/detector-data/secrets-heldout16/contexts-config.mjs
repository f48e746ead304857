// Configuration-file contexts: each takes (r, entries, provider) where entries are
// [words, value] pairs of secrets, and returns the text. Harmless settings are mixed in.

import { filler, name } from './naming.mjs';

function rows(r, entries) {
  const pad = filler(r, 1 + r.int(3));
  const cut = r.int(pad.length + 1);
  return [...pad.slice(0, cut), ...entries, ...pad.slice(cut)];
}

function slugWords(provider) {
  return provider.split('-').filter((w) => w !== 'internal');
}

export const CONFIG = {
  dotenv(r, entries, p) {
    const q = r.pick(['', '"', "'"]);
    const lines = rows(r, entries).map(([w, v]) => `${name(w, 'scream')}=${q}${v}${q}`);
    return [`# ${p} settings (${r.pick(['prod', 'staging', 'dr site'])})`, ...lines].join('\n');
  },
  json(r, entries, p) {
    const st = r.pick(['camel', 'pascal', 'snake']);
    const inner = rows(r, entries).map(
      ([w, v]) => `    "${name(w, st)}": ${/^\d+$|^true$|^false$/.test(v) ? v : JSON.stringify(v)}`,
    );
    const section = name(slugWords(p), 'pascal');
    return `{\n  "Logging": { "LogLevel": { "Default": "Warning" } },\n  "${section}": {\n${inner.join(',\n')}\n  },\n  "AllowedHosts": "*"\n}`;
  },
  springYaml(r, entries, p) {
    const st = r.pick(['kebab', 'camel']);
    const inner = rows(r, entries).map(
      ([w, v]) =>
        `    ${name(w, st)}: ${r.chance(0.5) ? JSON.stringify(v) : v.includes(':') || v.includes('#') || v.includes(' ') || /^[^A-Za-z0-9]/.test(v) ? `'${v}'` : v}`,
    );
    return `spring:\n  application:\n    name: ${slugWords(p).join('-')}-connector\nintegration:\n  ${name(slugWords(p), 'kebab')}:\n${inner.join('\n')}\nmanagement:\n  endpoints:\n    web:\n      exposure:\n        include: health,info`;
  },
  compose(r, entries, p) {
    const lines = rows(r, entries).map(([w, v]) => `      ${name(w, 'scream')}: "${v}"`);
    return `services:\n  ${slugWords(p).join('-')}-worker:\n    image: registry.corp.local/ops/${slugWords(p).join('-')}-worker:2.${r.int(20)}.${r.int(9)}\n    restart: unless-stopped\n    environment:\n${lines.join('\n')}`;
  },
  k8sSecret(r, entries, p) {
    const lines = entries.map(
      ([w, v]) => `  ${name(w, r.pick(['scream', 'kebab', 'snake']))}: "${v}"`,
    );
    return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${slugWords(p).join('-')}-credentials\n  namespace: ${r.pick(['erp', 'batch', 'monitoring', 'integration'])}\ntype: Opaque\nstringData:\n${lines.join('\n')}`;
  },
  toml(r, entries, p) {
    const lines = rows(r, entries).map(
      ([w, v]) => `${name(w, 'snake')} = ${/^\d+$|^true$|^false$/.test(v) ? v : `"${v}"`}`,
    );
    return `# connector.toml\n[${slugWords(p).join('_')}]\n${lines.join('\n')}\n\n[scheduler]\ncron = "0 */4 * * *"`;
  },
  ini(r, entries, p) {
    const st = r.pick(['snake', 'pascal', 'dot']);
    const lines = rows(r, entries).map(([w, v]) => `${name(w, st)}${r.pick(['=', ' = '])}${v}`);
    return `; ${p} bridge\n[${name(slugWords(p), 'pascal')}]\n${lines.join('\n')}\n\n[Logging]\nPath=C:\\ProgramData\\Bridge\\logs`;
  },
  properties(r, entries, p) {
    const prefix = `${r.pick(['app', 'integration', 'ext', 'com.acme'])}.${slugWords(p).join('.')}`;
    const lines = rows(r, entries).map(
      ([w, v]) =>
        `${prefix}.${name(w.slice(-2), r.pick(['dot', 'camel', 'kebab']))}${r.pick(['=', ' = ', ': '])}${v}`,
    );
    return `# ${p}.properties\n${lines.join('\n')}\nserver.port=8080`;
  },
  webConfig(r, entries) {
    const lines = rows(r, entries).map(
      ([w, v]) => `    <add key="${name(w, r.pick(['pascal', 'dot', 'camel']))}" value="${v}" />`,
    );
    return `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n${lines.join('\n')}\n  </appSettings>\n  <system.web>\n    <compilation debug="false" targetFramework="4.8" />\n  </system.web>\n</configuration>`;
  },
  xmlBean(r, entries, p) {
    const lines = entries.map(
      ([w, v]) => `    <property name="${name(w.slice(-2), 'camel')}" value="${v}"/>`,
    );
    return `<beans xmlns="http://www.springframework.org/schema/beans">\n  <bean id="${name(slugWords(p), 'camel')}Client" class="com.acme.integration.${name(slugWords(p), 'pascal')}Client">\n    <property name="endpoint" value="https://api.partner.example/v1"/>\n${lines.join('\n')}\n  </bean>\n</beans>`;
  },
  regExport(r, entries, p) {
    const lines = rows(r, entries).map(([w, v]) => `"${name(w, 'pascal')}"="${v}"`);
    return `Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Acme\\${name(slugWords(p), 'pascal')}Agent]\n${lines.join('\n')}\n"InstallDir"="C:\\\\Program Files\\\\Acme"`;
  },
  ansibleVars(r, entries, p) {
    const lines = rows(r, entries).map(
      ([w, v]) => `${slugWords(p).join('_')}_${name(w.slice(-2), 'snake')}: "${v}"`,
    );
    return `---\n# group_vars/${r.pick(['prod', 'dc1', 'erp_servers', 'all'])}.yml\n${lines.join('\n')}\nntp_servers:\n  - 0.pool.ntp.org`;
  },
  ansibleInventory(r, entries, p) {
    const vars = entries
      .map(([w, v]) => `${name(w, 'snake')}=${v.includes(' ') ? `'${v}'` : v}`)
      .join('\n');
    return `[${slugWords(p).join('_')}]\nhost-${r.int(90) + 10}.corp.local ansible_host=10.1.${r.int(250)}.${r.int(250)}\n\n[${slugWords(p).join('_')}:vars]\nansible_user=deploy\n${vars}`;
  },
  hiera(r, entries, p) {
    const lines = rows(r, entries).map(
      ([w, v]) => `profile::${slugWords(p).join('_')}::${name(w.slice(-2), 'snake')}: '${v}'`,
    );
    return `---\n# hieradata/nodes/app${r.int(20)}.corp.local.yaml\nclasses:\n  - profile::${slugWords(p).join('_')}\n${lines.join('\n')}`;
  },
  salt(r, entries, p) {
    const lines = entries.map(([w, v]) => `    ${name(w, 'snake')}: ${v}`);
    return `# /srv/pillar/${slugWords(p).join('_')}.sls\n${slugWords(p).join('_')}:\n  lookup:\n${lines.join('\n')}\n    service: running`;
  },
  terraform(r, entries, p) {
    const lines = entries.map(([w, v]) => `  ${name(w.slice(-2), 'snake')} = "${v}"`);
    return `provider "${slugWords(p).join('')}" {\n  endpoint = "https://api.${slugWords(p).join('')}.example"\n${lines.join('\n')}\n}\n\nresource "${slugWords(p).join('')}_project" "main" {\n  name = "ops-${r.int(99)}"\n}`;
  },
  dockerfile(r, entries, p) {
    const kw = r.pick(['ENV', 'ARG']);
    const lines = entries.map(([w, v]) => `${kw} ${name(w, 'scream')}=${v}`);
    return `FROM eclipse-temurin:17-jre\nWORKDIR /opt/${slugWords(p).join('-')}\n${lines.join('\n')}\nCOPY target/app.jar app.jar\nENTRYPOINT ["java", "-jar", "app.jar"]`;
  },
  githubActions(r, entries, p) {
    const lines = entries.map(([w, v]) => `          ${name(w, 'scream')}: ${v}`);
    return `name: nightly-sync\non:\n  schedule:\n    - cron: '0 2 * * *'\njobs:\n  sync:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./scripts/sync-${slugWords(p).join('-')}.sh\n        env:\n${lines.join('\n')}`;
  },
  gitlabCi(r, entries, p) {
    const lines = entries.map(([w, v]) => `  ${name(w, 'scream')}: "${v}"`);
    return `variables:\n${lines.join('\n')}\n  GIT_DEPTH: "10"\n\ndeploy_${slugWords(p).join('_')}:\n  stage: deploy\n  script:\n    - ./deploy.sh --target ${r.pick(['prod', 'uat'])}`;
  },
};
