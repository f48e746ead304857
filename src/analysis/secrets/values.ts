import { Buffer } from 'node:buffer';
import { characterMix, shannonEntropy } from './entropy.js';
import type { KeyKind } from './key-names.js';
import { isPlaceholderValue } from './placeholder.js';
import { isMalformedProviderToken } from './scan-tokens.js';
import { PRIVATE_KEY_HEADER } from './token-rules.js';

// Whether the value of a credential-named assignment is a credential: a literal that looks
// generated (long enough, random enough, not words, not code, not a placeholder, not a path,
// URL, version or date). Passwords are judged as passwords: short and human, but not a word.

export const MAX_VALUE_CHARS = 1_000;
// An expression rather than a literal: member chains, calls, indexing, optional chaining.
const CODE_REFERENCE = /^[A-Za-z_$][\w$]*(?:(?:\??\.|!\.|::|->)[A-Za-z_$][\w$]*)+[!;]?$/;
// Values that are no credential: a URL or a path, a file's name (`grids_2017.nc`: an extension
// from a list of common ones), an e-mail address, a version, a date, a colour,
// and a reference to where a secret is kept (an ARN, `arn:aws:secretsmanager:...`; a Google
// Secret Manager name, `projects/p/secrets/s`), and addons.mozilla.org's JWT issuer
// (`user:12345:67`, web-ext's `--api-key`; its `--api-secret` is the credential).
const NOT_A_CREDENTIAL =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|urn:[a-z\d][a-z\d-]{0,31}:|~\/|user:\d+:\d+$|[A-Za-z]:[\\/]|arn:[\w-]+:[\w-]+:|projects\/[\w-]+\/secrets\/)|^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,24}$|^v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?$|^\d{4}-\d{2}-\d{2}|^#[0-9a-fA-F]{3,8}$|^[\w.-]+\.(?:nc|csv|tsv|json|txt|md|png|jpe?g|gif|svg|pdf|xml|ya?ml|zip|gz|tgz|tar|h5|hdf5|parquet|tiff?|fasta|fastq|bam|vcf|log|html?|css|js|ts|py|rb|go|java|sh)$/;

/**
 * A file path (`/etc/app/key.pem`, `./certs`), but not base64 that happens to start with a
 * slash (`/rFgGYF34...==`): that has digits, both cases and no dots.
 */
function isPath(value: string): boolean {
  if (!/^\.{0,2}\//.test(value)) {
    return false;
  }
  const mix = characterMix(value);
  return !(
    /^\/[A-Za-z0-9+/]{30,}={0,2}$/.test(value) &&
    mix.digits >= 3 &&
    mix.upper >= 3 &&
    mix.lower >= 3
  );
}

function isBase64OfText(value: string): boolean {
  if (value.length < 16 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    return false;
  }
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  // Text, unless the text is a private key block: a kubeconfig's `client-key-data` and a
  // Kubernetes Secret's `tls.key` hold the PEM base64-encoded.
  return (
    /^[\x20-\x7e\t\r\n]+$/.test(decoded) &&
    /[a-z]{3,} [a-z]{2,}/i.test(decoded) &&
    !PRIVATE_KEY_HEADER.test(decoded)
  );
}

const LETTER_RUNS = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g;
const VOWELS = /[aeiou]/gi;

/**
 * Made of words rather than generated: `token-efficient-tools-2025` (mostly alphabetic segments
 * between separators) or `questionV2Reply` (an identifier with few digits whose letter runs
 * have a word's share of vowels). Random base-36/62 text has short runs and about one vowel in
 * five letters.
 */
function isWordy(value: string): boolean {
  const segments = value.split(/[-_.:/]/);
  const lowerWords = segments.filter((segment) => /^[a-z]{3,}$/.test(segment)).length;
  const randomSegment = segments.some(
    (segment) => segment.length >= 12 && /\d/.test(segment) && /[A-Za-z]/.test(segment),
  );
  if (lowerWords >= 2 && value.includes('_') && !randomSegment) {
    return true; // snake_case names: `gss_krb5_lucid_keydata`, not `test_pub_ac903d05…`
  }
  if (segments.length >= 3) {
    const wordChars = segments
      .filter((segment) => /^(?:[a-z]{3,}|[A-Z][a-z]{2,}|[A-Z]{3,})$/.test(segment))
      .reduce((sum, segment) => sum + segment.length, 0);
    if (wordChars / value.length >= 0.55) {
      return true;
    }
  }
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(value) || (value.match(/\d/g)?.length ?? 0) > 2) {
    return false;
  }
  let inWords = 0;
  for (const run of value.match(LETTER_RUNS) ?? []) {
    const vowels = run.match(VOWELS)?.length ?? 0;
    if (run.length >= 4 && vowels / run.length >= 0.35) {
      inWords += run.length;
    }
  }
  return inWords / value.length >= 0.5;
}

/**
 * Letters in word-shaped humps (`getAccessTokenFromEnvironment`): runs of four or more letters
 * on average. Random mixed-case letters switch case every other character.
 */
function isCamelWords(value: string): boolean {
  const runs = value.match(LETTER_RUNS) ?? [];
  if (runs.length === 0 || value.length / runs.length < 4) {
    return false;
  }
  // Humps that read as words carry vowels (`Access`, `From`); random letters put about one
  // vowel in five and leave most humps without a word's share (`JXXenftYkFZPwyvjdTbqwido`).
  const spoken = runs
    .filter((run) => run.length >= 3 && (run.match(VOWELS)?.length ?? 0) / run.length >= 0.25)
    .reduce((sum, run) => sum + run.length, 0);
  return spoken / value.length >= 0.5;
}

/** Random enough to be a generated credential rather than a word, name or number. */
function looksRandom(value: string, minLength: number): boolean {
  if (value.length < minLength || isWordy(value)) {
    return false;
  }
  const mix = characterMix(value);
  const entropy = shannonEntropy(value);
  if (mix.digits === 0) {
    // Letters only: random only when long, mixed-case and not made of words, or when long
    // in one case with a random string's share of vowels (about one in five letters; words
    // run near two in five).
    const vowels = (value.match(VOWELS)?.length ?? 0) / value.length;
    return (
      /^[A-Za-z_-]+$/.test(value) &&
      value.length >= 20 &&
      entropy >= 4 &&
      ((mix.lower > 0 && mix.upper > 0 && !isCamelWords(value)) ||
        (value.length >= 24 && /^(?:[a-z]+|[A-Z]+)$/.test(value) && vowels < 0.28))
    );
  }
  if (mix.lower + mix.upper + mix.other === 0) {
    return value.length >= 15 && entropy >= 2.3;
  }
  // A random string of n characters scores about log2(n) at best; short ones get some slack.
  return entropy >= (value.length < 24 ? Math.min(3, Math.log2(value.length) - 0.8) : 3.2);
}

// An app-specific password as Apple and Google issue them: four groups of four random lower-case
// letters (`abcd-efgh-ijkl-mnop`), under a password's name.
const APP_PASSWORD = /^[a-z]{4}(?:-[a-z]{4}){3}$/;

/** Lower case, upper case, digits and symbols other than word separators. */
function characterClasses(value: string): number {
  const mix = characterMix(value);
  const symbols = value.replace(/[A-Za-z0-9_.-]/g, '').length;
  return (
    (mix.lower > 0 ? 1 : 0) +
    (mix.upper > 0 ? 1 : 0) +
    (mix.digits > 0 ? 1 : 0) +
    (symbols > 0 ? 1 : 0)
  );
}

/**
 * Words, then a content hash: `node-cache-Linux-x64-npm-<sha256>` (a CI cache key), an
 * artifact or layer named with its digest. A generated credential does not start with three
 * words; a hex digest of a digest's length ends it. Two words when the first is a cache
 * version (`v2-deps-<sha1>`, CircleCI's convention for keys it restores), also before the
 * base64 SHA-256 that CircleCI's `{{ checksum "file" }}` writes (43 characters and `=`).
 */
export function isNamedDigest(value: string): boolean {
  if (/^v\d{1,3}-[A-Za-z][A-Za-z0-9]{2,11}-[A-Za-z0-9+/_-]{43}=$/.test(value)) {
    return true;
  }
  const segments = value.split(/[-_.]/);
  const digest = segments.at(-1) ?? '';
  const words = segments.slice(0, -1);
  const alphabetic = words.filter((word) => /^[A-Za-z]{3,}$/.test(word)).length;
  const versioned = words.length === 2 && /^v\d{1,3}$/.test(words[0] ?? '') && alphabetic === 1;
  return (
    /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/.test(digest) &&
    words.every((word) => /^[A-Za-z][A-Za-z0-9]{0,11}$/.test(word)) &&
    ((words.length >= 3 && alphabetic >= 2) || versioned)
  );
}

// What regular expressions, templates and code put around brackets: groups, escapes, ranges,
// counted repeats, interpolation, calls with no argument, arrows.
const PATTERN_OR_CODE = /\(\?|\\[A-Za-z]|\[\^|\$\{|\{\{|%\(|<%|=>|\(\)|\{\d+(?:,\d*)?\}|\w-\w\]/;

/**
 * Random over all printable characters, brackets included: `w244hgv$a_80_gf(q+r2ff8+5gz0…`
 * (Django's `get_random_secret_key`), a WordPress salt, an OCI auth token. Long, several
 * character classes, more than one kind of symbol, and none of a pattern's or template's syntax.
 */
function isSymbolSoup(value: string): boolean {
  const symbols = new Set(value.replace(/[A-Za-z0-9]/g, ''));
  return (
    value.length >= 20 &&
    symbols.size >= 3 &&
    characterClasses(value) >= 3 &&
    shannonEntropy(value) >= 4 &&
    !PATTERN_OR_CODE.test(value)
  );
}

/**
 * Two or more short `name:value` fields joined by commas (`t:12M25d00m,dt:`, a time span
 * date.js 0.3.2 encodes as text): serialized data. A generated credential holds no field
 * names, and a credential kept in such a field is longer than these values.
 */
function isFieldList(value: string): boolean {
  const fields = value.split(',');
  return (
    fields.length >= 2 && fields.every((field) => /^[A-Za-z_][\w-]{0,15}:[^:]{0,12}$/.test(field))
  );
}

/**
 * A path into an object (`secrets.*`, `data[0].secret`, `user.password`): the key a redaction
 * list or a config lookup names, not the value kept there. Only with a wildcard, an index or a
 * credential word as a segment, so that a dotted password of plain words is still read.
 */
function isKeyPath(value: string): boolean {
  return (
    /^[A-Za-z_$][\w$-]*(?:\[(?:\d{1,4}|\*)\]|\.(?:[A-Za-z_$][\w$-]*|\*))+$/.test(value) &&
    (/[*[]/.test(value) || /\.(?:secret|password|passwd|token|key|credentials?)$/i.test(value))
  );
}

// A password made of its category's own word and a count (`secret1`, `secret123`, `pass_2`,
// `secret-2-levels`): what a test or a README types where a password goes. A person's weak
// password (`summer123`) names something else, and is still read.
const CATEGORY_WORD_STAND_IN =
  /^(?:[a-z]+[-_])*(?:secret|pass|pwd)(?:[-_]?\d{1,3})?(?:[-_](?:[a-z]+|\d{1,3}))*$/;

/** Ten or more consecutive characters of an alphabet (`abcdefghij`, `0123456789`): a fixture. */
function hasAlphabetRun(value: string, length = 10): boolean {
  let run = 1;
  for (let i = 1; i < value.length; i++) {
    run = value.charCodeAt(i) === value.charCodeAt(i - 1) + 1 ? run + 1 : 1;
    if (run >= length) {
      return true;
    }
  }
  return false;
}

/**
 * A part of a dotted value that no member chain has: random (`MC5d7Lmz…`), or for a password
 * a run of letters and digits mixed as no name is (`axV83Z5DN` of a .properties password).
 */
function isRandomPart(part: string, kind: KeyKind): boolean {
  return (
    looksRandom(part, 16) ||
    (kind === 'password' &&
      part.length >= 6 &&
      /\d/.test(part) &&
      /[a-z]/.test(part) &&
      /[A-Z]/.test(part) &&
      !isWordy(part) &&
      !isCamelWords(part))
  );
}

function isCodeExpression(value: string, kind: KeyKind): boolean {
  return (
    /^[[{(!]/.test(value) ||
    value.includes('(') ||
    value.includes('[') ||
    value.endsWith(']') ||
    value.includes('?.') ||
    value.includes('=>') ||
    /^\$|\$\d*$/.test(value) ||
    // A PowerShell cmdlet (`$pass = ConvertTo-SecureString ...`): Verb-Noun in Pascal case.
    /^[A-Z][a-z]+(?:[A-Z][a-z]+)*-[A-Z][a-z]+(?:[A-Z][a-z]*)*$/.test(value) ||
    (CODE_REFERENCE.test(value) && !value.split('.').some((part) => isRandomPart(part, kind))) ||
    // A bare identifier is a variable unless it is random on its own (`y2wzw3qfxk0tdui`) or,
    // for a password, mixes digits into letters (an unquoted password on a .env line).
    (/^[A-Za-z_][A-Za-z0-9_]*$/.test(value) &&
      !(kind === 'password'
        ? /\d/.test(value) && /[A-Za-z]/.test(value) && !isWordy(value)
        : looksRandom(value, 12)))
  );
}

/** Whether a literal assigned to a `kind` name is a credential. */
export function isCredentialValue(
  value: string,
  kind: KeyKind,
  quoted: boolean,
  pair: boolean,
): boolean {
  if (
    value.length > MAX_VALUE_CHARS ||
    /[^\x21-\x7e]/.test(value) ||
    isPlaceholderValue(value) ||
    // A string inside a string keeps its escaped quotes (Gradle's `buildConfigField "String",
    // "KEY", "\"arn:aws:secretsmanager:…\""`): what they quote is the value.
    NOT_A_CREDENTIAL.test(value.replace(/^\\["']/, '')) ||
    isPath(value) ||
    (!quoted && isCodeExpression(value, kind)) ||
    isBase64OfText(value) ||
    /passw/i.test(value) ||
    hasAlphabetRun(value) ||
    isNamedDigest(value) ||
    isFieldList(value) ||
    isKeyPath(value) ||
    (kind === 'password' && CATEGORY_WORD_STAND_IN.test(value)) ||
    // In a provider's namespace but not its format: a fixture (`xoxp-1234567890`), unless it is
    // long and random (a format the rule does not know yet, assigned to a credential name). An
    // Authorization header is a credential whatever its shape.
    (kind !== 'authorization' && isMalformedProviderToken(value) && !isUnknownFormat(value)) ||
    // Most generated credentials contain no brackets; regular expressions and templates do.
    // Keys drawn from every printable character (Django's, WordPress salts) are the exception.
    (kind === 'password'
      ? /[{}]|\(\?|\[\^/.test(value)
      : /[(){}[<>]/.test(value) && !isSymbolSoup(value))
  ) {
    return false;
  }
  // `f("name", "value")`: only a quoted, random (or password-like) second argument.
  if (pair && !quoted) {
    return false;
  }
  if (pair && kind !== 'password') {
    return looksRandom(value, 12);
  }
  switch (kind) {
    case 'password': {
      // A password mixes a digit or symbol into letters (`Tr0ub4dor&3`); letters alone are a
      // word or a name (`PKPassLibrary`) unless long and random.
      const mixed = characterClasses(value) >= 2 && /[^A-Za-z]/.test(value);
      return (
        value.length >= 6 &&
        shannonEntropy(value) >= 2.5 &&
        (mixed || (value.length >= 16 && shannonEntropy(value) >= 3.5) || APP_PASSWORD.test(value))
      );
    }
    case 'authorization':
      return (
        value.length >= 8 &&
        shannonEntropy(value) >= 3 &&
        /[\d=~+/]/.test(value) &&
        !isWordy(value) &&
        !isTypedStandIn(value)
      );
    case 'secret':
      return looksRandom(value, 12) && !isTypedStandIn(value);
  }
}

/**
 * Words with a counted or repeated digit run typed after them (`token123`, `my-secret-0000`,
 * `apikey12345`): what a test or a README writes where a token goes. A generated token has no
 * word in it and no counted run at its end. Not used for passwords: a person's weak password
 * (`summer123`) is still a real one.
 */
function isTypedStandIn(value: string): boolean {
  const typed = /^([A-Za-z]+(?:[-_][A-Za-z]+)*)[-_]?(\d{3,})$/.exec(value);
  if (typed === null) {
    return false;
  }
  const digits = typed[2] ?? '';
  return (
    '01234567890'.startsWith(digits) || '1234567890'.startsWith(digits) || /^(\d)\1+$/.test(digits)
  );
}

/** Long and random with no typed-in runs (`1234`, `abcd`): generated, in a format not known yet. */
function isUnknownFormat(value: string): boolean {
  return looksRandom(value, 32) && !hasAlphabetRun(value, 4);
}

/** An HTTP Basic credential: base64 of `user:password`. */
export function isBasicCredentials(value: string): boolean {
  if (!/^[A-Za-z0-9+/]{6,}={0,2}$/.test(value)) {
    return false;
  }
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  return /^[\x20-\x7e]+$/.test(decoded) && decoded.indexOf(':') > 0;
}

/**
 * An unquoted value that starts with a digit and holds letters: no name or number in code
 * (`0x`, `1e9` aside), so a literal wherever it stands, as in a log's
 * `{url=…, api_key=87679e84…}` or a `toString()`'s `Config(token=4f1c…)`.
 */
export function startsLikeLiteral(value: string): boolean {
  return (
    value.length >= 16 && /^[1-9]|^0(?![xXbBoO])/.test(value) && /[A-Za-z].*[A-Za-z]/.test(value)
  );
}
