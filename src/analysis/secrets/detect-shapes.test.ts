import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  ALNUM,
  DIGITS,
  HEX,
  LOWER,
  UPPER,
  check,
  found,
  random,
  uuid,
} from '../../../test/helpers/secret-recipes.js';

// Shapes the fifth blind secrets set (tuning) showed missing or misread: property lists,
// .pgpass lines, SQL INSERT rows, keys over every printable character, random letters where
// code would have a name, and a cache key that ends in a content hash.

describe('credentials in less common shapes', () => {
  const hex = random(HEX, 32);
  const id = uuid();
  const pgpass = `${random(UPPER, 2)}${random(LOWER, 8)}_${random(DIGITS, 3)}*x`;
  const django = `${random(LOWER + DIGITS, 20)}!a_80_gf(q+r2ff8+5gz01rx!n+(cczz^la7`;
  const letters = `Ql${random(UPPER + LOWER, 36)}Zb`;
  const dotted = `MC5${random(ALNUM, 40)}.${random(ALNUM, 30)}`;
  const railsBase = random(HEX, 128);
  check([
    {
      name: 'Info.plist: the key element names the string element after it',
      text: [
        '<dict>',
        '\t<key>MezmoIngestionKey</key>',
        `\t<string>${hex}</string>`,
        '\t<key>RailwayToken</key>',
        `\t<string>${id}</string>`,
        '\t<key>CFBundleName</key>',
        '\t<string>Acme</string>',
        '\t<key>ApiKeyHeader</key>',
        '\t<string>X-Api-Key</string>',
        '</dict>',
      ].join('\n'),
      expected: [
        ['generic-assignment', hex],
        ['generic-assignment', id],
      ],
    },
    {
      name: '.pgpass: the last field of host:port:database:user:password',
      text: `# ~/.pgpass\n10.0.3.12:5432:ledger:etl:${pgpass}\n*:*:*:replicator:changeme\nlocalhost:8080:a:b:c\n`,
      expected: [['password', pgpass]],
    },
    {
      name: "Django's secret key draws from symbols, brackets included",
      text: `DJANGO_SECRET_KEY: "${django}"\n`,
      expected: [['generic-assignment', django]],
    },
    {
      name: 'a regular expression under a secret name is still no secret',
      text: 'SECRET_PATTERN_X = "(?:[A-Za-z0-9+/]{40})$"\nTOKEN_FORMAT = "^[a-f0-9]{32}(?!x)$"\n',
      expected: [],
    },
    {
      name: 'random letters after a flag are no variable name',
      text: `$ weaviate-cli login --token ${letters} --profile prod\n`,
      expected: [['generic-assignment', letters]],
    },
    {
      name: 'a dotted value of random parts is no member chain',
      text: `PRISMIC_ACCESS_TOKEN=${dotted}\nAPI_TOKEN=config.auth.token\n`,
      expected: [['generic-assignment', dotted]],
    },
    {
      name: "Rails' SECRET_KEY_BASE",
      text: `SECRET_KEY_BASE=${railsBase}\n`,
      expected: [['generic-assignment', railsBase]],
    },
    {
      name: 'SQL seed rows: the column list names each value',
      text: [
        'INSERT INTO integrations (id, provider, "api_key", note, created_at)',
        `VALUES (74, 'azure-openai', '${hex}', 'it''s (new)', NOW()),`,
        "       (75, 'mailer', 'changeme', 'x', NOW());",
        "INSERT INTO users (id, name, password_hash) VALUES (1, 'ann', 'bcrypt');",
      ].join('\n'),
      expected: [['generic-assignment', hex]],
    },
    {
      name: 'a CI cache key: words, then a content hash',
      text: `Cache restored from key: node-cache-Linux-x64-npm-${random(HEX, 64)}\n`,
      expected: [],
    },
  ]);

  it('reads .pgpass lines in a file named for them, and not a look-alike line in code', () => {
    const secret = `Qm${random(ALNUM, 12)}_7!`;
    const line = `db.internal:6432:app:etl:${secret}\n`;
    expect(found(line, 'home/ci/.pgpass')).toEqual([['password', secret]]);
    expect(found(line, 'src/ports.txt')).toEqual([]);
  });
});

// Shapes the fifteenth blind secrets set (tuning) showed missing: Hadoop site files, code
// inside a notebook's JSON strings, names in other languages, an escaped key's last newline;
// and a cache key the thirteenth (tuning) flagged.

describe('credentials in data tools’ files', () => {
  const hex = random(HEX, 40);
  const letters = random(ALNUM, 22);
  const body = Array.from({ length: 6 }, () => random(ALNUM + '+/', 64)).join('\\n');
  check([
    {
      name: 'a Hadoop site file: the name element names the value element after it',
      text: [
        '<configuration>',
        '  <property>',
        '    <name>honeycomb.honeycomb.api.key</name>',
        `    <value>${letters}</value>`,
        '  </property>',
        '  <property>',
        '    <name>dfs.block.access.token.enable</name>',
        '    <value>true</value>',
        '  </property>',
        '  <property>',
        '    <name>fs.defaultFS</name>',
        `    <value>hdfs://nn-${random(HEX, 8)}:8020</value>`,
        '  </property>',
        '</configuration>',
      ].join('\n'),
      expected: [['generic-assignment', letters]],
    },
    {
      name: "a notebook cell's source: code whose quotes are escaped inside JSON strings",
      text: [
        '   "source": [',
        '    "import os\\n",',
        `    "os.environ[\\"R2_SECRET_ACCESS_KEY\\"] = \\"${hex}\\"\\n",`,
        `    "wandb.login(key=\\"${hex.slice(0, 32)}\\")\\n",`,
        '    "os.environ[\\"API_KEY\\"] = \\"\\"\\n",',
        '    "client = connect()"',
        '   ]',
      ].join('\n'),
      expected: [
        ['generic-assignment', hex],
        ['generic-assignment', hex.slice(0, 32)],
      ],
    },
    {
      name: '"key" in Spanish, Italian and French names',
      text: [
        `RUNPOD_API_CLAVE = "${hex}"`,
        `public const string DdAppChiave = "${hex.slice(2)}";`,
        `midtrans.server.cle = ${letters}`,
        `const article = "${hex.slice(4)}"`,
      ].join('\n'),
      expected: [
        ['generic-assignment', hex],
        ['generic-assignment', hex.slice(2)],
        ['generic-assignment', letters],
        ['high-entropy-assignment', hex.slice(4)],
      ],
    },
    {
      name: 'a CircleCI cache key: a version, a word, then a content hash',
      text: `      - restore_cache: { key: 'v2-deps-${hex}' }\n`,
      expected: [],
    },
    {
      name: "a private key escaped in a JSON string ends with its PEM's last line break",
      text: `{"private_key": "-----BEGIN PRIVATE KEY-----\\n${body}\\n-----END PRIVATE KEY-----\\n", "x": 1}`,
      expected: [
        ['private-key', `-----BEGIN PRIVATE KEY-----\\n${body}\\n-----END PRIVATE KEY-----\\n`],
      ],
    },
  ]);
});

// Shapes the seventeenth blind secrets set (tuning: game, IoT and web3 work) showed missing.

describe('credentials in firmware, game and web3 projects', () => {
  const hex64 = random(HEX, 64);
  const hex40 = random(HEX, 40);
  const infura = random(HEX, 32);
  const alchemy = random(ALNUM, 32);
  const password = `Vq${random(LOWER, 5)}!1${random(UPPER, 2)}${random(DIGITS, 3)}`;
  check([
    {
      name: 'C macros: `#define NAME "value"`, and a number is no value',
      text: [
        `#define SECRET_PASS "${password}"`,
        `#define LINODE_TOKEN "${hex64}"`,
        '#define TOKEN_LENGTH 64',
      ].join('\n'),
      expected: [
        ['password', password],
        ['generic-assignment', hex64],
      ],
    },
    {
      name: "a pre-shared key: wpa_supplicant's psk",
      text: `network={\n    ssid="plant-floor"\n    psk="${password}"\n}\n`,
      expected: [['generic-assignment', password]],
    },
    {
      name: "RPC endpoints whose path is the project's key",
      text: [
        `mainnet = "https://mainnet.infura.io/v3/${infura}"`,
        `sepolia = "https://eth-sepolia.g.alchemy.com/v2/${alchemy}"`,
        `arb = "https://name-x.arbitrum-mainnet.quiknode.pro/${hex40}/"`,
        'docs = "https://mainnet.infura.io/v3/YOUR_PROJECT_ID"',
      ].join('\n'),
      expected: [
        ['url-path-key', infura],
        ['url-path-key', alchemy],
        ['url-path-key', hex40],
      ],
    },
    {
      name: "Hardhat's documented development key, and contract addresses in a deployment file",
      text: [
        "const LOCAL_DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';",
        `{ "chainId": 8453, "contracts": { "Token": "0x${hex40}" } }`,
      ].join('\n'),
      expected: [],
    },
    {
      name: "an hCaptcha secret key has an address's shape, and is still a secret",
      text: `HCAPTCHA_SECRET=0x${hex40}\n`,
      expected: [['generic-assignment', `0x${hex40}`]],
    },
  ]);
});

// From the nineteenth blind secrets set (tuning: developer tools' config files).

describe('credentials in workstation config files', () => {
  const pem = `-----BEGIN RSA PRIVATE KEY-----\n${random(ALNUM + '+/', 64)}\n${random(ALNUM + '+/', 64)}\n-----END RSA PRIVATE KEY-----\n`;
  const encodedKey = Buffer.from(pem).toString('base64');
  const encodedCert = Buffer.from(pem.replaceAll('RSA PRIVATE KEY', 'CERTIFICATE')).toString(
    'base64',
  );
  check([
    {
      name: "a kubeconfig's base64 private key, and not its certificate",
      text: `users:\n- name: kind-admin\n  user:\n    client-certificate-data: ${encodedCert}\n    client-key-data: ${encodedKey}\n`,
      expected: [['private-key', encodedKey]],
    },
    {
      name: "git's signing key is a GPG key id, no secret",
      text: `[user]\n\tname = Ann\n\tsigningkey = ${random(HEX, 16).toUpperCase()}\n[gpg]\n\tprogram = gpg2\n`,
      expected: [],
    },
  ]);
});

// From the twenty-first blind secrets set (tuning: research, academic and public-sector code).

describe('credentials and look-alikes in research code', () => {
  const password = `4z!${random(ALNUM, 10)}`;
  const hex = random(HEX, 32);
  check([
    {
      name: "Java's XML properties: the entry's key attribute names its text",
      text: `<entry key="dbtype">postgis</entry>\n<entry key="passwd">${password}</entry>\n`,
      expected: [['password', password]],
    },
    {
      name: "a log's map or a toString(): a value starting with a digit is no name",
      text: `DEBUG config loaded {url=https://hpc.example.edu, assemblyai_api_key=${hex.replace(/^./, '8')}}\nclient(api_key=1e10)\n`,
      expected: [['generic-assignment', hex.replace(/^./, '8')]],
    },
    {
      name: "a file's name, a digest with its algorithm and a Bitcoin address are no secrets",
      text: `{"files": [{"key": "grids_2017.nc", "checksum": "md5:${hex}"}]}\nBTC legacy: 1tJ636hwCva596Jphg2QbkpUZmToAQ8ybL\n`,
      expected: [],
    },
  ]);
});

// From the twenty-third blind secrets set (tuning: security, identity and network operations).

describe('credentials and look-alikes in network and identity operations', () => {
  const type7 = `08${random(HEX, 16).toUpperCase()}`;
  const community = `${random(ALNUM, 10)}7q`;
  const plain = `${random(ALNUM, 12)}4Z`;
  const juniper = `$9$${random(ALNUM, 10)}.${random(ALNUM, 12)}`;
  const csvPassword = `${random(ALNUM, 14)}!9`;
  const avain = `${random(ALNUM, 36)}x9`;
  const staticKey = `-----BEGIN OpenVPN Static key V1-----\n${Array.from({ length: 16 }, () => random(HEX, 32)).join('\n')}\n-----END OpenVPN Static key V1-----`;
  check([
    {
      name: "Cisco's type 7 and type 0 secrets, an SNMP community and a BGP neighbour's password",
      text: `username noc privilege 15 password 7 ${type7}\nsnmp-server community ${community} RO 10\nsnmp-server community public RO\ntacacs-server host 10.1.1.5 key 0 ${plain}\n neighbor 203.0.113.1 password ${plain}\n`,
      expected: [
        ['network-device-secret', type7],
        ['network-device-secret', community],
        ['network-device-secret', plain],
        ['network-device-secret', plain],
      ],
    },
    {
      name: "one-way hashes are no secrets: crypt(3) fields after a credential word, Cisco's types 5, 8 and 9",
      text: `enable secret 5 $1$7WCd$${random(ALNUM, 22)}\nusername ops secret 9 $9$${random(ALNUM, 14)}$${random(ALNUM, 43)}\nset the password 0 attempts\n`,
      expected: [],
    },
    {
      name: "Juniper's reversible $9$ strings and SNMPv3 users' passwords",
      text: `authentication-key "${juniper}"; ## SECRET-DATA\nsnmp-server user nms MON v3 auth sha ${plain} priv aes 128 ${community}\n`,
      expected: [
        ['juniper-secret', juniper],
        ['network-device-secret', plain],
        ['network-device-secret', community],
      ],
    },
    {
      name: "PowerShell's plaintext SecureString, a MySQL client's -p, a secret echoed into its file",
      text: `$pass = ConvertTo-SecureString "${plain}" -AsPlainText -Force\nmysql -h db -u root -p${plain} -e "SHOW DATABASES;"\nmysql -u root -p shop\necho "${community}" > /var/ossec/etc/authd.pass\necho "done" > status.txt\n`,
      expected: [
        ['powershell-plaintext', plain],
        ['mysql-cli-password', plain],
        ['echoed-secret', community],
      ],
    },
    {
      name: "a CSV export's credential columns",
      text: `name,login_username,login_password\nFirewall,admin,${csvPassword}\n`,
      expected: [['password', csvPassword]],
    },
    {
      name: 'key words of other languages, a bind password named PW, JWK thumbprints',
      text: `export DUO_AVAIN="${avain}"\nbindPW: "${csvPassword}"\n{"kid": "k1", "x5t": "${random(ALNUM, 27)}", "x5t#S256": "${random(ALNUM, 43)}"}\n`,
      expected: [
        ['generic-assignment', avain],
        ['password', csvPassword],
      ],
    },
    {
      name: "a tls-auth block's OpenVPN static key",
      text: `<tls-auth>\n${staticKey}\n</tls-auth>\n`,
      expected: [['private-key', staticKey]],
    },
  ]);
});

// From the twenty-fifth blind secrets set (tuning: healthcare, banking and back-office code).

describe('credentials and look-alikes in back-office integrations', () => {
  const password = `${random(ALNUM, 10)}~q7`;
  const basic = Buffer.from(`svc_edi:${password}`).toString('base64');
  check([
    {
      name: "Windows' net use, either order, and .NET's Basic AuthenticationHeaderValue",
      text: `net use \\\\files01\\drop /user:CORP\\svc ${password} /persistent:no\nnet use Z: \\\\srv\\share ${password} /user:CORP\\svc\nnet use Z: \\\\srv\\share /user:CORP\\svc *\nreq.Headers.Authorization = new AuthenticationHeaderValue("Basic", "${basic}");\n`,
      expected: [
        ['net-use-password', password],
        ['net-use-password', password],
        ['basic-auth-header-value', basic],
      ],
    },
    {
      name: "a sender's password is a password",
      text: `intacctSenderPassword: ${password}\n`,
      expected: [['password', password]],
    },
    {
      name: "a Square application id and an Adyen client key, which the vendors' web SDKs take",
      text: `const payments = Square.payments('sq0idp-${random(ALNUM, 22)}', 'L${random(UPPER, 12)}');\nconst checkout = await AdyenCheckout({ clientKey: 'test_${random(UPPER + DIGITS, 32)}' });\n`,
      expected: [],
    },
  ]);
});
