import { describe } from 'vitest';
import { ALNUM, BASE64, DIGITS, check, random } from '../../../test/helpers/secret-recipes.js';

// Shapes of installed third-party code that the detector flagged with no credential in them
// (govern's own node_modules, `node scripts/secrets-corpus.mjs`: 87 findings before, 6 after;
// tuning data, read by hand): a redaction library's test passwords, the paths it redacts, prose
// that leads into a list, a WebSocket handshake nonce, a WebDAV lock token, Telegram's
// documented example token, a public key's pin and a lock file's integrity. Each case keeps a
// credential beside it that must still be reported.

describe('test fixtures and key paths of third-party code', () => {
  const weak = `Summer${random(DIGITS, 3)}`;
  check([
    {
      name: "passwords made of the word `secret` or `pass` and a count are a test's stand-ins",
      text: [
        "const obj = { username: 'john', password: 'secret123' }",
        "user1: { password: 'secret1' }, user2: { password: 'secret2' }",
        "nested: { deep: { auth: { password: 'secret-4-levels' } } }",
        "password: 'real-secret-6-levels'",
        "db.connect({ user: 'app', password: 'pass_2' })",
      ].join('\n'),
      expected: [],
    },
    {
      name: "a person's weak password is still one",
      text: `const obj = { username: 'john', password: '${weak}' }\n`,
      expected: [['password', weak]],
    },
    {
      name: 'the paths a redaction list names are keys, not values',
      text: [
        "const redact = slowRedact({ paths: ['password', 'secrets.*', 'users.*.credentials'] })",
        "slowRedact({ paths: ['user.password', 'data[0].secret'] })",
      ].join('\n'),
      expected: [],
    },
    {
      name: 'a password as the second argument of a setter is still read',
      text: "config.set('password', 'Hunter2x!')\n",
      expected: [['password', 'Hunter2x!']],
    },
    {
      name: 'prose whose line ends in "pass <word>:" leads into what follows',
      text: 'message for errors you did not raise deliberately, while letting the ones you did\npass through:\n',
      expected: [],
    },
  ]);
});

describe('protocol values and published examples', () => {
  const nonce = `${random(BASE64, 22)}==`;
  const appKey = random(ALNUM, 20);
  const pin = `${random(BASE64, 43)}=`;
  const prose = random(ALNUM, 40);
  check([
    {
      name: "a WebSocket handshake's key and a WebDAV lock token are no credentials",
      text: [
        `clientIPv4.write('Sec-WebSocket-Key: ${nonce}\\r\\n')`,
        "headers: { 'Lock-Token': 'urn:uuid:a515cfa4-5da4-22e1-f5b5-00a0451e6bf7' }",
      ].join('\n'),
      expected: [],
    },
    {
      name: "an app's own websocket service key is still a credential",
      text: `WEBSOCKET_KEY=${appKey}\n`,
      expected: [['generic-assignment', appKey]],
    },
    {
      name: "Telegram's documented example bot token",
      text: 'botToken: "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11",\n',
      expected: [],
    },
    {
      name: "a public key's pin and a lock file's integrity are digests",
      text: [
        `  Public key ping-sha256: ${pin}`,
        `const pubkey256 = '${pin}';`,
        '"integrity": "sha512-svtcdpS8CgJyqAjEQIXdb3OjhFVVYjzGAPO8WGCmRbrml64SPw/jJD4GoE98aR7r25A0XcgrK3F02yw9R/vhQw==",',
      ].join('\n'),
      expected: [],
    },
    {
      name: 'a token a few words after a credential noun in prose is still read',
      text: `the api key for staging: ${prose}\n`,
      expected: [['keyword-context', prose]],
    },
  ]);
});
