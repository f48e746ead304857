// Contexts: the files, commands and messages a credential shows up in. A context renders a value
// (a string, or { raw } for an expression that must not be quoted) into text. The same contexts
// carry positives, placeholders (hard negatives) and masked values (near misses).

import { GENERIC_CODE } from './contexts-code.mjs';
import { GENERIC_CONFIG } from './contexts-config.mjs';

export { authHeader, bare, camel, q, snake } from './context-kit.mjs';
export { FILES, dbUrl } from './files.mjs';

export const GENERIC = [...GENERIC_CONFIG, ...GENERIC_CODE];
export const GENERIC_BY_RULE = Object.fromEntries(GENERIC.map((c) => [c.rule, c]));
