// Hand-shaped hard negatives for secrets-heldout40: encrypted values, lock files, digests,
// public crypto data, documented examples and public keys.
import { B58, B62, B64, HEX, LA, URL64, uuid } from './alphabet.mjs';
import { APPS, keyOf } from './contexts.mjs';

const txHash = (r) => `0x${r.chars(HEX, 64)}`;
const ethAddr = (r) => `0x${r.chars('0123456789abcdefABCDEF', 40)}`;

/** Hand-shaped hard negatives that do not come from the positive rules. */
export const SPECIALS = [
  [
    'sops-encrypted',
    'sops',
    (r, p) =>
      `${keyOf(p.env)}: ENC[AES256_GCM,data:${r.chars(B64, 60)}=,iv:${r.chars(B64, 43)}=,tag:${r.chars(B64, 22)}==,type:str]\nsops:\n    kms:\n        - arn: arn:aws:kms:eu-west-1:${r.chars('0123456789', 12)}:key/${uuid(r)}\n    lastmodified: "2024-05-02T10:11:12Z"\n    mac: ENC[AES256_GCM,data:${r.chars(B64, 43)}=,iv:${r.chars(B64, 43)}=,tag:${r.chars(B64, 22)}==,type:str]\n    version: 3.8.1`,
  ],
  [
    'ansible-vault',
    'ansible-vault',
    (r, p) =>
      `# group_vars/payments/vault.yml (${p.name})\n$ANSIBLE_VAULT;1.1;AES256\n${Array.from({ length: 5 }, () => r.chars(HEX, 80)).join('\n')}`,
  ],
  [
    'sealed-secret',
    'sealed-secrets',
    (r, p) =>
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ${p.name}-credentials\nspec:\n  encryptedData:\n    ${p.env}: AgB${r.chars(B64, 160)}==`,
  ],
  [
    'kms-ciphertext',
    'aws-kms',
    (r, p) =>
      `# encrypted with alias/payments-config, decrypted at boot\n${p.env}_CIPHERTEXT=AQICAHh${r.chars(B64, 150)}==`,
  ],
  [
    'k8s-secretkeyref',
    'kubernetes',
    (r, p) =>
      `        env:\n          - name: ${p.env}\n            valueFrom:\n              secretKeyRef:\n                name: ${p.name}-credentials\n                key: ${keyOf(p.env)}`,
  ],
  [
    'npm-lock-integrity',
    'npm',
    (r, p) =>
      `    "node_modules/${p.name.split('-')[0]}": {\n      "version": "${1 + r.int(15)}.${r.int(30)}.${r.int(9)}",\n      "resolved": "https://registry.npmjs.org/${p.name.split('-')[0]}/-/${p.name.split('-')[0]}-${1 + r.int(15)}.${r.int(30)}.${r.int(9)}.tgz",\n      "integrity": "sha512-${r.chars(B64, 86)}==",\n      "license": "MIT"\n    }`,
  ],
  [
    'go-sum',
    'go',
    (r, p) =>
      `github.com/acmepay/${p.name}-go/v${2 + r.int(20)} v${2 + r.int(20)}.${r.int(10)}.0 h1:${r.chars(B64, 43)}=\ngithub.com/acmepay/${p.name}-go/v${2 + r.int(20)} v${2 + r.int(20)}.${r.int(10)}.0/go.mod h1:${r.chars(B64, 43)}=`,
  ],
  [
    'poetry-lock',
    'poetry',
    (r, p) =>
      `[[package]]\nname = "${p.name}-python"\nversion = "${1 + r.int(9)}.${r.int(20)}.${r.int(9)}"\nfiles = [\n    {file = "${p.name}_python-${r.int(9)}.0.0-py3-none-any.whl", hash = "sha256:${r.chars(HEX, 64)}"},\n]`,
  ],
  [
    'cargo-lock',
    'cargo',
    (r, p) =>
      `[[package]]\nname = "${p.name}-rs"\nversion = "0.${r.int(30)}.${r.int(9)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${r.chars(HEX, 64)}"`,
  ],
  [
    'docker-digest',
    'docker',
    (r) => `FROM ghcr.io/acmepay/${r.pick(APPS)}@sha256:${r.chars(HEX, 64)}\n# pinned by renovate`,
  ],
  [
    'sha256sum',
    'checksum',
    (r) =>
      `$ sha256sum exports/settlement_${20240100 + r.int(28)}.csv\n${r.chars(HEX, 64)}  exports/settlement_${20240100 + r.int(28)}.csv`,
  ],
  [
    'git-log',
    'git',
    (r) =>
      `commit ${r.chars(HEX, 40)}\nAuthor: Dana Ruiz <dana@acmepay.io>\nDate:   Tue Mar 12 10:02:44 2024 +0100\n\n    recon: handle partial refunds from ${r.pick(['stripe', 'adyen', 'mollie'])} payouts`,
  ],
  [
    'eth-tx-hash',
    'ethereum',
    (r) =>
      `[settlement] USDC payout broadcast tx=${txHash(r)} block=${19000000 + r.int(900000)} status=confirmed`,
  ],
  [
    'eth-address',
    'ethereum',
    (r) =>
      `TREASURY_WALLET_ADDRESS=${ethAddr(r)}\nUSDC_CONTRACT=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`,
  ],
  [
    'btc-xpub',
    'bitcoin',
    (r) =>
      `# watch-only wallet for deposit address derivation (public key only)\ndeposit_xpub: xpub6${r.chars(B58, 106)}`,
  ],
  [
    'btc-address',
    'bitcoin',
    (r) =>
      `{"asset":"BTC","deposit_address":"bc1q${r.chars('023456789acdefghjklmnpqrstuvwxyz', 38)}","confirmations_required":3}`,
  ],
  [
    'solana-pubkey',
    'solana',
    (r) => `const FEE_PAYER_PUBKEY = new PublicKey('${r.chars(B58, 44)}');`,
  ],
  [
    'hardhat-dev-key',
    'ethereum',
    () =>
      `// hardhat node default account #0 (publicly known, never use on mainnet)\nconst LOCAL_DEPLOYER = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';`,
  ],
  [
    'bip39-test-vector',
    'bip39',
    () =>
      `# BIP39 test vector, used by wallet unit tests\nTEST_MNEMONIC="abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"`,
  ],
  [
    'eth-signature',
    'ethereum',
    (r) =>
      `{"message":"Sign in to AcmePay","address":"${ethAddr(r)}","signature":"0x${r.chars(HEX, 130)}"}`,
  ],
  [
    'stripe-object-ids',
    'stripe',
    (r) =>
      `refund ${'re_3'}${r.chars(B62, 23)} for charge ch_3${r.chars(B62, 23)} (customer cus_${r.chars(B62, 14)}, payout po_1${r.chars(B62, 23)})`,
  ],
  [
    'plaid-ids',
    'plaid',
    (r) =>
      `{"item_id":"${r.chars(B62, 37)}","account_id":"${r.chars(B62, 37)}","request_id":"${r.chars(B62, 15)}"}`,
  ],
  [
    'test-card',
    'card-test-data',
    (r) =>
      `# Stripe test cards (documented, no real money)\nVISA_OK=4242424242424242\nDECLINED=4000000000000002\nCVC=${100 + r.int(900)}`,
  ],
  [
    'iban-example',
    'iban',
    () => `beneficiary:\n  name: Example Ltd\n  iban: GB82WEST12345698765432\n  bic: WESTGB2L`,
  ],
  [
    'idempotency-key',
    'http',
    (r) => `Idempotency-Key: ${uuid(r)}\nX-Request-Id: req_${r.chars(B62, 14)}`,
  ],
  [
    'webhook-signature-vector',
    'stripe',
    (r) =>
      `// fixture: recorded webhook delivery (signature only, secret not stored)\nconst header = 't=${1700000000 + r.int(9999999)},v1=${r.chars(HEX, 64)}';`,
  ],
  [
    'aws-doc-example',
    'aws',
    () =>
      `[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    'stripe-doc-test-key',
    'stripe',
    () =>
      `# from the Stripe API reference examples\ncurl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc:`,
  ],
  [
    'jwt-io-example',
    'jwt',
    () =>
      `// jwt.io example token used in the parser tests\nconst SAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';`,
  ],
  [
    'pem-public-key',
    'webhook-verification',
    (r, p) =>
      `# ${p.name} webhook signature verification key (public)\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${r.chars(B64, 20)}\n${Array.from({ length: 5 }, () => r.chars(B64, 64)).join('\n')}\n${r.chars(B64, 6)}IDAQAB\n-----END PUBLIC KEY-----`,
  ],
  [
    'ssh-public-key',
    'ssh',
    (r) =>
      `# authorized_keys for the bank SFTP drop\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)} recon@acmepay`,
  ],
  [
    'jwks',
    'jwks',
    (r) =>
      `{"keys":[{"kty":"RSA","kid":"${r.chars(URL64, 16)}","use":"sig","alg":"RS256","e":"AQAB","n":"${r.chars(URL64, 120)}"}]}`,
  ],
  [
    'bcrypt-hash',
    'bcrypt',
    (r) =>
      `INSERT INTO users (email, password_hash) VALUES ('ops@acmepay.io', '$2b$12$${r.chars(B62 + './', 53)}');`,
  ],
  [
    'data-uri',
    'base64-data',
    (r) => `logo: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAB${r.chars(B64, 90)}="`,
  ],
  [
    'base64-json',
    'base64-data',
    (r) =>
      `X-Acme-Context: ${Buffer.from(JSON.stringify({ tenant: 't_' + r.chars(LA, 8), region: 'eu', plan: 'pro' })).toString('base64')}`,
  ],
  [
    'hmac-digest',
    'hmac',
    (r) =>
      `DEBUG webhook verified: computed=sha256=${r.chars(HEX, 64)} header matches, event evt_${r.chars(B62, 24)}`,
  ],
  [
    'ci-build-id',
    'ci',
    (r) =>
      `Build ${r.chars(HEX, 8)}-${r.chars(HEX, 4)} finished. artifact: recon-${r.chars(HEX, 12)}.tar.gz, run_id=${r.chars('0123456789', 10)}`,
  ],
  [
    'nonce-vector',
    'crypto-test-vector',
    (r) =>
      `# AES-GCM test vector (NIST)\nkey_id = "test-vector-${r.int(90)}"\nnonce = "${r.chars(HEX, 24)}"\naad = "${r.chars(HEX, 40)}"`,
  ],
  [
    'walletconnect-project-id',
    'walletconnect',
    (r) =>
      `// WalletConnect project id is public (shipped in the dapp bundle)\nexport const projectId = '${r.chars(HEX, 32)}';`,
  ],
  [
    'firebase-web-config',
    'firebase',
    (r) =>
      `const firebaseConfig = {\n  apiKey: "AIza${r.chars(URL64, 35)}",\n  authDomain: "acmepay-wallet.firebaseapp.com",\n  projectId: "acmepay-wallet",\n  appId: "1:${r.chars('0123456789', 12)}:web:${r.chars(HEX, 22)}",\n};`,
  ],
  [
    'sentry-dsn',
    'sentry',
    (r) =>
      `SENTRY_DSN=https://${r.chars(HEX, 32)}@o${r.chars('0123456789', 6)}.ingest.sentry.io/${r.chars('0123456789', 7)}`,
  ],
];
