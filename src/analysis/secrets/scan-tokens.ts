import { escapeRegExp } from '../../common/index.js';
import { isAlnumCode, shannonEntropy } from './entropy.js';
import { hasPlaceholderShape } from './placeholder.js';
import {
  ANCHORED_TOKEN_RULES,
  JWT_RULE,
  NAMING_ONLY_RULES,
  SEPARATED_TOKEN_RULES,
} from './token-rules.js';
import type { TokenRule } from './token-rules.js';
import { searchThrough } from './text-search.js';
import type { Candidate } from './types.js';

// Provider tokens are found by searches the regular-expression engine runs at memory speed;
// the per-hit work is a table lookup, so ordinary code costs almost nothing:
// - separators (`_ . ~ -`) followed by token characters: the alphanumeric run before the
//   separator plus the separator (`ghp_`, `sk-`, `hvs.`) is looked up among the rule keys;
// - upper-case literal anchors of the formats without a separator (`AKIA`, `AIza`);
// - `.eyJ`, the start of a JWT's payload.

// A separator followed by a token's body; or Mailchimp's `-us21` data-center suffix, which is
// shorter than any body (its key is the 32 hex characters before the separator). The letter or
// digit before it is the end of the head, which every token has: matched as part of the hit,
// it lets the engine test two characters at a time and skip the separators that follow
// punctuation or white space (`a.b` is a hit, ` -x` and `)._` are not).
const SEPARATOR_HITS = /[A-Za-z0-9][_.~-](?=[\w.+/=-]{12}|us\d{1,2}(?![\w+/-]))/g;
const MAX_HEAD_LENGTH = 40;

function indexByKey(rules: readonly TokenRule[]): Map<string, TokenRule[]> {
  const byKey = new Map<string, TokenRule[]>();
  for (const rule of rules) {
    for (const key of rule.keys) {
      const list = byKey.get(key) ?? [];
      list.push(rule);
      byKey.set(key, list);
    }
  }
  return byKey;
}

const SEPARATED_BY_KEY = indexByKey(SEPARATED_TOKEN_RULES);
const ANCHORED_BY_KEY = indexByKey(ANCHORED_TOKEN_RULES);
const NAMING_BY_KEY = indexByKey(NAMING_ONLY_RULES);
const ANCHOR_HITS = new RegExp(
  [...ANCHORED_BY_KEY.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|'),
  'g',
);

// First two characters of every separated key (for one-letter heads, the letter and the
// separator): a cheap integer test that rejects most separators in ordinary code before any
// string is built.
const KEY_BIGRAMS = new Uint8Array(1 << 16);
for (const key of SEPARATED_BY_KEY.keys()) {
  KEY_BIGRAMS[((key.charCodeAt(0) & 0xff) << 8) | (key.charCodeAt(1) & 0xff)] = 1;
}

// Formats whose head is itself random, recognised by the head's length and what follows.
const TERRAFORM = /[A-Za-z0-9]{14}\.atlasv1\.[\w=-]{60,70}(?![\w+/-])/y;
const DISCORD_BOT = /[MNO][\w-]{23,27}\.[\w-]{6}\.[\w-]{27,40}(?![\w+/-])/y;
const MAILCHIMP = /[0-9a-f]{32}-us\d{1,2}(?![\w+/-])/y;
const MAXMIND = /[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk(?![\w+/-])/y;
const AIRTABLE = /pat[A-Za-z0-9]{14}\.[a-f0-9]{64}(?![\w+/-])/y;
// A Slack webhook URL is the credential: whoever has it can post to the channel.
const SLACK_WEBHOOK =
  /(?:https?:\/\/)?hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/_-]{20,200}/y;

/**
 * A token may follow quotes, spaces, `=`, `:` or `_` (`MY_tskey-...`) but not a letter, digit or
 * the characters that glue it into a larger blob (`+/` of base64, `.` of a domain, `-`). Escaped
 * line breaks in JSON strings (`\nAKIA...`) count as a boundary.
 */
function isTokenStart(text: string, start: number): boolean {
  if (start === 0) {
    return true;
  }
  const previous = text.charCodeAt(start - 1);
  if (isAlnumCode(previous)) {
    return (
      start >= 2 &&
      text.charCodeAt(start - 2) === 92 /* \ */ &&
      (previous === 110 || previous === 114 || previous === 116) /* n r t */
    );
  }
  return previous !== 43 && previous !== 47 && previous !== 46 && previous !== 45; // + / . -
}

/** The end of a valid `rule` token starting at `start`, or -1. */
function matchRule(rule: TokenRule, text: string, start: number, keyLength: number): number {
  rule.pattern.lastIndex = start;
  const match = rule.pattern.exec(text);
  if (match === null) {
    return -1;
  }
  const value = match[0];
  if (hasPlaceholderShape(value) || (rule.accept !== undefined && !rule.accept(value))) {
    return -1;
  }
  const trusted = rule.trusted?.(value) ?? false;
  if (
    !trusted &&
    rule.minEntropy !== undefined &&
    shannonEntropy(value, keyLength) < rule.minEntropy
  ) {
    return -1;
  }
  return start + value.length;
}

function matchShape(pattern: RegExp, text: string, start: number, minEntropy = 3): number {
  pattern.lastIndex = start;
  const match = pattern.exec(text);
  if (match === null || hasPlaceholderShape(match[0]) || shannonEntropy(match[0]) < minEntropy) {
    return -1;
  }
  return start + match[0].length;
}

function tryRules(
  rules: readonly TokenRule[],
  text: string,
  start: number,
  keyLength: number,
  out: Candidate[],
): number {
  for (const rule of rules) {
    const end = matchRule(rule, text, start, keyLength);
    if (end > 0) {
      out.push({ start, end, rule: rule.rule, specific: true });
      return end;
    }
  }
  return -1;
}

/** The rules of the formats above, recognised by their shape rather than a prefix. */
export const SHAPE_RULE_IDS = [
  'slack-webhook',
  'terraform-token',
  'discord-token',
  'mailchimp-key',
  'airtable-token',
  'maxmind-key',
] as const;

function tryShapes(text: string, head: number, separator: number, out: Candidate[]): number {
  const length = separator - head;
  const sep = text.charCodeAt(separator);
  let start = head;
  let end = -1;
  let rule: (typeof SHAPE_RULE_IDS)[number] | '' = '';
  if (sep === 46 /* . */ && length === 5 && text.startsWith('hooks.slack.com/', head)) {
    start = text.startsWith('https://', head - 8)
      ? head - 8
      : text.startsWith('http://', head - 7)
        ? head - 7
        : head;
    end = matchShape(SLACK_WEBHOOK, text, start);
    rule = 'slack-webhook';
  } else if (sep === 46 && length === 14 && text.startsWith('atlasv1.', separator + 1)) {
    end = matchShape(TERRAFORM, text, head);
    rule = 'terraform-token';
  } else if (sep === 46 && length >= 24 && length <= 28) {
    end = matchShape(DISCORD_BOT, text, head);
    rule = 'discord-token';
  } else if (sep === 45 /* - */ && length === 32 && text.startsWith('us', separator + 1)) {
    end = matchShape(MAILCHIMP, text, head);
    rule = 'mailchimp-key';
  } else if (sep === 46 && length === 17 && text.startsWith('pat', head)) {
    end = matchShape(AIRTABLE, text, head);
    rule = 'airtable-token';
  } else if (sep === 95 /* _ */ && length === 6 && text.startsWith('_mmk', separator + 30)) {
    end = matchShape(MAXMIND, text, head);
    rule = 'maxmind-key';
  }
  if (end > 0) {
    out.push({ start, end, rule, specific: true });
  }
  return end;
}

/** Provider tokens found through the separator after their prefix. */
export function findSeparatedTokens(text: string, out: Candidate[]): void {
  const hits = SEPARATOR_HITS;
  hits.lastIndex = 0;
  // `test` leaves lastIndex right after the separator (the body is a lookahead), which is all
  // a hit needs: `exec` would build a match array and string for each of the many in code.
  while (hits.test(text)) {
    const separator = hits.lastIndex - 1;
    let head = separator;
    const limit = Math.max(0, separator - MAX_HEAD_LENGTH);
    while (head > limit && isAlnumCode(text.charCodeAt(head - 1))) {
      head--;
    }
    let end = -1;
    if (isTokenStart(text, head)) {
      const first = text.charCodeAt(head) & 0xff;
      const second =
        (head + 1 === separator ? text.charCodeAt(separator) : text.charCodeAt(head + 1)) & 0xff;
      if (KEY_BIGRAMS[(first << 8) | second] === 1) {
        const rules = SEPARATED_BY_KEY.get(text.slice(head, separator + 1));
        if (rules !== undefined) {
          end = tryRules(rules, text, head, separator + 1 - head, out);
        }
      }
    }
    if (end < 0) {
      end = tryShapes(text, head, separator, out);
    }
    if (end > 0) {
      // A separator right at the end is found again: its head starts inside the token.
      hits.lastIndex = end - 1;
    }
  }
}

/** Provider tokens found through an upper-case literal anchor at their start. */
export function findAnchoredTokens(text: string, out: Candidate[]): void {
  const hits = ANCHOR_HITS;
  hits.lastIndex = 0;
  let hit: RegExpExecArray | null;
  while ((hit = hits.exec(text)) !== null) {
    const start = hit.index;
    const rules = ANCHORED_BY_KEY.get(hit[0]);
    if (rules === undefined || !isTokenStart(text, start)) {
      continue;
    }
    const end = tryRules(rules, text, start, hit[0].length, out);
    if (end > 0) {
      hits.lastIndex = end;
    }
  }
}

const MAX_JWT_HEADER_CHARS = 2_000;
const findPayloadStart = searchThrough('.eyJ', 'yJ');

function isBase64UrlCode(code: number): boolean {
  return isAlnumCode(code) || code === 95 /* _ */ || code === 45; /* - */
}

/** JSON Web Tokens, found from the `.eyJ` that starts the payload (rarer than `eyJ`). */
export function findJwts(text: string, out: Candidate[]): void {
  let at = findPayloadStart(text);
  while (at >= 0) {
    let start = at;
    const limit = Math.max(0, at - MAX_JWT_HEADER_CHARS);
    while (start > limit && isBase64UrlCode(text.charCodeAt(start - 1))) {
      start--;
    }
    const end =
      text.startsWith('eyJ', start) && isTokenStart(text, start)
        ? tryRules([JWT_RULE], text, start, 3, out)
        : -1;
    at = findPayloadStart(text, end > 0 ? end : at + 4);
  }
}

function keyedRulesFor(value: string, minKeyLength = 0): readonly TokenRule[] {
  const separator = value.search(/[_.~-]/);
  const rules: TokenRule[] = [];
  if (separator >= minKeyLength - 1 && separator > 0) {
    rules.push(...(SEPARATED_BY_KEY.get(value.slice(0, separator + 1)) ?? []));
  }
  for (const byKey of [ANCHORED_BY_KEY, NAMING_BY_KEY]) {
    for (const [key, keyed] of byKey) {
      if (key.length >= minKeyLength && value.startsWith(key)) {
        rules.push(...keyed);
      }
    }
  }
  if (value.startsWith('eyJ')) {
    rules.push(JWT_RULE);
  }
  return rules;
}

/**
 * The provider rule whose format the whole value has, if any: a keyword finding named by the
 * format it matches (`token = dapi…` is a `databricks-token`).
 */
export function providerRuleOf(value: string): string | null {
  for (const rule of keyedRulesFor(value)) {
    if (matchRule(rule, value, 0, 0) === value.length) {
      return rule.rule;
    }
  }
  return null;
}

// Prefixes of four or more characters are the provider's own namespace; shorter ones (`sk-`,
// `s.`, `hf_`) are shared with other vendors' formats.
const NAMESPACE_PREFIX_CHARS = 4;

/**
 * A value in a provider's namespace that breaks the provider's format (`xoxp-1234567890`,
 * `sm_pat_tooshort`): a fixture or a truncated example, not a credential.
 */
export function isMalformedProviderToken(value: string): boolean {
  const rules = keyedRulesFor(value, NAMESPACE_PREFIX_CHARS);
  return rules.length > 0 && rules.every((rule) => matchRule(rule, value, 0, 0) < 0);
}
