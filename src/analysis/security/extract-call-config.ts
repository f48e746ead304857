import type { SyntaxNode } from '../parser.js';
import { config, isFalse, isTrue } from './extract-collector.js';
import type { Collector } from './extract-collector.js';
import { numberOf, optionValue, stringOf, stringsIn } from './extract-values.js';
import type { NumericFact } from './ir.js';
import { excerpt } from './render.js';
import { viewExpr } from './syntax-view.js';
import type { ExprView, Family } from './syntax-view.js';
import { WEAK_ALGORITHM } from './vocabulary.js';

type CallView = Extract<ExprView, { kind: 'call' }>;

const CRYPTO_CALLS =
  /^(?:createHash|createHmac|createCipher|createCipheriv|createDecipher|createDecipheriv|new|md5|sha1|md4|pbkdf2|pbkdf2Sync|pbkdf2_hmac|hash|hashSync|genSalt|genSaltSync|gensalt|randomBytes|urandom|token_bytes|token_hex|token_urlsafe|pseudoRandomBytes)$/;
const HASH_FACTORIES =
  /^(?:createHash|createHmac|createCipher|createCipheriv|createDecipher|createDecipheriv|new)$/;

export function collectCryptoConfig(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
  name: string,
): void {
  // Most calls are not crypto: decide by name before evaluating any argument.
  if (!CRYPTO_CALLS.test(name) && !/^hashlib\./.test(callee)) {
    return;
  }
  const stringArg = (index: number): string | null => {
    const arg = view.args[index];
    return arg === undefined ? null : stringOf(c.family, c.bindings, arg);
  };
  const first = stringArg(0);
  const isHashFactory = HASH_FACTORIES.test(name) && (name !== 'new' || callee === 'hashlib.new');
  if (isHashFactory && first !== null && WEAK_ALGORITHM.test(first)) {
    config(
      c,
      node,
      'weak-crypto',
      `alg:${first.toLowerCase()}`,
      'CWE-327',
      `\`${excerpt(node.text, 60)}\` uses the broken algorithm ${first}`,
    );
  }
  if (name === 'createCipher' || name === 'createDecipher') {
    config(
      c,
      node,
      'weak-crypto',
      'cipher-without-iv',
      'CWE-327',
      `\`${name}\` derives its key and IV from a password with MD5 and no salt; use createCipheriv`,
    );
  }
  if (
    c.family === 'python' &&
    /^hashlib\.(?:md5|sha1|md4)$/.test(callee) &&
    !view.keywords.has('usedforsecurity')
  ) {
    config(c, node, 'weak-crypto', `alg:${name}`, 'CWE-327', `\`${callee}\` is a broken hash`);
  }
  const digest = /^pbkdf2(?:Sync)?$/.test(name)
    ? stringArg(4)
    : name === 'pbkdf2_hmac'
      ? first
      : null;
  if (digest !== null && WEAK_ALGORITHM.test(digest)) {
    config(
      c,
      node,
      'weak-crypto',
      `kdf-digest:${digest.toLowerCase()}`,
      'CWE-916',
      `${name} now hashes with ${digest}`,
    );
  }
  const numbers = view.args.map((arg) => numberOf(c.family, c.bindings, arg));
  const numeric = (kind: NumericFact['kind'], value: number | null | undefined, of = name) => {
    if (value !== null && value !== undefined) {
      c.numerics.push({ ...c.locate(node), kind, key: `${kind}:${of}`, value });
    }
  };
  if (/^pbkdf2(?:Sync|_hmac)?$/.test(name)) {
    numeric('iterations', numbers[2]);
  } else if (/^(?:hash|hashSync)$/.test(name) && /bcrypt/i.test(callee)) {
    numeric('iterations', numbers[1]);
  } else if (/^(?:genSalt|genSaltSync|gensalt)$/.test(name)) {
    const rounds = view.keywords.get('rounds');
    numeric(
      'iterations',
      rounds === undefined ? numbers[0] : numberOf(c.family, c.bindings, rounds),
    );
  } else if (
    /^(?:randomBytes|urandom|token_bytes|token_hex|token_urlsafe|pseudoRandomBytes)$/.test(name)
  ) {
    // A bare call is keyed apart from a method call of the same name: uuid-random 1.0.7's own
    // `randomBytes(16)` is not `crypto.randomBytes(256)` lowered (bench:real's sixty-fifth set).
    numeric('random-bytes', numbers[0], callee === name ? `${name}()` : name);
  }
}

export function collectTokenConfig(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
  name: string,
): void {
  if (!/^(?:verify|sign|decode|jwtVerify)$/.test(name) || !/jwt|jws|jose|token/i.test(callee)) {
    return;
  }
  const algorithms =
    optionValue(c.family, view, 'algorithms') ?? optionValue(c.family, view, 'algorithm');
  if (
    algorithms !== null &&
    stringsIn(c.family, algorithms).some((value) => value.toLowerCase() === 'none')
  ) {
    config(
      c,
      node,
      'jwt-weakened',
      'alg-none',
      'CWE-347',
      `\`${callee}\` accepts the unsigned \`none\` algorithm`,
    );
  }
  if (isTrue(c.family, optionValue(c.family, view, 'ignoreExpiration'))) {
    config(
      c,
      node,
      'jwt-weakened',
      'ignore-expiration',
      'CWE-613',
      `\`${callee}\` ignores token expiry`,
    );
  }
  const options = optionValue(c.family, view, 'options');
  const verifySignature =
    options === null ? null : optionFromObject(c.family, options, 'verify_signature');
  if (
    isFalse(c.family, verifySignature) ||
    (c.family === 'python' && isFalse(c.family, view.keywords.get('verify') ?? null))
  ) {
    config(
      c,
      node,
      'jwt-weakened',
      'no-signature-check',
      'CWE-347',
      `\`${callee}\` no longer verifies the signature`,
    );
  }
}

function optionFromObject(family: Family, node: SyntaxNode, key: string): SyntaxNode | null {
  const view = viewExpr(family, node);
  return view.kind === 'object'
    ? (view.entries.find((entry) => entry.key === key)?.value ?? null)
    : null;
}

/**
 * `cors()` with no options, or with `origin: true`, lets every site read the responses, cookies
 * included. Flask-CORS's `CORS(app)` takes the app first, so it has options only past that.
 */
function collectCorsMiddleware(c: Collector, node: SyntaxNode, view: CallView, name: string): void {
  if (name !== 'cors' && name !== 'CORS') {
    return;
  }
  const origin = optionValue(c.family, view, 'origin') ?? optionValue(c.family, view, 'origins');
  const hasOptions = view.args.length > (name === 'CORS' ? 1 : 0) || view.keywords.size > 0;
  if (
    !hasOptions ||
    (origin !== null && isTrue(c.family, origin) && viewExpr(c.family, origin).kind === 'bool')
  ) {
    config(
      c,
      node,
      'cors-widened',
      'cors-any-origin',
      'CWE-942',
      `\`${excerpt(node.text, 60)}\` allows every origin`,
    );
  }
}

/**
 * The same widening written by hand: `Access-Control-Allow-Origin` set to `*`, or to a value
 * read from the request's origin (which allows every origin that asks).
 */
function collectAllowOriginHeader(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  name: string,
): void {
  if (!/^(?:setHeader|header|set|append|writeHead)$/.test(name) || view.args.length < 2) {
    return;
  }
  const header = stringOf(c.family, c.bindings, view.args[0] ?? node)?.toLowerCase();
  const value = view.args[1];
  if (header !== 'access-control-allow-origin' || value === undefined) {
    return;
  }
  const literal = stringOf(c.family, c.bindings, value);
  if (literal === '*') {
    config(
      c,
      node,
      'cors-widened',
      'cors-any-origin',
      'CWE-942',
      'Access-Control-Allow-Origin is set to `*`',
    );
  } else if (literal === null && /origin/i.test(value.text)) {
    config(
      c,
      node,
      'cors-widened',
      'cors-reflected-origin',
      'CWE-942',
      'Access-Control-Allow-Origin reflects the request origin',
    );
  }
}

/**
 * Python library defaults that a call can switch off: `yaml.load` without a safe loader builds
 * arbitrary objects, and `verify=False` or an unverified SSL context accepts any certificate.
 */
function collectPythonUnsafeCall(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
  name: string,
): void {
  if (c.family !== 'python') {
    return;
  }
  if (/^yaml\.(?:load|load_all)$/.test(callee)) {
    const loader = view.keywords.get('Loader')?.text ?? view.args[1]?.text ?? '';
    if (!/Safe|Base/.test(loader)) {
      config(
        c,
        node,
        'unsafe-deserialization',
        'yaml-load',
        'CWE-502',
        `\`${callee}\` without SafeLoader can construct arbitrary objects`,
      );
    }
  }
  if (
    isFalse(c.family, view.keywords.get('verify') ?? null) &&
    /^(?:requests|httpx|session|client|s)\b/i.test(callee)
  ) {
    config(
      c,
      node,
      'tls-disabled',
      'verify-false',
      'CWE-295',
      `\`${excerpt(node.text, 60)}\` skips certificate verification`,
    );
  }
  if (name === '_create_unverified_context') {
    config(
      c,
      node,
      'tls-disabled',
      'unverified-context',
      'CWE-295',
      'an unverified SSL context skips certificate checks',
    );
  }
}

export function collectTransportConfig(
  c: Collector,
  node: SyntaxNode,
  view: CallView,
  callee: string,
  name: string,
): void {
  collectCorsMiddleware(c, node, view, name);
  collectAllowOriginHeader(c, node, view, name);
  collectPythonUnsafeCall(c, node, view, callee, name);
}
