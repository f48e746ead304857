// Positives whose shape needs its own template: private keys, service-account files, credential
// pairs, cookies and URLs with embedded credentials.

export const RSA_PREFIX = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ';
export const P8_PREFIX = 'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg';
const SSH_PREFIX = 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW';
const SEC1_PREFIX = 'MHcCAQEEI';

export function pem(k, label, prefix, total) {
  return [`-----BEGIN ${label}-----`, ...k.pemLines(prefix, total), `-----END ${label}-----`].join(
    '\n',
  );
}

export const keyId = (k) => k.unum(10);

function serviceAccount(k, email) {
  const projectId = `${k.word()}-${k.word()}-${k.digits(5)}`;
  const privateKey = `${pem(k, 'PRIVATE KEY', RSA_PREFIX, 1624)}\n`;
  const doc = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: k.hex(40),
    private_key: privateKey,
    client_email: `${email(k)}@${projectId}.iam.gserviceaccount.com`,
    client_id: k.digits(21),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  return { text: JSON.stringify(doc, null, 2), secret: JSON.stringify(privateKey).slice(1, -1) };
}

const SA = [
  ['firebase-admin', (k) => `firebase-adminsdk-${k.lnum(5)}`, 'functions/serviceAccountKey.json'],
  ['google-play-service-account', () => 'play-publisher', 'fastlane/play-store-credentials.json'],
  ['gcp-service-account', () => 'fleet-allocator', 'infra/keys/gameserver-allocator.json'],
];

const P8 = [
  ['app-store-connect', 'APP_STORE_CONNECT_API_KEY'],
  ['apns', 'APNS_AUTH_KEY'],
  ['sign-in-with-apple', 'APPLE_SIGN_IN_PRIVATE_KEY'],
  ['app-store-server-api', 'APP_STORE_SERVER_API_KEY'],
];

function p8Text(k, env, variant) {
  const id = keyId(k);
  const key = pem(k, 'PRIVATE KEY', P8_PREFIX, 200);
  if (variant === 0) {
    return { text: `$ cat ~/keys/AuthKey_${id}.p8\n${key}`, secret: key };
  }
  if (variant === 1) {
    const json = JSON.stringify(
      { key_id: id, issuer_id: k.uuid(), key: key, duration: 1200, in_house: false },
      null,
      2,
    );
    return { text: `// fastlane/api_key.json\n${json}`, secret: JSON.stringify(key).slice(1, -1) };
  }
  return {
    text: `# server/.env\n${env}_ID=${id}\n${env}="${key}"\nAPPLE_TEAM_ID=${k.unum(10)}`,
    secret: key,
  };
}

export function specialPositives(k) {
  const out = [];
  const add = (rule, provider, text, secrets) => out.push({ rule, provider, text, secrets });
  for (const [provider, email, path] of SA) {
    for (let i = 0; i < 2; i++) {
      const { text, secret } = serviceAccount(k, email);
      add('service-account-json', provider, `// ${path}\n${text}`, [secret]);
    }
  }
  P8.forEach(([provider, env], index) => {
    for (let i = 0; i < 2; i++) {
      const { text, secret } = p8Text(k, env, (index + i) % 3);
      add('p8-private-key', provider, text, [secret]);
    }
  });
  for (let i = 0; i < 2; i++) {
    const key = pem(k, 'OPENSSH PRIVATE KEY', SSH_PREFIX, 400);
    add(
      'pem-file',
      'openssh-private-key',
      i === 0
        ? `# deploy/keys/fleet_deploy_ed25519 (used by the gameserver rollout job)\n${key}`
        : `- name: Write deploy key\n  run: |\n    cat > ~/.ssh/id_ed25519 <<'EOF'\n${key}\nEOF`,
      [key],
    );
    const ec = pem(k, 'EC PRIVATE KEY', SEC1_PREFIX, 164);
    add(
      'pem-file',
      'tls-private-key',
      i === 0
        ? `$ cat certs/relay.${k.word()}games.net.key\n${ec}`
        : `# gameserver/certs/quic-relay.key\n${ec}`,
      [ec],
    );
  }
  for (let i = 0; i < 3; i++) {
    const id = `AKIA${k.unum(16)}`;
    const secret = k.b64(40);
    const text =
      i === 0
        ? `# ~/.aws/credentials\n[gamelift-deploy]\naws_access_key_id = ${id}\naws_secret_access_key = ${secret}\nregion = us-west-2`
        : i === 1
          ? `$ aws configure --profile fleet\nAWS Access Key ID [None]: ${id}\nAWS Secret Access Key [None]: ${secret}\nDefault region name [None]: eu-central-1`
          : `GameLiftClient client = new GameLiftClient(\n    new BasicAWSCredentials("${id}", "${secret}"),\n    RegionEndpoint.USWest2);`;
    add(i === 2 ? 'unity-csharp' : 'aws-credentials', 'aws', text, [id, secret]);
  }
  for (let i = 0; i < 2; i++) {
    const session = k.hex(16) + k.unum(64) + k.hex(48) + 'MVRYV2';
    const text = [
      `FASTLANE_SESSION='---`,
      `- !ruby/object:HTTP::Cookie`,
      `  name: myacinfo`,
      `  value: DAWTKNV323952cf8084a204fb20ab2508441a07d02d3${session}`,
      `  domain: apple.com`,
      `  for_domain: true`,
      `  path: "/"'`,
    ].join('\n');
    add('fastlane-session', 'fastlane-session', text, [
      `DAWTKNV323952cf8084a204fb20ab2508441a07d02d3${session}`,
    ]);
  }
  for (let i = 0; i < 2; i++) {
    const secret = `ATBB${k.alnum(32)}${k.HEX(8)}`;
    const text =
      i === 0
        ? `git clone https://x-token-auth:${secret}@bitbucket.org/${k.word()}games/unity-client.git`
        : `# fastlane/Matchfile\ngit_url("https://ci-bot:${secret}@bitbucket.org/${k.word()}games/certificates.git")\nstorage_mode("git")\ntype("appstore")`;
    add('url-credential', 'bitbucket', text, [secret]);
  }
  for (let i = 0; i < 2; i++) {
    const token = `npm_${k.alnum(36)}`;
    add(
      'npmrc',
      'npm',
      `# .npmrc\n@${k.word()}games:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${token}\nalways-auth=true`,
      [token],
    );
  }
  for (let i = 0; i < 2; i++) {
    const token = `HRKU-AA${k.b64url(58)}`;
    add(
      'netrc',
      'heroku',
      `# ~/.netrc\nmachine api.heroku.com\n  login ci@${k.word()}games.com\n  password ${token}\nmachine git.heroku.com\n  login ci@${k.word()}games.com\n  password ${token}`,
      [token],
    );
  }
  for (let i = 0; i < 2; i++) {
    const secret = k.b64url(20);
    add(
      'url-credential',
      'gitlab-deploy-token',
      `git clone https://gitlab+deploy-token-${k.digits(7)}:gldt-${secret}@gitlab.com/${k.word()}games/backend.git`,
      [`gldt-${secret}`],
    );
  }
  return out;
}
