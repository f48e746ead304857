// Placeholders are what documentation, .env.example files and CI templates put where a
// credential goes. Flagging them would train people to ignore the gate, so they are recognised
// here once and every rule asks the same questions.

// Runs that only a human typing a stand-in produces: `ghp_xxxxxxxx`, `****`, `...`, `####`,
// `00000000`. Letter runs like `AAAA` are left alone: real formats contain them (Twitter bearer
// tokens start with 22 `A`s) and provider fixtures use them.
const FILLER_RUN = /[xX]{4}|\*{3}|\.{3}|#{4}|0{8}|…/;

// Template and interpolation syntax: `${VAR}`, `{{ secrets.X }}`, `<token>`, `%(name)s`, `$(cmd)`,
// `#{var}`, `[REDACTED]`. What follows is filled in later, so the text itself is not a secret.
// An opening counts only with its closing after it: keys drawn from every printable character
// (Django's `…lj1$(bg05…`, WordPress salts) hold `$(`, `%(` or `#{` by chance. A value that
// starts with one is a reference anyway (VARIABLE_REFERENCE).
const TEMPLATE_SYNTAX =
  /\$\{[^}\n]*\}|\{\{|\$\([^)\n]*\)|#\{[^}\n]*\}|%\(\w+\)|<[^<>\n]{1,80}>|\[redacted|redacted\]/i;

// A value that is only a variable reference: `$TOKEN`, `%TOKEN%`, `@TOKEN@`, `{TOKEN}`, `:token`.
// App Service's Key Vault reference (`@Microsoft.KeyVault(SecretUri=…)`) names where the secret
// is kept.
const VARIABLE_REFERENCE = /^(?:\$[\w{(]|%\w+%$|@\w+@$|\{[\w.-]+\}$|:\w+$|@Microsoft\.KeyVault\()/;

// Words that mark a stand-in in a generic assignment (`API_KEY=your-api-key-here`,
// `password: changeme`). Matched case-insensitively anywhere in the value.
const PLACEHOLDER_WORDS =
  /replace|change[\W_]?(?:me|it|this)|placeholder|example|dummy|redacted|insert|(?:key|token|secret|password)[\W_]?here|not[\W_]?(?:a[\W_]?)?(?:real|secret|valid)|fake[\W_]?(?:key|token|secret|password)/i;
// The short ones only in one case, as a person types them (`TODO`, `tbd`, `Your`, `xxx`): a
// generated token holds `1tBd4` or `xXx` by chance (one in a few hundred 64-character tokens).
const SHORT_PLACEHOLDER_WORDS =
  /(?:^|[^A-Za-z])(?:your|YOUR|Your)|(?:^|[^A-Za-z])(?:sample|todo|tbd|value|SAMPLE|TODO|TBD|VALUE|Sample|Todo|Value)(?:[^A-Za-z]|$)|xxx|XXX/;

// Whole values that are obviously not credentials.
const TRIVIAL_VALUES = new Set([
  'true',
  'false',
  'null',
  'nil',
  'none',
  'undefined',
  'empty',
  'string',
  'password',
  'passwd',
  'secret',
  'token',
  'changeme',
  'changeit',
  'test',
  'testing',
  'admin',
  'root',
  'default',
  'required',
  'optional',
]);

/** Filler runs or template syntax: never a secret, whatever rule matched it. */
export function hasPlaceholderShape(value: string): boolean {
  return FILLER_RUN.test(value) || TEMPLATE_SYNTAX.test(value);
}

/** A reference to a variable or an environment value rather than a literal. */
export function isVariableReference(value: string): boolean {
  return VARIABLE_REFERENCE.test(value);
}

// What a log or a framework writes where it hid a value: `[FILTERED]` (Rails), `[MASKED]`,
// `[HIDDEN]`, `(hidden)` (WireGuard), one word in brackets
// (upper case) or parentheses (lower case).
const MASK_WORD = /^(?:\[[A-Z][A-Z _-]{2,30}\]|\([a-z][a-z _-]{2,30}\))$/;

/**
 * Hex whose bytes count up by one or repeat one byte: the keys of published test vectors
 * (`000102…1e1f` in RFC 8439 and NIST's vectors, `0b0b0b…` in RFC 4231). No generator makes
 * them; a document or a test does.
 */
function isCountingOrRepeatedHex(value: string): boolean {
  if (value.length < 16 || value.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(value)) {
    return false;
  }
  const bytes = value.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [];
  const step = ((bytes[1] ?? 0) - (bytes[0] ?? 0) + 256) % 256;
  return (
    (step === 0 || step === 1) &&
    bytes.every(
      (byte, index) => index === 0 || (byte - (bytes[index - 1] ?? 0) + 256) % 256 === step,
    )
  );
}

// The runs a person types for a value of the right length: the digits then the hex letters, in
// order, repeated (`1234567890abcdef1234567890abcdef`).
const TYPED_RUNS = ['1234567890abcdef', '0123456789abcdef', 'abcdef1234567890', '1234567890'];

/**
 * A typed run of digits and hex letters after an optional word prefix (`live_1234567890abcdef…`,
 * a WeChat Pay key of `1234567890abcdef` twice): a stand-in of the right length, not a
 * generator's output.
 */
function isTypedRun(value: string): boolean {
  // Dashes are dropped: a UUID typed as one run (`sdk-01234567-89ab-cdef-0123-456789abcdef`).
  const core = value
    .replace(/^[A-Za-z]+[_-]/, '')
    .replace(/-/g, '')
    .toLowerCase();
  if (core.length < 16) {
    return false;
  }
  return TYPED_RUNS.some((run) =>
    run.repeat(Math.ceil(core.length / run.length) + 1).includes(core),
  );
}

/**
 * For values found only by context (a keyword and an assignment): also reject placeholder
 * wording and trivial words. Provider tokens are not checked this way: `sk-ant-...fake...` is a
 * well-formed key whatever its letters spell.
 */
export function isPlaceholderValue(value: string): boolean {
  return (
    hasPlaceholderShape(value) ||
    MASK_WORD.test(value) ||
    isVariableReference(value) ||
    TRIVIAL_VALUES.has(value.toLowerCase()) ||
    PLACEHOLDER_WORDS.test(value) ||
    SHORT_PLACEHOLDER_WORDS.test(value) ||
    isCountingOrRepeatedHex(value) ||
    isTypedRun(value)
  );
}
