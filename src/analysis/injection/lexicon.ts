/**
 * Word lists the rules are built from. Kept as separate short lists of stems, never as whole
 * sentences, so that this file (scanned like any other) reads as vocabulary, not as an attack.
 * Every entry is a regular-expression fragment matched against lower-case, folded text.
 */

/** The whitespace-separated entries of `text` (word lists are written as one string each). */
export function list(text: string): string[] {
  return text.split(/\s+/).filter((entry) => entry.length > 0);
}

/** `(?:a|b|c)` */
export function anyOf(words: readonly string[]): string {
  return `(?:${words.join('|')})`;
}

/** Up to `chars` characters without crossing a sentence end. */
export function within(chars: number): string {
  // Rules run paragraph by paragraph, so a line break never separates sentences here.
  return `(?:[^.!?]|[.!?](?=[^\\s"')\\]*_])){0,${chars}}?`;
}

/** Up to `count` filler words between two parts of a phrase. */
export function words(count: number): string {
  return `(?:\\s+[^\\s.!?;:]+){0,${count}}?\\s+`;
}

// Where an imperative starts: a line or sentence start (after a comment leader), after a
// colon, dash, bullet or quote, after "please"/"then"/"and", or after a modal addressed to the
// reader ("you must"). Matched against the text right before a rule's verb.
const LEAD_WORDS = [
  'please',
  'kindly',
  'now',
  'then',
  'and',
  'also',
  'just',
  'simply',
  'first',
  'next',
  'finally',
  'immediately',
  'quietly',
  'silently',
  'instead',
  'you\\s+(?:must|should|shall|will|need\\s+to|have\\s+to|are\\s+to)',
  'must',
  'make\\s+sure\\s+(?:to|you)',
  'be\\s+sure\\s+to',
  'remember\\s+to',
  'i\\s+(?:want|need)\\s+you\\s+to',
  'go\\s+ahead\\s+and',
].join('|');
const LEAD_FILLERS = 'please|now|also|just|simply|then|immediately|quietly|silently|first';
export const LEAD_BEFORE = new RegExp(
  `(?:(?:^|\\n)[ \\t]*(?:(?:\\/\\/+|\\/\\*+|\\*+|#+|>+|--+|;+|<!--)[ \\t]*)?|[.!?;:,]\\s+|[>*\\-\\u2022)\\]"'\`]\\s*|(?<!\\b(?:will|can|may|would|could|might|does|it|this|that|which|also)\\s+)\\b(?:${LEAD_WORDS})\\s+)(?:(?:${LEAD_FILLERS})\\s+)?$`,
  'i',
);

/** Negations that turn an instruction into a policy ("never print ...", "do not push ..."). */
export const NEGATION =
  /\b(?:never|not|no|don'?t|doesn'?t|won'?t|cannot|can'?t|shouldn'?t|mustn'?t|avoid|refrain|nor|prohibited|forbidden|disallowed)\b[^.!?;\n]*$/i;

/** A negation of the verb that follows it: "do not follow", "must never blindly execute". */
export const VERB_NEGATION =
  /\b(?:not|never|don'?t|doesn'?t|mustn'?t|shouldn'?t|won'?t|cannot|can'?t|refuse\s+to)\s+(?:\w+\s+)?$/i;

export const OVERRIDE_VERBS = list(`
  ignore disregard forget overrule bypass abandon dismiss neglect set\\s+aside
  pay\\s+no\\s+attention\\s+to stop\\s+following do\\s+not\\s+follow don'?t\\s+follow
`);

export const PRIOR = list(`
  previous prior preceding above earlier former foregoing original initial old system
  all\\s+other the\\s+rest\\s+of(?:\\s+this|\\s+the)?
`);

export const DIRECTIVE_NOUNS = list(`
  instructions? directions? directives? rules? guidelines? prompts? commands? constraints?
  restrictions? guardrails? polic(?:y|ies) programming orders? training filters? safety
`);

/** Weaker objects of an override: code comments say such things about parsers and streams. */
export const CONTENT_NOUNS = list(`
  text content input messages? conversation context tasks? data information evidence document
  e-?mail
`);

export const AI_NOUNS = list(`
  ai a\\.i\\. assistants? llms? language\\s+models? models? chat\\s+?bots? bots? agents?
  copilot claude chatgpt gpt(?:-?\\d[\\w.-]*)? codex cursor gemini devin aider
`);

export const REVEAL_VERBS = list(`
  repeat print output show display reveal tell share list give write recite quote copy dump
  provide echo spell\\s+out leak disclose expose send paste put read\\s+back encode translate
  summari[sz]e describe continue complete render include reproduce state respond\\s+with
  reply\\s+with console\\.log relay divulge
`);

export const PROMPT_QUALIFIERS = list(`
  full entire complete exact original initial starting first very\\s+first hidden secret
  internal underlying real system previous pre-?prompt top\\s+\\d+ current
`);

export const PROMPT_NOUNS = list(`
  prompts? reasoning chain[- ]of[- ]thought instructions? configuration config guidelines
  rules directives programming initiali[sz]ation setup settings context
`);

// A public key (`id_ed25519.pub`) is what a user hands out; only the private one is a secret.
export const SECRET_NOUNS = list(`
  api[ _-]?keys? access[ _-]?keys? secret[ _-]?keys? private[ _-]?keys? ssh[ _-]?keys?
  (?:access|auth|bearer|api|session|npm|github|gitlab|ci|deploy|refresh|personal\\s+access)[ _-]?tokens?
  secrets? passwords? passphrases? credentials? cookies? seed\\s+phrase mnemonic keychain
  env(?:ironment)?[ _-]?var(?:iable)?s? \\.env\\b ~?/?\\.ssh\\b(?!\\S*\\.pub\\b)\\S*
  id_(?:rsa|ed25519|ecdsa|dsa)\\b(?!\\.pub) ~?/?\\.npmrc\\b ~?/?\\.pypirc\\b ~?/?\\.netrc\\b
  ~?/?\\.git-credentials\\b ~?/?\\.aws/\\S* ~?/?\\.docker/config\\S* kubeconfig
  /etc/(?:passwd|shadow) process\\.env
  \\$\\{?[a-z0-9_]*(?:key|token|secret|password|passwd|pwd|credentials?)\\}?
  [a-z0-9]+_[a-z0-9_]*(?:key|token|secret|password)\\b
`);

export const EXFIL_VERBS = list(`
  send post upload e-?mail mail forward transmit exfiltrate leak share publish paste copy
  append include embed add put write print echo output display reveal dump attach commit push
  render submit report expose insert read cat open\\s+an\\s+issue
`);

/** Places where a secret becomes public or leaves the machine (after "to", "in", "into" ...). */
export const SINKS = list(`
  webhook paste\\s+?bin gist commit\\s+messages? pull\\s+requests?
  pr\\s+(?:description|body|title) issues? comments? readme changelog the\\s+bottom\\s+of
  public (?:final|every|each)\\s+(?:answer|reply|response|output|message)
  your\\s+(?:reply|answer|response|output|summary|message)
  the\\s+(?:reply|answer|response|output|summary)
`);

/** The governance kernel's own machinery: what an injection aimed at govern goes after. */
export const KERNEL_NOUNS = list(`
  gates? anti[_ -]?stub test[_ -]?integrity security[_ -]?regression constitution max_?usd
  daily_?usd authori[sz]ation\\s+tier ledger progress\\.json audit\\.jsonl
  \\.governance?\\b\\S* govern\\.config\\S* retry\\s+(?:count(?:er)?|limit|budget)
  max_?retries budget\\s+ceiling shadow\\s+mode enforce\\s+mode
  injection\\s+(?:gate|check|scan)
`);

/** Safeguards any project has: tampering with them is suspicious, configuring them is not. */
export const SAFEGUARD_NOUNS = list(`
  guardrails? budget cost\\s+limit spending\\s+limit escalation audit\\s+(?:log|trail)
  lifecycle quarantine safety\\s+(?:checks?|filters?|polic(?:y|ies)|guidelines|measures)
  review\\s+step code\\s+review branch\\s+protection security\\s+(?:checks?|scans?|review)
  secret\\s+scan(?:ning|ner)?
  (?:content|moderation|output|your)\\s+filters? all\\s+(?:the\\s+|your\\s+)?filters(?=\\s+(?:for|during|in)\\s+(?:this|the)\\s+(?:session|conversation|chat))
`);

/** Ordinary safeguards: tampering with them is a weak sign on its own (commit bullets say it). */
export const GUARD_NOUNS = list(`
  checks? scans? scanners? validations? verifications? reviews? hooks? pre-?commit husky
  permissions? allow\\s+?list white\\s+?list scope polic(?:y|ies) sandbox approvals? tests?
  test\\s+suite specs? lint(?:ing|er|s)? eslint type[ -]?checks? type[ -]?checking tsc ci
  pipeline builds? assertions?
`);

export const TAMPER_VERBS = list(`
  skip disable bypass turn\\s+off switch\\s+off shut\\s+off deactivate circumvent suppress
  silence mute neutrali[sz]e weaken relax loosen comment\\s+out ignore override short-?circuit
  stub\\s+out fake falsify forge evade get\\s+around work\\s+around defeat
`);

export const CONFIG_VERBS = list(`
  set change edit modify update raise increase lower bump lift double remove delete truncate
  rewrite reset clear wipe add append insert switch put grant approve flip patch replace open
  export
`);

export const SENSITIVE_PATHS = list(`
  \\.github/workflows\\S* ci\\s+(?:workflows?|config(?:uration)?|pipelines?|files?)
  workflow\\s+files? \\.gitlab-ci\\S* jenkinsfile \\.circleci\\S* post-?install(?:\\s+script)?
  pre-?install(?:\\s+script)? \\.git/hooks\\S* \\.husky\\S*
  ~?/?\\.(?:bashrc|zshrc|profile|bash_profile)\\b crontab authorized_keys sudoers
  \\.vscode/settings\\S* \\.claude/settings\\S* \\.cursor\\S* mcp\\.json
`);

export const MONEY_NOUNS = list(`
  usdc usdt eth ether btc bitcoins? crypto(?:currency)? sol solana monero xmr dai coins?
  (?:api\\s+)?credits? funds money \\$\\s?\\d[\\d,.]*
  \\d[\\d,.]*\\s?(?:usd|eur|gbp|dollars|euros) gift\\s+cards?
`);

export const TRANSFER_VERBS = list(`
  send transfer wire pay donate deposit move tip forward route redirect withdraw
`);
