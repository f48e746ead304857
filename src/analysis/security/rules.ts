// Every rule the security-regression detector reports: its id, the CWE its findings carry,
// whether it judges added code on its own (a new file has no baseline), and what it means.
// Findings carry a `SecurityRuleId`, so an id that is not here does not compile, and their CWE
// comes from here unless the rule picks one per finding (`byCategory`).

export interface SecurityRule {
  /** The CWE of a finding; rules marked `byCategory` pick a more specific one per finding. */
  readonly cwe: string;
  /** The CWE depends on what was weakened (a prototype guard, a path check, a cookie flag, ...). */
  readonly byCategory?: true;
  /** Judged on a new file without a baseline (eval on input, SQL built by hand, TLS off, ReDoS). */
  readonly addedCode: boolean;
  readonly summary: string;
}

export const SECURITY_RULES = {
  'guard-removed': {
    cwe: 'CWE-20',
    byCategory: true,
    addedCode: false,
    summary: 'a branch that refused bad input (throw, early return, skip) is gone',
  },
  'guard-weakened': {
    cwe: 'CWE-20',
    byCategory: true,
    addedCode: false,
    summary: 'a refusing branch fires in fewer cases, or lost one of its checks',
  },
  'check-bypassed': {
    cwe: 'CWE-20',
    addedCode: false,
    summary: 'a call that ran only after a check now runs without it',
  },
  'cache-before-verification': {
    cwe: 'CWE-287',
    addedCode: false,
    summary: 'a cache lookup now answers before the verification runs',
  },
  'decode-after-check': {
    cwe: 'CWE-22',
    addedCode: false,
    summary: 'a value is decoded after it was checked, so the check sees the encoded form',
  },
  'security-helper-bypassed': {
    cwe: 'CWE-20',
    addedCode: false,
    summary: 'a helper named for checking or cleaning (or a small one) is called less',
  },
  'primitive-removed': {
    cwe: 'CWE-693',
    byCategory: true,
    addedCode: false,
    summary:
      'a security primitive (escaping, constant-time compare, hashing, ...) lost a value or a path',
  },
  'middleware-removed': {
    cwe: 'CWE-693',
    byCategory: true,
    addedCode: false,
    summary: 'a security middleware or decorator is registered fewer times',
  },
  'prototype-check-removed': {
    cwe: 'CWE-1321',
    addedCode: false,
    summary: 'a comparison against `__proto__` / `constructor` / `prototype` is gone',
  },
  'traversal-check-removed': {
    cwe: 'CWE-22',
    addedCode: false,
    summary: 'a check for `..` in a path is gone',
  },
  'containment-check-removed': {
    cwe: 'CWE-22',
    addedCode: false,
    summary: 'a check that a path stays inside its root is gone',
  },
  'credential-leak': {
    cwe: 'CWE-200',
    addedCode: false,
    summary: 'credentials are no longer stripped before a value leaves',
  },
  'unsanitized-argument': {
    cwe: 'CWE-20',
    addedCode: false,
    summary: 'a call that received a sanitized value now receives the raw one',
  },
  'insecure-random': {
    cwe: 'CWE-338',
    byCategory: true,
    addedCode: false,
    summary: '`Math.random` where secure randomness was used, or fewer random bytes',
  },
  'weak-crypto': {
    cwe: 'CWE-327',
    byCategory: true,
    addedCode: false,
    summary: 'a broken algorithm, or a lowered work factor',
  },
  'jwt-weakened': {
    cwe: 'CWE-347',
    addedCode: false,
    summary: 'token verification no longer pins its algorithms',
  },
  'tls-disabled': {
    cwe: 'CWE-295',
    byCategory: true,
    addedCode: true,
    summary: 'certificate or host name verification is turned off',
  },
  'cors-widened': {
    cwe: 'CWE-942',
    addedCode: false,
    summary: 'CORS allows any or the reflected origin',
  },
  'cookie-weakened': {
    cwe: 'CWE-614',
    byCategory: true,
    addedCode: false,
    summary: 'a cookie lost `httpOnly` or `secure`',
  },
  'headers-weakened': {
    cwe: 'CWE-693',
    addedCode: false,
    summary: 'a security header (CSP, frame options) is turned off',
  },
  'csrf-disabled': {
    cwe: 'CWE-352',
    addedCode: false,
    summary: 'CSRF protection is turned off',
  },
  'protection-off': {
    cwe: 'CWE-693',
    byCategory: true,
    addedCode: false,
    summary:
      "a library's protection switched off: renderer isolation, entity expansion, raw HTML, autoescaping",
  },
  'unsafe-deserialization': {
    cwe: 'CWE-502',
    addedCode: false,
    summary: 'a loader that can build arbitrary objects reads input',
  },
  'dynamic-code-execution': {
    cwe: 'CWE-95',
    addedCode: true,
    summary: 'code evaluated from a string built from input',
  },
  'shell-injection': {
    cwe: 'CWE-78',
    addedCode: true,
    summary: 'a shell command built from input',
  },
  'sql-injection': {
    cwe: 'CWE-89',
    addedCode: true,
    summary: 'an SQL statement built from input instead of parameters',
  },
  'html-injection': {
    cwe: 'CWE-79',
    addedCode: false,
    summary: 'HTML markup built from unescaped input',
  },
  'path-traversal': {
    cwe: 'CWE-22',
    addedCode: true,
    summary: 'a file path built from input without a root check',
  },
  'template-unescaped': {
    cwe: 'CWE-79',
    addedCode: false,
    summary: 'template output escaping turned off, or a raw interpolation added',
  },
  redos: {
    cwe: 'CWE-1333',
    addedCode: true,
    summary: 'a regular expression that can backtrack catastrophically',
  },
  'pattern-narrowed': {
    cwe: 'CWE-20',
    addedCode: false,
    summary: 'a checking pattern recognizes fewer inputs than before',
  },
  'sanitizer-weakened': {
    cwe: 'CWE-116',
    addedCode: false,
    summary: 'a sanitizer strips or escapes fewer characters than before',
  },
  'security-file-deleted': {
    cwe: 'CWE-693',
    addedCode: false,
    summary: 'a deleted file held security checks or primitives (and was not moved)',
  },
} as const satisfies Readonly<Record<string, SecurityRule>>;

export type SecurityRuleId = keyof typeof SECURITY_RULES;

/** Rules that judge new code on its own, without a baseline: what an added file is checked for. */
export const ADDED_CODE_RULES: ReadonlySet<SecurityRuleId> = new Set(
  (Object.keys(SECURITY_RULES) as SecurityRuleId[]).filter((id) => SECURITY_RULES[id].addedCode),
);
