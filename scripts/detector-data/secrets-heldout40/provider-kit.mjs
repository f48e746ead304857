// Provider builders for secrets-heldout40: credential shapes written from knowledge of each service's
// documented formats (prefixes, lengths, alphabets); values are drawn from the seeded generator.
import { B62, HEX, LA, UA, UHEX, URL64, c, pem, s, uuid } from './alphabet.mjs';

// A companion named like a key or token is half of a key pair, so it is reported too.
const pairHalf = (opts) =>
  Boolean(opts.id) &&
  /(API_KEY|ACCESS_KEY|_TOKEN|APP_KEY|_KEY)$/.test(opts.id[0]) &&
  !/PUBLIC/.test(opts.id[0]);
export const P = (name, env, gen, opts = {}) => ({
  name,
  env,
  gen,
  fin: opts.fin ?? true,
  ...opts,
  second: opts.second ?? pairHalf(opts),
});
export const O = (name, env, gen, opts = {}) => P(name, env, gen, { ...opts, fin: false });
export const u = s(uuid);
export const hex = (n) => s(c(HEX, n));
export const uhex = (n) => s(c(UHEX, n));
export const b62 = (n) => s(c(B62, n));
export const la = (n) => s(c(LA, n));
export const ua = (n) => s(c(UA, n));
export const url64 = (n) => s(c(URL64, n));
export const URL_RULES = [
  'dotenv',
  'yaml-config',
  'json-config',
  'k8s-secret',
  'compose',
  'shell-export',
  'python-const',
  'js-object',
  'java-properties',
  'toml',
  'log-line',
  'chat-message',
];
export const PEM_RULES = ['pem-file', 'yaml-block', 'k8s-secret-block', 'hcl-heredoc'];

export const rsaKey = pem(
  'PRIVATE KEY',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ',
  11,
  42,
);
export const ecKey = pem('EC PRIVATE KEY', 'MHcCAQEEI', 2, 36);
export const pkcs8Ec = pem(
  'PRIVATE KEY',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg',
  2,
  20,
);

/** A connection URL whose password is the reported secret. */
export const connUrl = (scheme, user, host, tail, passAlpha = B62, passLen = 24) => {
  const build = (r) => {
    const secret = r.chars(passAlpha, passLen);
    return { value: `${scheme}://${user}:${secret}@${host}${tail}`, secret };
  };
  build.pre = `${scheme}://${user}:`;
  return build;
};
/** A URL whose path carries the token. */
export const tokenUrl = (head, gen, tail = '') => {
  const build = (r) => {
    const secret = gen(r);
    return { value: `${head}${secret}${tail}`, secret };
  };
  build.pre = head;
  return build;
};
