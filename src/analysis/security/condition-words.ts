/**
 * Words that say what a condition checks. Matching is on identifier words (see `wordsOf`), so
 * `isAdmin`, `req.user.role` and `allowedOrigins` all count.
 */

export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);
export const TYPE_CHECK_NAME =
  /^(?:is(?:array|buffer|string|number|object|function|integer|safeinteger|finite|nan|plainobject|date|regexp|boolean|undefined|null|symbol|bigint|typedarray|arraybuffer|uint8array)|isinstance|callable|issubclass)$/;
// Words that make a condition an access check on their own, and words that do only when the
// condition compares or calls something (`if (user)` is a null test, `user.id === owner` is not).
export const AUTH_WORDS =
  /^(?:auth|authenticated|authorized|authorization|admin|role|roles|permission|permissions|loggedin|privilege|privileges|acl|csrf|xsrf)$/;
export const WEAK_AUTH_WORDS =
  /^(?:user|session|token|login|credentials|credential|owner|apikey|password)$/;
export const PATH_WORDS =
  /^(?:path|paths|dir|directory|root|base|basedir|folder|target|dest|destination|abs|absolute|resolved|real|cwd|home|mount|prefix)$/;
// Where a request may be sent or redirected: checks on these are open-redirect / SSRF guards.
export const URL_WORDS = /^(?:url|uri|href|host|hostname|origin|redirect|protocol|scheme)$/;
export const VALIDATION_WORDS =
  /^(?:valid|validate|validates|validation|verify|verified|allowed|authorized|permitted|safe|trusted|sanitize|sanitized)$/;
export const LENGTH_WORDS =
  /^(?:length|size|bytelength|max|min|limit|maxlength|len|count|depth|maxdepth|nesting|recursion|maxkeys)$/;
// Named lists of what is let through or kept out.
export const LIST_WORDS =
  /^(?:whitelist|blacklist|allowlist|blocklist|denylist|allowed|blocked|forbidden|banned|trusted|private|loopback|localhost)$/;
export const SCHEME_LITERAL = /^(?:javascript|vbscript|data|file|relative|blob|about):?$/i;
export const TRAVERSAL_PATTERN = /\\\.\\\.|\.\.[/\\]|[/\\]\.\.|%2e/i;
