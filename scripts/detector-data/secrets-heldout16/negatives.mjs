// Hard negatives: text from the same places as the positives that holds nothing to redact.
// Each entry is [type, provider, (r) => text].

import { B62, B64URL, HEX, UPPER_HEX, base64Bytes, jwt, uuid } from './values.mjs';

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxx',
  '${API_KEY}',
  'REPLACE_ME',
  '***',
  '<password>',
  'your-password-here',
  'TODO',
  '%(db_password)s',
  '{{ .Values.auth.token }}',
  '{{ vault_ldap_bind_password }}',
  '<insert-token>',
  'CHANGE_ME_BEFORE_DEPLOY',
  '""',
];

function sid(r) {
  return `S-1-5-21-${1000000000 + r.int(2999999999)}-${1000000000 + r.int(2999999999)}-${1000000000 + r.int(2999999999)}`;
}

function mac(r) {
  return Array.from({ length: 6 }, () => r.chars(UPPER_HEX, 2)).join(r.pick([':', '-']));
}

export const NEGATIVES = [
  [
    'placeholder-env',
    'generic',
    (r) =>
      `# copy to .env and fill in\nERP_API_KEY=${r.pick(PLACEHOLDERS)}\nERP_API_SECRET=${r.pick(PLACEHOLDERS)}\nERP_BASE_URL=https://erp.example.com`,
  ],
  [
    'placeholder-properties',
    'oracle-db',
    (r) =>
      `spring.datasource.url=jdbc:oracle:thin:@//ora.example.com:1521/ERP\nspring.datasource.username=${r.pick(['app', 'scott'])}\nspring.datasource.password=${r.pick(PLACEHOLDERS)}`,
  ],
  [
    'placeholder-xml',
    'ms-sql-server',
    (r) =>
      `<connectionStrings>\n  <add name="Main" connectionString="Server=.;Database=App;User Id=app;Password=${r.pick(['__DB_PASSWORD__', '#{DbPassword}', '$(DbPassword)', '[PASSWORD]'])};" />\n</connectionStrings>`,
  ],
  [
    'var-ref-code',
    'generic',
    (r) =>
      r.pick([
        `const token = process.env.${r.pick(['MAILJET_SECRET', 'HUBSPOT_TOKEN', 'ERP_KEY'])};\nif (!token) throw new Error('missing token');`,
        `api_key = os.environ["${r.pick(['COHERE_API_KEY', 'TOMTOM_KEY'])}"]\nclient = Client(api_key=api_key)`,
        `String pwd = System.getenv("LDAP_BIND_PASSWORD");\nctx.addToEnvironment(Context.SECURITY_CREDENTIALS, pwd);`,
        `var secret = Environment.GetEnvironmentVariable("PAYGATE_HMAC_KEY");`,
        `$Password = $env:SVC_BACKUP_PASSWORD\n$Key = Get-Secret -Name 'VeeamKey' -AsPlainText`,
        `set "DB_PASS=%PROD_DB_PASSWORD%"\ncall import.cmd`,
        `password: !vault |\n  ${'$'}{lookup('hashi_vault', 'secret=kv/data/ldap:bind')}`,
        `ldap_bind_password: "{{ lookup('env', 'LDAP_BIND_PW') }}"`,
        `profile::ldap::bind_pw: "%{hiera('secrets::ldap_bind')}"`,
        `default['app']['db_password'] = data_bag_item('secrets', 'db')['password']`,
      ]),
  ],
  [
    'sha256-checksum',
    'generic',
    (r) =>
      `${r.chars(HEX, 64)}  ${r.pick(['jdk-17.0.9_windows-x64_bin.msi', 'zabbix_agent-6.4.8-windows-amd64-openssl.msi', 'VeeamAgentWindows_6.1.0.349.exe', 'apache-tomcat-9.0.85.tar.gz'])}\n${r.chars(HEX, 64)}  ${r.pick(['SHA256SUMS.asc', 'install.ps1'])}`,
  ],
  [
    'choco-checksum',
    'generic',
    (r) =>
      `$packageArgs = @{\n  packageName    = 'nagios-nsclient'\n  url64bit       = 'https://dl.example.org/NSCP-0.5.2.41-x64.msi'\n  checksum64     = '${r.chars(UPPER_HEX, 64)}'\n  checksumType64 = 'sha256'\n}`,
  ],
  [
    'md5-sha1',
    'generic',
    (r) =>
      `Get-FileHash .\\setup.exe -Algorithm ${r.pick(['MD5', 'SHA1'])}\n\nAlgorithm Hash                                     Path\n--------- ----                                     ----\n${r.pick(['MD5 ', 'SHA1'])}      ${r.chars(UPPER_HEX, r.pick([32, 40]))} C:\\Temp\\setup.exe`,
  ],
  [
    'git-commit',
    'generic',
    (r) =>
      `commit ${r.chars(HEX, 40)}\nAuthor: Ops Bot <ops@corp.local>\nDate:   Tue Mar 5 02:11:09 2024 +0100\n\n    Bump agent to ${r.int(9)}.${r.int(20)} (cherry picked from commit ${r.chars(HEX, 40)})`,
  ],
  [
    'docker-digest',
    'generic',
    (r) =>
      `image: registry.corp.local/erp/batch@sha256:${r.chars(HEX, 64)}\n# pinned ${r.pick(['2024-02-01', '2024-04-18'])}`,
  ],
  [
    'com-clsid',
    'generic',
    (r) =>
      `[HKEY_CLASSES_ROOT\\CLSID\\{${uuid(r, true)}}]\n@="Acme Inventory Shell Extension"\n\n[HKEY_CLASSES_ROOT\\CLSID\\{${uuid(r, true)}}\\InprocServer32]\n@="C:\\\\Program Files\\\\Acme\\\\invext.dll"\n"ThreadingModel"="Apartment"`,
  ],
  [
    'msi-product-code',
    'generic',
    (r) =>
      `<Product Id="*" Name="Acme Agent" Version="3.2.0" Manufacturer="Acme"\n         UpgradeCode="{${uuid(r, true)}}" Language="1033">\n  <Package InstallerVersion="500" Compressed="yes" />\n</Product>`,
  ],
  [
    'wsus-update-id',
    'generic',
    (r) =>
      `Approved updates (WSUS):\nUpdateId                              RevisionNumber Title\n${uuid(r)} 200            2024-03 Cumulative Update for Windows Server 2019\n${uuid(r)} 201            Security Intelligence Update for Defender`,
  ],
  [
    'machine-sid',
    'active-directory',
    (r) =>
      `PS> Get-ADComputer APP${r.int(99)} | Select Name,SID\nName  SID\n----  ---\nAPP${r.int(99)} ${sid(r)}-${1100 + r.int(9000)}`,
  ],
  [
    'cert-thumbprint',
    'generic',
    (r) =>
      r.pick([
        `<add key="SigningCertThumbprint" value="${r.chars(UPPER_HEX, 40)}" />`,
        `netsh http add sslcert ipport=0.0.0.0:443 certhash=${r.chars(HEX, 40)} appid={${uuid(r)}}`,
        `PS Cert:\\LocalMachine\\My> Get-ChildItem\n\nThumbprint                                Subject\n----------                                -------\n${r.chars(UPPER_HEX, 40)}  CN=portal.corp.local`,
      ]),
  ],
  [
    'serial-mac',
    'generic',
    (r) =>
      r.pick([
        `host printer-3f {\n  hardware ethernet ${mac(r).toLowerCase().replace(/-/g, ':')};\n  fixed-address 10.3.0.${r.int(250)};\n}`,
        `Chassis Serial: ${r.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 10)}\nBase MAC: ${mac(r)}\nAsset tag: IT-${r.int(99999)}`,
        `interface Gi1/0/${r.int(48)}\n switchport port-security mac-address ${r.chars(HEX, 4)}.${r.chars(HEX, 4)}.${r.chars(HEX, 4)}\n spanning-tree portfast`,
      ]),
  ],
  [
    'lockfile-integrity',
    'npm',
    (r) =>
      `"node_modules/ldapjs": {\n  "version": "3.0.7",\n  "resolved": "https://registry.npmjs.org/ldapjs/-/ldapjs-3.0.7.tgz",\n  "integrity": "sha512-${base64Bytes(r, 64)}"\n}`,
  ],
  [
    'public-key',
    'generic',
    (r) =>
      r.pick([
        `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${base64Bytes(r, 180).replace(/=+$/, '')} deploy@jump01`,
        `-----BEGIN PUBLIC KEY-----\n${base64Bytes(r, 48)}\n${base64Bytes(r, 48)}\n${base64Bytes(r, 30)}\n-----END PUBLIC KEY-----`,
        `-----BEGIN CERTIFICATE-----\nMIID${base64Bytes(r, 45)}\n${base64Bytes(r, 48)}\n${base64Bytes(r, 36)}\n-----END CERTIFICATE-----`,
      ]),
  ],
  [
    'base64-data',
    'generic',
    (r) =>
      r.pick([
        `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA${base64Bytes(r, 60)}"); }`,
        `# fixture: sample invoice XML, base64\nINVOICE_FIXTURE = "${Buffer.from(`<Invoice><Id>${r.int(99999)}</Id><Total>${r.int(9999)}.00</Total></Invoice>`).toString('base64')}"`,
      ]),
  ],
  [
    'named-ids',
    'generic',
    (r) =>
      r.pick([
        `{"request_id":"${r.chars(HEX, 32)}","trace_id":"${r.chars(HEX, 32)}","span_id":"${r.chars(HEX, 16)}","status":200}`,
        `ETag: "${r.chars(HEX, 40)}"\nX-Request-Id: ${uuid(r)}\nCache-Control: max-age=60`,
        `<script nonce="${base64Bytes(r, 16)}">window.__BOOT__ = {}</script>`,
        `correlationId=${uuid(r)} messageId=<${r.chars(HEX, 24)}@mail.corp.local> checksum=${r.chars(HEX, 32)}`,
      ]),
  ],
  [
    'css-colours',
    'generic',
    (r) =>
      `:root {\n  --brand: #${r.chars(HEX, 6)};\n  --accent: #${r.chars(HEX, 6)};\n  --muted: #${r.chars(HEX, 3)};\n}`,
  ],
  [
    'public-by-design',
    'various',
    (r) =>
      r.pick([
        `<script>Stripe('pk_live_${r.chars(B62, 24)}');</script>`,
        `mapboxgl.accessToken = 'pk.${Buffer.from(JSON.stringify({ u: 'storemaps', a: r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 25) })).toString('base64url')}.${r.chars(B64URL, 22)}';`,
        `posthog.init('phc_${r.chars(B62, 43)}', { api_host: 'https://eu.posthog.com' })`,
        `const supabase = createClient(url, '${jwt(r, { iss: 'supabase', ref: r.chars('abcdefghijklmnopqrstuvwxyz', 20), role: 'anon' })}') // anon key, public`,
      ]),
  ],
  [
    'vendor-example',
    'aws',
    () =>
      `# Example from the AWS docs\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    'redacted-output',
    'generic',
    (r) =>
      r.pick([
        `[2024-05-02 10:11:12] charge created with key sk_live_****${r.chars('0123456789', 4)} amount=4200`,
        `ldap_default_authtok = [REDACTED]`,
        `"password": "[FILTERED]", "api_key": "********"`,
        `Authorization: Bearer <redacted>`,
        `DB_PASSWORD=****************  # masked by CI`,
      ]),
  ],
  [
    'password-policy',
    'active-directory',
    (r) =>
      r.pick([
        `[System Access]\nMinimumPasswordAge = 1\nMaximumPasswordAge = 90\nMinimumPasswordLength = ${12 + r.int(4)}\nPasswordComplexity = 1\nPasswordHistorySize = 24\nLockoutBadCount = 5`,
        `# /etc/security/pwquality.conf\nminlen = 14\ndcredit = -1\nucredit = -1\nlcredit = -1\nocredit = -1\nenforce_for_root`,
        `password_policy:\n  min_length: 16\n  require_symbols: true\n  max_age_days: 180\n  password_reuse_prevention: 12`,
      ]),
  ],
  [
    'documented-hash',
    'generic',
    (r) =>
      r.pick([
        `-- seed users; password column holds bcrypt hashes, never plaintext\nINSERT INTO users (login, password_hash) VALUES ('auditor', '$2y$12$${r.chars(B62 + './', 53)}');`,
        `# htpasswd (bcrypt hash)\nnagiosadmin:$2y$10$${r.chars(B62 + './', 53)}`,
        `# /etc/shadow style sha512-crypt hash for the kiosk account (hash only)\nkiosk:$6$${r.chars(B62, 16)}$${r.chars(B62 + './', 86)}:19700:0:99999:7:::`,
      ]),
  ],
  [
    'product-key-placeholder',
    'microsoft',
    (r) =>
      r.pick([
        `slmgr.vbs /ipk XXXXX-XXXXX-XXXXX-XXXXX-XXXXX\nrem replace with the MAK from the VLSC portal`,
        `<ProductKey>\n  <Key>#####-#####-#####-#####-#####</Key>\n  <WillShowUI>OnError</WillShowUI>\n</ProductKey>`,
      ]),
  ],
  [
    'ansible-vault',
    'ansible',
    (r) =>
      `ldap_bind_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${r.chars(HEX, 64)}\n  ${r.chars(HEX, 64)}\n  ${r.chars(HEX, 40)}`,
  ],
  [
    'key-names-only',
    'generic',
    (r) =>
      r.pick([
        `api_key_header: X-Api-Key\npassword_file: /etc/app/secrets/db.pass\ntoken_url: https://login.corp.local/oauth2/token\nsecret_ref: prod/erp/rfc-password`,
        `<add key="PasswordExpiryWarningDays" value="14" />\n<add key="ApiKeyHeaderName" value="X-Partner-Key" />`,
        `snmp-server group NOC v3 priv\nsnmp-server view ALL iso included\n! community strings managed by NetBox`,
      ]),
  ],
];
