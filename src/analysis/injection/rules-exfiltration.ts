import { REVEAL_WORDS, SECRET_ANCHORS } from './anchor-words.js';
import {
  anyOf,
  EXFIL_VERBS,
  MONEY_NOUNS,
  PROMPT_NOUNS,
  PROMPT_QUALIFIERS,
  REVEAL_VERBS,
  SECRET_NOUNS,
  SINKS,
  TRANSFER_VERBS,
  within,
  list,
} from './lexicon.js';
import { ANY_WINDOW_ANCHOR, defineRule, pairs, word } from './rule.js';
import type { InjectionRule } from './rule.js';

const REVEAL = anyOf(REVEAL_VERBS);
const QUALIFIER = anyOf(PROMPT_QUALIFIERS);
const PROMPT = anyOf(PROMPT_NOUNS);
// Bounded so `client_secrets` in a URL path or `secretlint` is not a secret.
const SECRET = `(?<![\\w/-])${anyOf(SECRET_NOUNS)}(?![\\w-])`;
const EXFIL = anyOf(EXFIL_VERBS);
// Credential files of the machine, by path.
const SECRET_FILE = `(?:~?/?\\.ssh/(?!\\S*\\.pub\\b)\\S*|~?/?\\.aws/\\S*|\\bid_(?:rsa|ed25519|ecdsa|dsa)\\b(?!\\.pub)|(?<![\\w.])\\.env(?![\\w.-])|~?/?\\.npmrc\\b|~?/?\\.netrc\\b|~?/?\\.git-credentials\\b|/etc/shadow\\b|\\bkubeconfig\\b|~?/?\\.kube/config\\b)`;
// A destination introduced as one ("to https://...", "in the commit message"); a URL that is
// only mentioned ("see https://...", "by @me in https://...") is a reference, not a destination.
const SINK = `(?:\\b(?:to|into|onto|at|via)\\s+(?:https?://|[a-z0-9._%+-]+@[a-z0-9-]+\\.[a-z.]{2,})|\\b(?:to|into|in|at|on|via|through|onto|inside|within|as|under)\\s+(?:(?:the|a|an|your|this|our|my|its|their)\\s+)?(?:[\\w.-]+\\s+)?${anyOf(SINKS)}|\\bopen\\s+(?:an|a\\s+new|a)\\s+(?:issue|pull\\s+request|pr|gist|discussion)\\b)`;
const SINK_WORDS = [
  'https',
  'http',
  'webhook',
  'pastebin',
  'paste',
  'gist',
  'commit',
  'pull',
  'pr',
  'issue',
  'comment',
  'readme',
  'changelog',
  'bottom',
  'public',
  'final',
  'reply',
  'answer',
  'response',
  'output',
  'summary',
  'message',
  'server',
  'endpoint',
  'url',
  'open',
];
// The first word of every verb of secret-reveal ("read out", "tell me").
const REVEAL_FIRST_WORDS = list(`
  print echo output display reveal dump leak expose send post upload exfiltrate share read tell
`);
const MONEY = anyOf(MONEY_NOUNS);
const TRANSFER = anyOf(TRANSFER_VERBS);

// "your (initial) instructions", "the system prompt", "your starting configuration".
const OWN_PROMPT = `(?:\\byour\\s+(?:${QUALIFIER}\\s+){0,3}${PROMPT}|\\b(?:the|its|my|this)\\s+(?:${QUALIFIER}\\s+){0,2}(?:system|initial|original|starting|hidden|secret|internal|underlying|pre-?)\\s*(?:prompt|instructions?|message|configuration)|\\bsystem\\s+?(?:prompt|message|instructions?)\\b|\\byour\\s+system'?s\\s+(?:\\w+\\s+){0,2}?(?:parameters|instructions|prompt|configuration|settings|rules)\\b|\\bsystemprompt\\b|\\binitial\\s+(?:prompt|instructions?|configuration)\\b|\\bpre-?prompt\\b)`;
const OWN_PROMPT_ANCHORS = [
  ...pairs(
    ['your'],
    list(
      'full entire complete exact original initial starting first very hidden secret internal underlying real system previous pre preprompt top current prompt prompts reasoning chain instruction configuration guidelines rules directives programming initialization',
    ),
  ),
  ...pairs(list('system initial original starting hidden secret internal underlying pre'), [
    'prompt',
    'instruction',
    'message',
    'configuration',
  ]),
  'preprompt',
  'systemprompt',
  'systemmessage',
];
// "the text above", "the words before", "this entire conversation", "instructions you were given".
const PRIOR_TEXT_ANCHORS = [
  ...pairs(list('text words everything content prompt instruction instructions'), [
    'above',
    'before',
    'so',
    'preceding',
    'prior',
    'earlier',
  ]),
  ...pairs(
    ['above', 'preceding', 'previous', 'prior'],
    list('text words content prompt instruction instructions'),
  ),
  ...pairs(['entire', 'whole', 'full'], ['conversation']),
  ...pairs(list('instruction instructions rules prompt prompts'), ['you', 'given']),
  'been+given',
  'you+were',
];
const PRIOR_TEXT = `(?:\\b(?:the\\s+)?(?:text|words|everything|content|prompt|instructions?)\\s+(?:above|before|so\\s+far|preceding|prior|earlier)\\b|\\b(?:the|this)\\s+(?:above|preceding|previous|prior)\\s+(?:text|words|content|prompt|instructions?)\\b|\\b(?:this|our)\\s+(?:entire|whole|full)\\s+conversation\\b|\\bthe\\s+text\\s+you\\s+(?:were|have\\s+been)\\s+given\\b|\\b(?:instructions?|rules|prompts?)\\s+(?:you(?:'ve|\\s+have)?\\s+(?:been|were)\\s+given|given\\s+to\\s+you)\\b)`;

/** exfiltration: getting the prompt or a secret out. */
export const EXFILTRATION_RULES: readonly InjectionRule[] = [
  defineRule('reveal-prompt', 'exfiltration', 0.6, `${REVEAL}\\b${within(60)}${OWN_PROMPT}`, {
    imperative: true,
    requires: REVEAL_WORDS,
    anchors: OWN_PROMPT_ANCHORS,
    negatable: true,
  }),
  defineRule(
    'reveal-prompt-me',
    'exfiltration',
    0.6,
    `\\b${REVEAL}\\s+(?:me|us)\\b${within(50)}${OWN_PROMPT}`,
    { requires: REVEAL_WORDS, anchors: OWN_PROMPT_ANCHORS, negatable: true },
  ),
  defineRule(
    'want-prompt',
    'exfiltration',
    0.55,
    `\\b(?:need|want|would\\s+like|like)\\s+to\\s+(?:see|know|read|view|get)\\b${within(40)}${OWN_PROMPT}`,
    { requires: list('see know read view get'), anchors: OWN_PROMPT_ANCHORS },
  ),
  defineRule('reveal-prior-text', 'exfiltration', 0.55, `${REVEAL}\\b${within(40)}${PRIOR_TEXT}`, {
    imperative: true,
    requires: REVEAL_WORDS,
    anchors: PRIOR_TEXT_ANCHORS,
    negatable: true,
  }),
  defineRule(
    'ask-prompt',
    'exfiltration',
    0.55,
    `\\bwhat\\s+(?:are|were|is|was|'s)\\s+(?:the\\s+)?(?:first\\s+\\w+\\s+(?:\\w+\\s+)?of\\s+)?(?:your|the\\s+(?:system|initial))\\s+(?:${QUALIFIER}\\s+){0,2}${PROMPT}|\\bwhat\\s+(?:exactly\\s+|precisely\\s+)?(?:were|have)\\s+you\\s+(?:been\\s+)?(?:told|instructed|programmed|given)\\b|\\bwhat\\s+(?:exactly\\s+|precisely\\s+)?(?:do|does|did)\\s+(?:your|the\\s+(?:hidden|secret))\\s+(?:${QUALIFIER}\\s+){0,2}${PROMPT}\\s+(?:say|contain|state|tell\\s+you)\\b|\\bwhat\\s+are\\s+you\\s+not\\s+(?:supposed|allowed|permitted)\\s+to\\s+(?:tell|say|reveal|share)\\b|\\b(?:opposite|reverse|summary|translation)\\s+of\\s+your\\s+(?:${QUALIFIER}\\s+){0,2}${PROMPT}`,
    {
      anchors: [
        ...OWN_PROMPT_ANCHORS,
        ...pairs(['you', 'been'], ['told', 'instructed', 'programmed', 'given']),
        'not+supposed',
        'not+allowed',
        'not+permitted',
      ],
    },
  ),
  defineRule('prompt-mention', 'exfiltration', 0.15, OWN_PROMPT, {
    anchors: OWN_PROMPT_ANCHORS,
  }),
  defineRule(
    'instructed-to',
    'exfiltration',
    0.4,
    `\\bi\\s+was\\s+(?:instructed|told|programmed)\\s+to\\b|\\b(?:my|your)\\s+(?:initial\\s+|original\\s+|real\\s+|actual\\s+)?instructions\\s+(?:are|were)\\s*:|\\binitiali[sz]ation\\s+string\\b|\\b(?:you\\s+(?:were|have\\s+been)\\s+given|given\\s+to\\s+you)\\s+(?:initially|at\\s+the\\s+(?:start|beginning))\\b|\\b(?:starting|beginning)\\s+with\\s+(?:the\\s+(?:phrase|words?)\\s+)?["'\\u201c]?you\\s+are\\b`,
    {
      anchors: list(`
        was+instructed was+told was+programmed my+instructions your+instructions
        your+initial your+original initialization initialisation given+initially given+to
        starting+with beginning+with you+were been+given
      `),
    },
  ),
  defineRule(
    'verbatim',
    'exfiltration',
    0.2,
    `\\b(?:word\\s+for\\s+word|verbatim|exactly\\s+as\\s+(?:written|given)|everything\\s+above|including\\s+everything|include\\s+everything)\\b`,
  ),
  defineRule(
    'conversation-summary',
    'exfiltration',
    0.4,
    `\\b(?:summary|transcript|copy|log)\\s+of\\s+(?:our|this|your|my)\\s+(?:entire\\s+|whole\\s+)?(?:conversation|chat|session|discussion)\\b`,
    {
      anchors: pairs(list('our this your my entire whole'), [
        'conversation',
        'chat',
        'session',
        'discussion',
      ]),
    },
  ),
  defineRule(
    'conversation-history',
    'exfiltration',
    0.55,
    `\\b(?:send|e-?mail|mail|forward|transmit|upload|post|exfiltrate|leak)\\b${within(40)}\\b(?:conversation|chat|message|search|browsing)\\s+history\\b${within(40)}(?:\\bto\\s+(?:https?:|www\\.|[a-z0-9._-]+@)|\\bme\\b)|\\b(?:user'?s?|users'|their)\\s+(?:conversation|data|messages|emails|history|personal\\s+(?:data|information)|bank\\s+details|credit\\s+card)\\b${within(40)}\\b(?:to|at)\\s+(?:https?:|www\\.|[a-z0-9._-]+@)`,
    { anchors: list('history bank credit personal emails messages conversation') },
  ),
  defineRule(
    'image-beacon',
    'exfiltration',
    0.45,
    `!\\[[^\\]\\n]{0,40}\\]\\(https?://[^)\\s]*[?&][\\w-]+=(?:\\[|\\{\\{|<|\\$(?![.\\d])[a-z_]|%5b|%7b%7b)`,
    { anchors: [ANY_WINDOW_ANCHOR] },
  ),
  defineRule('secret-to-sink', 'exfiltration', 0.7, `(?:${EXFIL}|take|grab|collect|encode)\\b`, {
    imperative: true,
    requires: SINK_WORDS,
    // A spotted symbol (`.env`, `~/.ssh`, `$..._KEY`) is a secret without an anchor word.
    anchors: [...SECRET_ANCHORS, ANY_WINDOW_ANCHOR],
    allInSentence: [SECRET, SINK],
    negatable: true,
  }),
  // A credential file of the machine written into a file of the repository: whatever the
  // change commits, everyone who can read the repository reads. A key the user puts into a
  // local config is no such file.
  defineRule(
    'secret-file-into-repo',
    'exfiltration',
    0.6,
    `(?:copy|paste|write|put|add|append|include|save|dump|cat|move)\\b[^.\\n]{0,40}?${SECRET_FILE}[^.\\n]{0,40}?\\b(?:into|to|in|>>?)\\s*\x60?(?:[\\w.-]+/)*[\\w-]+\\.(?:md|txt|json|ya?ml|js|ts|py|log|csv|html)\\b`,
    { imperative: true, negatable: true, anchors: [...SECRET_ANCHORS, ANY_WINDOW_ANCHOR] },
  ),
  // The process environment (every token the machine holds) posted where others read it.
  defineRule(
    'environment-dump',
    'exfiltration',
    0.5,
    `(?:paste|post|share|send|upload|include|attach|add|copy|put)\\b[^.\\n]{0,30}\\b(?:the\\s+)?(?:full\\s+|whole\\s+|complete\\s+)?(?:output|result)s?\\s+of\\s+\x60?(?:env|printenv|set|export\\s+-p)\x60?(?![\\w-])`,
    {
      imperative: true,
      negatable: true,
      anchors: ['env', 'printenv', ...pairs(['of'], ['set', 'export'])],
    },
  ),
  defineRule(
    'secret-reveal',
    'exfiltration',
    0.35,
    `(?:print|echo|output|display|reveal|dump|leak|expose|send|post|upload|exfiltrate|share|read\\s+out|tell\\s+me)\\b${within(40)}${SECRET}`,
    {
      imperative: true,
      requires: REVEAL_FIRST_WORDS,
      mustContain: REVEAL_FIRST_WORDS,
      anchors: [...SECRET_ANCHORS, ANY_WINDOW_ANCHOR],
      negatable: true,
    },
  ),
  defineRule(
    'secret-contents',
    'exfiltration',
    0.2,
    `\\b(?:contents?|value|values|output)\\s+of\\s+(?:the\\s+|your\\s+|all\\s+)?\\W?(?:cat\\s+)?${SECRET}`,
    { negatable: true },
  ),
  defineRule(
    'shell-exfil',
    'exfiltration',
    0.7,
    `\\b(?:env|printenv|set|export\\s+-p|cat\\s+\\S*(?:\\.env|id_\\w+|\\.npmrc|credentials|\\.netrc|\\.pypirc|\\.aws\\S*|passwd|shadow)\\S*)\\s*\\|\\s*(?:cu(?:)rl|wg(?:)et|nc|netcat|ncat|base64|ssh|socat|openssl)\\b|\\bcu(?:)rl\\b[^\\n]{0,120}(?:-d|--data(?:-binary|-raw|-urlencode)?|-f|--form|-t|--upload-file)\\s*['"]?@?(?:-(?=[\\s'"\`])|\\S*(?:\\.env|id_\\w+|\\.ssh|\\.npmrc|credentials|passwd))`,
    {
      anchors: [
        word('cu', 'rl'),
        word('wg', 'et'),
        'printenv',
        'netcat',
        'ncat',
        'socat',
        'nc',
        'base64',
        'npmrc',
        'netrc',
        'pypirc',
        'credentials',
      ],
    },
  ),
  defineRule(
    'secret-in-url',
    'exfiltration',
    0.6,
    `https?://[^\\s)"'\\]]*[?&=/]\\$\\{?[a-z0-9_]*(?:key|token|secret|password|pass|pwd|env)\\w*\\}?`,
    { anchors: [ANY_WINDOW_ANCHOR] },
  ),
  defineRule(
    'read-secret-file',
    'exfiltration',
    0.2,
    `\\bcat\\s+(?:~|\\$home|/root|/home/\\w+)?/?\\S*(?:\\.npmrc|\\.git-credentials|id_rsa|id_ed25519|\\.env|\\.netrc|\\.pypirc|\\.aws/credentials|/etc/shadow)(?!\\.pub)`,
    { anchors: list('npmrc credentials rsa ed25519 netrc pypirc shadow') },
  ),
  defineRule(
    'copy-code-out',
    'exfiltration',
    0.5,
    `(?:\\w+\\s+){0,3}?(?:copy|upload|send|post|mirror|sync|push|exfiltrate|forward)\\s+(?:it|this|the|these|all|every|your|our)\\b${within(60)}\\bto\\s+(?:https?://|ftp://|[a-z0-9.-]+\\.(?:cc|io|xyz|ru|tk|top|site|online|net|org|com)/)`,
    { imperative: true, anchors: ['to+https', 'to+http', 'to+ftp'], negatable: true },
  ),
];

/** value_transfer: moving money, credits or crypto. */
export const VALUE_RULES: readonly InjectionRule[] = [
  defineRule(
    'move-value',
    'value_transfer',
    0.5,
    `${TRANSFER}\\b${within(50)}(?<![\\w$])${MONEY}`,
    {
      imperative: true,
      anchors: list(`
        usdc usdt eth ether btc bitcoin bitcoins crypto cryptocurrency sol solana monero xmr
        dai coin coins credits credit funds money usd eur gbp dollars euros gift pay wire donate
        deposit tip withdraw invoice
      `),
      negatable: true,
    },
  ),
  defineRule(
    'wallet-address',
    'value_transfer',
    0.3,
    `\\b0x[0-9a-f]{40}\\b|\\b(?:bc1|tb1)[qp][ac-hj-np-z02-9]{38,58}\\b`,
    { anchors: [ANY_WINDOW_ANCHOR] },
  ),
  defineRule(
    'payee-change',
    'value_transfer',
    0.35,
    `\\b(?:funding|sponsors?|sponsorship|donations?|payout|wallet|beneficiary|recipient|iban)\\s+(?:field|address|details|link|url|account|info(?:rmation)?)\\b${within(60)}\\b(?:to|at|with)\\s+(?:0x|bc1|https?:|www\\.)|\\b(?:update|change|replace|set|point|redirect)\\b${within(40)}\\b(?:funding|sponsors?|payout|wallet|beneficiary|iban)\\b${within(40)}(?:0x[0-9a-f]|bc1|https?:)`,
    {
      anchors: list(`
        funding sponsor sponsors sponsorship donation donations payout wallet beneficiary
        recipient iban
      `),
    },
  ),
  defineRule(
    'purchase',
    'value_transfer',
    0.35,
    `(?:purchase|buy|subscribe\\s+to|upgrade\\s+to|renew|pay\\s+for)\\b${within(50)}\\b(?:seats?|plans?|licen[cs]es?|subscriptions?|credits|gift\\s+cards?|domains?)\\b`,
    { imperative: true, anchors: list('purchase buy subscribe upgrade renew pay') },
  ),
  defineRule(
    'payment-means',
    'value_transfer',
    0.35,
    `\\buse\\b${within(30)}\\b(?:payment|billing|company|corporate)\\s+(?:api\\s+)?(?:key|card|account|method)\\b`,
    { anchors: list('payment billing company corporate') },
  ),
  defineRule(
    'scam-bait',
    'value_transfer',
    0.2,
    `\\b(?:too[- ]good[- ]to[- ]be[- ]true|guaranteed\\s+returns?|double\\s+your\\s+(?:money|crypto|bitcoin)|investment\\s+opportunity|airdrop|crypto\\s+giveaway|share\\s+(?:their|your)\\s+bank\\s+details)\\b`,
  ),
];
