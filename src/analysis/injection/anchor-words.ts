import { list } from './lexicon.js';

/*
 * Anchor words (see anchors.ts): one of them occurs in every match of the rules that use
 * them, so the scan stops only near them. Pairs are written "first+second".
 */

export const OVERRIDE_ANCHORS = list(`
  ignore ignoring disregard disregarding forget forgetting override overrule bypass abandon
  dismiss neglect aside attention follow following
`);

export const AI_ANCHORS = list(`
  ai a+i assistant llm llms language+model language+models model models chatbot chat+bot bot
  bots agent agents copilot claude chatgpt gpt codex cursor gemini devin aider
`);

export const KERNEL_ANCHORS = list(`
  gate gates stub integrity regression constitution usd maxusd dailyusd tier ledger
  progress+json audit+jsonl governance govern retry retries maxretries budget+ceiling
  shadow+mode enforce+mode injection
`);

export const SAFEGUARD_ANCHORS = list(`
  guardrail guardrails budget cost+limit spending+limit escalation audit lifecycle quarantine
  safety+check safety+checks safety+filter safety+filters safety+policy safety+guidelines
  safety+measures review+step code+review branch+protection security+check security+checks
  security+scan security+scans security+review secret+scan secret+scanning secret+scanner
  content+filter content+filters moderation+filter moderation+filters output+filter
  output+filters your+filter your+filters all+filters
`);

/** Second words rules need besides their anchors: the verbs of the instruction. */
export const TAMPER_WORDS = list(`
  skip disable bypass turn switch shut deactivate circumvent suppress silence mute neutralize
  neutralise weaken relax loosen comment ignore override short stub fake falsify forge evade
  get work defeat
`);

export const CONFIG_WORDS = list(`
  set change edit modify update raise increase lower bump lift double remove delete truncate
  rewrite reset clear wipe add append insert switch put grant approve flip patch replace open
  export
`);

export const REVEAL_WORDS = list(`
  repeat print output show display reveal tell share list give write recite quote copy dump
  provide echo spell leak disclose expose send paste put read encode translate summarize
  summarise describe continue complete render include reproduce state respond reply console
  relay divulge what
`);

export const SECRET_ANCHORS = [
  ...list(`
    secret password passwords passphrase credential mnemonic keychain npmrc pypirc netrc
    kubeconfig passwd rsa ed25519 ecdsa ssh aws environment+variable environment+variables
    cookies seed+phrase api+key api+keys apikey access+key private+key secret+key env+var
    env+vars env+variables env+file env+files the+env dotenv docker+config shadow pwd
  `),
  ...list('access auth bearer api session npm github gitlab ci deploy refresh job').flatMap(
    (qualifier) => [`${qualifier}+token`, `${qualifier}+tokens`],
  ),
];
