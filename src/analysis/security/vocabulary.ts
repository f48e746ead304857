/**
 * Names the security-regression detector recognizes. Matching is on the words of an identifier
 * (`ifaceSanitized` -> `iface sanitized`), so a project's own helpers named by the usual
 * conventions (`escapePgIdentifier`, `sanitizeShellString`, `requireAuth`) count as well as the
 * library primitives.
 */

/** What a security primitive does; dropping one of a kind is what the detector reports. */
export const PRIMITIVE_CATEGORIES = [
  'timing-safe-compare',
  'password-hash',
  'secure-random',
  'mac-signature',
  'token-verification',
  'sanitizer',
  'path-canonicalization',
  'prototype-guard',
  'csrf',
  'security-headers',
  'rate-limit',
  'auth',
  'validation',
] as const;
export type PrimitiveCategory = (typeof PRIMITIVE_CATEGORIES)[number];

/** Splits an identifier or dotted name into lower-case words: `isURLSafe` -> is, url, safe. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

function lastSegment(callee: string): string {
  const parts = callee.split('.');
  return (parts.at(-1) ?? callee).replace(/[[\]'"]/g, '');
}

const TIMING_SAFE =
  /^(?:timingsafeequal|safecompare|securecompare|constanttimecompare|constanttimeequals?|fixedtimecomparison|compare_digest|tsscmp|scmp|timingsafecompare|safeequal)$/;
const PASSWORD_HASH = /^(?:pbkdf2|pbkdf2sync|pbkdf2_hmac|scrypt|scryptsync|hashpw|checkpw)$/;
const PASSWORD_LIBRARY = /^(?:bcrypt|bcryptjs|argon2|scrypt)$/;
const SECURE_RANDOM =
  /^(?:randombytes|randomuuid|getrandomvalues|randomint|randomfill|randomfillsync|urandom|token_bytes|token_hex|token_urlsafe|systemrandom|pseudorandombytes)$/;
const MAC_SIGNATURE = /^(?:createhmac|createsign|createverify|hmac)$/;
const SANITIZER_WORDS: ReadonlySet<string> = new Set([
  'sanitize',
  'sanitized',
  'sanitizer',
  'sanitise',
  'escape',
  'escaped',
  'escaper',
  'escapes',
  'purify',
  'xss',
  'encodeuricomponent',
  'encodeuri',
  'htmlspecialchars',
  'quote',
  'quoted',
  'striptags',
  'bleach',
]);
const PATH_OBJECT_WORDS: ReadonlySet<string> = new Set(['path', 'pth', 'posix', 'win32', 'fs']);
const PATH_CANONICAL = /^(?:normalize|resolve|realpath|realpathsync|normpath|abspath)$/;
const PATH_HELPER = /^(?:canonical\w*|safe_?join|secure_?filename|safe_?path)$/;
const AUTH_WORDS: ReadonlySet<string> = new Set([
  'auth',
  'authenticate',
  'authenticated',
  'authorize',
  'authorized',
  'permission',
  'permissions',
  'loggedin',
  'passport',
  'acl',
]);
const VALIDATION_WORDS: ReadonlySet<string> = new Set([
  'validate',
  'validator',
  'validation',
  'validates',
  'isvalid',
]);

function hasWord(words: readonly string[], set: ReadonlySet<string>): boolean {
  return words.some((word) => set.has(word));
}

/**
 * The category of a call or middleware reference by its (dotted) name, or null. `callee` is as
 * written (`crypto.timingSafeEqual`, `this[ISREUSABLE]`, `util.sanitizeShellString`).
 */
export function primitiveCategoryOf(
  called: string,
  use: 'call' | 'reference' = 'call',
): PrimitiveCategory | null {
  // A function called through `.call` or `.apply` is that function:
  // `Object.prototype.hasOwnProperty.call(messages, key)` is hasOwnProperty (pubsub-js 1.9.2,
  // which made that swap as eslint's no-prototype-builtins asks).
  const callee = called.replace(/\.(?:call|apply)$/, '');
  const last = lastSegment(callee);
  const lower = last.toLowerCase();
  const words = wordsOf(callee);
  const lastWords = wordsOf(last);
  if (TIMING_SAFE.test(lower)) {
    return 'timing-safe-compare';
  }
  if (
    PASSWORD_HASH.test(lower) ||
    words.slice(0, -1).some((word) => PASSWORD_LIBRARY.test(word)) ||
    lower === 'argon2'
  ) {
    return 'password-hash';
  }
  if (SECURE_RANDOM.test(lower) || (words[0] === 'secrets' && words.length > 1)) {
    return 'secure-random';
  }
  if (MAC_SIGNATURE.test(lower) || (words.includes('subtle') && /^(?:sign|verify)$/.test(lower))) {
    return 'mac-signature';
  }
  if (lastWords.includes('verify') || lower === 'jwtverify') {
    return 'token-verification';
  }
  if (
    hasWord(lastWords, SANITIZER_WORDS) ||
    (words[0] === 'dompurify' && lower === 'sanitize') ||
    /^(?:safeload|safe_load|safeloadall|safe_load_all)$/.test(lower)
  ) {
    return 'sanitizer';
  }
  if (
    (PATH_CANONICAL.test(lower) &&
      words.slice(0, -1).some((word) => PATH_OBJECT_WORDS.has(word))) ||
    PATH_HELPER.test(lower)
  ) {
    return 'path-canonicalization';
  }
  if (
    lower === 'hasownproperty' ||
    lower === 'hasown' ||
    ((lastWords.includes('proto') || lastWords.includes('prototype')) &&
      lastWords.some((word) =>
        /^(?:is|safe|unsafe|valid|check|guard|forbidden|dangerous)$/.test(word),
      )) ||
    lastWords.includes('polluted') ||
    lastWords.includes('pollution')
  ) {
    return 'prototype-guard';
  }
  if (words.some((word) => /^(?:csrf|xsrf|csurf|lusca)$/.test(word))) {
    return 'csrf';
  }
  if (words.includes('helmet')) {
    return 'security-headers';
  }
  if (
    words.some((word) => /^(?:ratelimit|ratelimiter|limiter|slowdown|throttle)$/.test(word)) ||
    (words.includes('rate') && words.includes('limit'))
  ) {
    return 'rate-limit';
  }
  // A middleware reference is named by its whole path (`auth.header`); a call by its method
  // (`authService.getUser()` is no check).
  if (
    hasWord(use === 'reference' ? words : lastWords, AUTH_WORDS) ||
    /^(?:login_?required|requires?_?login)$/i.test(last)
  ) {
    return 'auth';
  }
  if (hasWord(lastWords, VALIDATION_WORDS)) {
    return 'validation';
  }
  return null;
}

/** Names of functions that check or clean input; a new call to one may carry a moved guard. */
// Spellings of one primitive: `Object.hasOwn(o, k)` is the modern `hasOwnProperty.call(o, k)`.
const SAME_PRIMITIVE: readonly (readonly string[])[] = [['hasOwnProperty', 'hasOwn']];

/** The names a primitive's call may be written with (itself first). */
export function spellingsOf(name: string): readonly string[] {
  return SAME_PRIMITIVE.find((names) => names.includes(name)) ?? [name];
}

export function isCheckingName(name: string): boolean {
  const words = wordsOf(lastSegment(name));
  const first = words[0] ?? '';
  return (
    primitiveCategoryOf(name) !== null ||
    /^(?:assert|check|ensure|verify|validate|require|guard|reject|deny|forbid|protect|is|has|can|must)$/.test(
      first,
    )
  );
}

/** Identifier words that say a value was cleaned: `ifaceSanitized`, `safePath`, `escapedName`. */
export function isSanitizedName(name: string): boolean {
  return wordsOf(name).some((word) =>
    /^(?:sanitized|sanitised|escaped|safe|quoted|cleaned|encoded|normalized|canonical|validated|verified)$/.test(
      word,
    ),
  );
}

/** Function names that make a function a sanitizer whose handled characters are compared. */
export function isSanitizerFunctionName(name: string): boolean {
  const words = wordsOf(name);
  const has = (pattern: RegExp): boolean => words.some((word) => pattern.test(word));
  // `strip`, `clean`, `encode` and `normalize` name many harmless helpers (`stripBom`,
  // `cleanCache`); they name a sanitizer only together with what they make safe.
  const target =
    /^(?:html|tags|script|xss|uri|url|attr|attribute|xml|entities|entity|shell|sql|path|filename|input|header|command|cmd|arg|args)$/;
  return (
    has(/^(?:sanitize|sanitise|sanitizer|escape|escaper|purify|quote|canonical|canonicalize)$/) ||
    (has(/^(?:strip|clean|encode|normalize)$/) && has(target))
  );
}

/** Decoders whose output must be checked, not their input (`..%2f` hides `../`). */
export function isDecoderName(callee: string): boolean {
  return /^(?:decodeuricomponent|decodeuri|unescape|unquote|unquote_plus|url2pathname)$/.test(
    lastSegment(callee).toLowerCase(),
  );
}

export type SinkKind = 'code' | 'shell' | 'shell-option';

const CODE_SINKS =
  /^(?:eval|function|runincontext|runinnewcontext|runinthiscontext|compilefunction|script|exec_|execfile_)$/;
const SHELL_OBJECT =
  /^(?:child|process|childprocess|cp|shell|proc|subprocess|os|commands|execa|shelljs)$/;

/**
 * What kind of sink a call is: `code` (eval, Function, vm), `shell` (a command line run by a
 * shell), `shell-option` (runs a shell only when given `shell: true` / `shell=True`), or null.
 */
export function sinkKindOf(callee: string, language: 'ecmascript' | 'python'): SinkKind | null {
  const last = lastSegment(callee);
  const lower = last.toLowerCase();
  const dot = callee.lastIndexOf('.');
  const objectWords = dot === -1 ? [] : wordsOf(callee.slice(0, dot));
  if (language === 'python') {
    if (/^(?:eval|exec|compile)$/.test(callee)) {
      return 'code';
    }
    if (/^(?:os\.system|os\.popen|commands\.getoutput|commands\.getstatusoutput)$/.test(callee)) {
      return 'shell';
    }
    if (
      /^subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)$/.test(
        callee,
      )
    ) {
      return /getoutput|getstatusoutput/.test(callee) ? 'shell' : 'shell-option';
    }
    return null;
  }
  if (callee === 'eval' || callee === 'Function' || callee === 'window.eval') {
    return 'code';
  }
  if (objectWords.includes('vm') && CODE_SINKS.test(lower)) {
    return 'code';
  }
  // `exec(cmd)` imported bare, or called on a process module; a minifier's `_.exec(text)` is a
  // regex's (eta 4.0.1 in the --wider2 tuning releases of secreg-releases.mjs).
  const isShellObject = dot === -1 || objectWords.some((word) => SHELL_OBJECT.test(word));
  if (/^(?:exec|execsync)$/.test(lower) && isShellObject) {
    return 'shell';
  }
  if (
    /^(?:spawn|spawnsync|execfile|execfilesync|fork|execa|execacommand)$/.test(lower) &&
    isShellObject
  ) {
    return 'shell-option';
  }
  return null;
}

/** Hash, cipher and MAC algorithm names that no longer protect anything. */
export const WEAK_ALGORITHM =
  /^(?:md2|md4|md5|sha-?1|ripemd|des|des-ede|des-ede3|des-cbc|rc2|rc4|blowfish|bf|[\w-]*-ecb)$/i;

/**
 * String literal text that is a literal SQL statement, not prose that mentions SQL words
 * (`VALUES (` counts after a column list only: "before data values (got ...)" is a message).
 */
export const SQL_TEXT =
  /\b(?:select\s+[\w*"`[\].,\s()]+?\s+from|insert\s+into|update\s+[\w"`.[\]]+\s+set|delete\s+from|drop\s+table|create\s+table|alter\s+table|where\s+[\w"`.]+\s*(?:=|<|>|like|in)|order\s+by|\)\s*values\s*\()/i;
