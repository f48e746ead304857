// Renderers ("rules") for heldout31: each turns a provider's settings into one realistic file
// excerpt, command, log or message.

import { FILE_RULES } from './rules-files.mjs';
import { OTHER_RULES } from './rules-other.mjs';

export { subOf, yamlValue } from './render-kit.mjs';

export const RULES = [...FILE_RULES, ...OTHER_RULES];

export const RULE_BY_NAME = Object.fromEntries(RULES.map((rule) => [rule.name, rule]));

/** Can this rule render this provider (and this set of entries)? */
export function eligible(rule, prov, entries) {
  const multiline = entries.some((e) => e.v.includes('\n'));
  if (multiline && !rule.pem) {
    return false;
  }
  if (!multiline && rule.pemOnly) {
    return false;
  }
  if (prov.only && !prov.only.includes(rule.name)) {
    return false;
  }
  if (rule.needsHost && !prov.host) {
    return false;
  }
  if (rule.eligible && !rule.eligible(prov, entries)) {
    return false;
  }
  if (rule.name === 'chat-message' && !entries.some((e) => e.secret)) {
    return false;
  }
  return true;
}
