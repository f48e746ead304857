import { OVERRIDE_ANCHORS } from './anchor-words.js';
import {
  anyOf,
  CONTENT_NOUNS,
  DIRECTIVE_NOUNS,
  OVERRIDE_VERBS,
  PRIOR,
  within,
  words,
  list,
} from './lexicon.js';
import { defineRule, pairs, word, VERB_ANCHOR_REACH } from './rule.js';
import type { InjectionRule } from './rule.js';

const OVERRIDE = anyOf(OVERRIDE_VERBS);
const PRIOR_WORD = anyOf(PRIOR);
const DIRECTIVE = anyOf(DIRECTIVE_NOUNS);
const CONTENT = anyOf(CONTENT_NOUNS);
// One of these is in every match of OVERRIDE, as the scan splits words ("set aside" is the
// pair set+aside, "don't follow" is t+follow): around a bare "following" nothing is searched.
const OVERRIDE_WORDS = [
  ...list('ignore disregard forget overrule bypass abandon dismiss neglect'),
  ...list('set+aside no+attention stop+following not+follow t+follow dont+follow'),
];
const SHORT_OVERRIDE_WORDS = list('ignore disregard forget');

/** agent_directive: attempts to replace the reader's instructions, persona or output. */
export const DIRECTIVE_RULES: readonly InjectionRule[] = [
  defineRule(
    'override-prior',
    'agent_directive',
    0.75,
    `\\b${OVERRIDE}\\b${within(40)}\\b(?:all\\s*)?${PRIOR_WORD}\\s+(?:[^\\s.!?;:]+\\s+){0,2}?${DIRECTIVE}\\b`,
    { reach: VERB_ANCHOR_REACH, anchors: OVERRIDE_ANCHORS, mustContain: OVERRIDE_WORDS },
  ),
  defineRule(
    'override-prior-content',
    'agent_directive',
    0.45,
    `\\b${OVERRIDE}\\b${within(40)}\\b(?:all\\s*)?${PRIOR_WORD}\\s+(?:[^\\s.!?;:]+\\s+){0,2}?${CONTENT}\\b`,
    { reach: VERB_ANCHOR_REACH, anchors: OVERRIDE_ANCHORS, mustContain: OVERRIDE_WORDS },
  ),
  defineRule(
    'override-prior-after',
    'agent_directive',
    0.7,
    `\\b${OVERRIDE}\\b${words(3)}${DIRECTIVE}${within(30)}\\b(?:before|above|so\\s+far|previously|until\\s+now|earlier|you\\s+(?:were|have\\s+been|got|received)|i(?:'ve|\\s+have)?\\s+(?:said|gave|given))\\b`,
    { reach: VERB_ANCHOR_REACH, anchors: OVERRIDE_ANCHORS, mustContain: OVERRIDE_WORDS },
  ),
  defineRule(
    'override-own',
    'agent_directive',
    0.65,
    `\\b${OVERRIDE}\\s+(?:all\\s+|any\\s+|every\\s+)?(?:of\\s+)?(?:your|the\\s+ai'?s?|its)\\s+(?:\\w+\\s+){0,2}?${DIRECTIVE}`,
    { reach: VERB_ANCHOR_REACH, anchors: OVERRIDE_ANCHORS, mustContain: OVERRIDE_WORDS },
  ),
  defineRule(
    'override-everything',
    'agent_directive',
    0.6,
    `\\b${OVERRIDE}\\s+(?:everything|anything|all(?:\\s+of)?\\s+(?:that|this|it)|what(?:ever)?\\s+(?:i|you|was)\\s+(?:said|told|wrote|were\\s+told))\\b${within(20)}\\b(?:before|above|said|so\\s+far|previously|earlier|told)\\b`,
    { reach: VERB_ANCHOR_REACH, anchors: OVERRIDE_ANCHORS, mustContain: OVERRIDE_WORDS },
  ),
  defineRule(
    'override-directions',
    'agent_directive',
    0.6,
    `${OVERRIDE}\\s+(?:the\\s+|these\\s+|those\\s+|any\\s+|all\\s+)?(?:directions|instructions|prompt|rules)\\b`,
    {
      reach: VERB_ANCHOR_REACH,
      imperative: true,
      anchors: OVERRIDE_ANCHORS,
      mustContain: OVERRIDE_WORDS,
    },
  ),
  defineRule(
    'override-instead',
    'agent_directive',
    0.45,
    `\\b(?:ignore|disregard|forget)\\s+(?:them|it|this|that|these|those|everything\\s+else|the\\s+rest)\\b${within(20)}\\binstead\\b`,
    {
      reach: VERB_ANCHOR_REACH,
      imperative: true,
      anchors: ['ignore', 'disregard', 'forget'],
      mustContain: SHORT_OVERRIDE_WORDS,
    },
  ),
  defineRule(
    'prior-void',
    'agent_directive',
    0.5,
    `\\b(?:all\\s*)?${PRIOR_WORD}\\s+${DIRECTIVE}\\s+(?:are|is|were|have\\s+been|has\\s+been)\\s+(?:now\\s+)?(?:false|fake|void|wrong|outdated|out\\s+of\\s+date|invalid|cancel+ed|obsolete|revoked|null|no\\s+longer\\s+valid|superseded)`,
    {
      requires: list(`
        false fake void wrong outdated date invalid cancelled canceled obsolete revoked null
        longer superseded replaced
      `),
      anchors: [
        'fake',
        'outdated',
        'obsolete',
        'revoked',
        'superseded',
        'cancelled',
        'canceled',
        ...pairs(['are', 'is', 'were'], list('false fake wrong invalid null void')),
        'of+date',
        'longer+valid',
      ],
    },
  ),
  defineRule(
    'prior-out-of-date',
    'agent_directive',
    0.4,
    `\\b(?:other|previous|prior|earlier|all\\s+other)\\s+(?:information|evidence|context|instructions?|sources?)\\s+(?:is|are)\\s+(?:out\\s+of\\s+date|outdated|false|wrong|irrelevant|obsolete|incorrect|invalid)\\b`,
    {
      requires: list('outdated date false wrong irrelevant obsolete incorrect invalid'),
      anchors: pairs(
        ['other', 'previous', 'prior', 'earlier'],
        list('information evidence context instruction instructions sources source'),
      ),
    },
  ),
  defineRule(
    'new-instructions',
    'agent_directive',
    0.45,
    `(?:\\bnew|\\bupdated|\\brevised|\\breal|\\btrue|\\bactual|\\bsecret|\\bhidden|\\bspecial)\\s+(?:system\\s+)?instructions?\\s*(?:[:\\-#]|(?:to|for)\\s+(?:the\\s+|any\\s+|all\\s+)?(?:chat|ai|assistants?|models?|bots?|agents?|llms?)\\b|follow\\b|below\\b|are\\b)`,
    { anchors: ['instruction'] },
  ),
  defineRule(
    'instruction-markers',
    'agent_directive',
    0.45,
    `(?:#+\\s*begin\\b|\\bbegin\\s+(?:new\\s+)?(?:instructions|re(?:)programming|prompt)|\\bend\\s+(?:of\\s+)?(?:out\\s+of\\s+date|previous|old|prior)\\s+(?:instructions|prompt)\\b|(?:%%%|###|\\*\\*\\*)\\s*end\\b[^\\n]{0,30}\\binstructions\\b|\\bre(?:)programming\\b|\\bcore\\s+instructions?\\b|<\\/?instructions?>|\\[(?:admin|system)\\s+(?:request|instruction|message))`,
    {
      anchors: [
        'begin',
        'instruction',
        'prompt',
        word('re', 'programming'),
        ...pairs(['admin', 'system'], ['request', 'instruction', 'message']),
      ],
    },
  ),
  defineRule(
    'compliance-demand',
    'agent_directive',
    0.2,
    `\\b(?:never\\s+refuses?|must\\s+(?:always\\s+)?comply|do\\s+not\\s+(?:have\\s+to\\s+)?abide|don't\\s+(?:have\\s+to\\s+)?abide|regardless\\s+of\\s+(?:legality|ethics|morality|the\\s+law|your\\s+(?:rules|guidelines))|without\\s+(?:any\\s+)?(?:hesitation|refus\\w*|censorship)\\b)`,
  ),
  defineRule(
    'speaking-to',
    'agent_directive',
    0.3,
    `\\b(?:i\\s+am|i'm|we\\s+are)\\s+(?:now\\s+)?(?:speaking|talking)\\s+(?:directly\\s+)?to\\s+(?:you|the|dan)\\b|\\bthe\\s+situation\\s+has\\s+changed\\b|\\bsystem\\s+(?:upgrade|override|reset|reboot)\\b`,
    {
      anchors: list(`
        speaking+to talking+to speaking+directly talking+directly situation+has
        system+upgrade system+override system+reset system+reboot
      `),
    },
  ),
  defineRule(
    'forced-output',
    'agent_directive',
    0.55,
    `\\bhaha\\s*pw(?:)ned\\b|\\b(?:say|print|output|reply|repeat|write|translate)\\b[^\\n]{0,40}\\bpw(?:)ned\\b|#?access\\s+granted#?`,
    { anchors: [word('pw', 'ned'), 'access+granted'] },
  ),
  defineRule(
    'hijack-words',
    'agent_directive',
    0.35,
    `\\b(?:thoroughly\\s+)?hi(?:)jacked\\b|\\bsafe(?:ty)?\\s+mode\\s+(?:is\\s+)?(?:off|disabled|deactivated)\\b|\\bsanitize\\s+your\\s+inputs\\b`,
    { anchors: [word('hi', 'jacked'), 'safe+mode', 'safety+mode', 'sanitize+your'] },
  ),
  defineRule(
    'output-only',
    'agent_directive',
    0.4,
    // A fixed reply (a quoted text, "the words ...", yes or no), not a description of the
    // output an application wants (issue 18: system prompts).
    `(?:reply|respond|answer|output|say)\\s+(?:only|just|simply|exactly|nothing\\s+but)\\s*(?:with\\s+)?(?=["\\u201c\\u2018'\`]|the\\s+(?:words?|phrase|text|sentence|following|string|message)\\b|(?:yes|no|true|false|ok|okay)\\b)|(?:reply|respond|answer)\\s+(?:only\\s+)?with\\s+(?:only\\s+)?(?:the\\s+(?:word|phrase|text|sentence|following)|["\\u201c\\u2018'])`,
    {
      imperative: true,
      anchors: pairs(list('reply respond answer output say print write'), [
        'only',
        'just',
        'simply',
        'exactly',
        'nothing',
        'with',
      ]),
    },
  ),
  defineRule(
    'only-those-words',
    'agent_directive',
    0.2,
    `\\b(?:and\\s+only\\s+(?:those|these|that|this)\\s+words?|and\\s+(?:absolutely\\s+)?nothing\\s+else|without\\s+(?:any\\s+)?(?:explanation|additional\\s+commentary)|don'?t\\s+(?:add|write)\\s+anything\\s+else|do\\s+not\\s+add\\s+any\\s+(?:additional\\s+)?commentary)\\b`,
  ),
  defineRule(
    'repeat-after',
    'agent_directive',
    0.4,
    `\\brepeat\\s+(?:after|with)\\s+me\\b|\\brepeat\\s+the\\s+following\\s+(?:sentence|phrase|words?|text)\\b|\\bplease\\s+repeat\\b|\\bcould\\s+you\\s+repeat\\b`,
    { anchors: ['repeat'] },
  ),
  defineRule(
    'condition-claim',
    'agent_directive',
    0.3,
    `\\btypo(?:)glycemia\\b|\\byou\\s+have\\s+a\\s+condition\\b`,
    { anchors: [word('typo', 'glycemia'), 'condition'] },
  ),
  defineRule(
    'stop-everything',
    'agent_directive',
    0.3,
    `\\bstop\\s+everything\\b|\\bnever\\s+?mind\\b${within(20)}\\b(?:ignore|instead|forget)\\b`,
    { anchors: ['stop+everything', 'never+mind', 'nevermind'] },
  ),
  defineRule(
    'harmful-request',
    'agent_directive',
    0.45,
    `\\bwrite\\s+(?:one|a|an|some|\\d+)\\s+(?:\\w+\\s+)?(?:offensive|toxic|harmful|unfriendly|hateful|racist|sexist|insulting|derogatory|violent|discriminatory|threatening)\\b|\\b(?:how\\s+to|instructions\\s+(?:on|for)\\s+(?:how\\s+to\\s+)?)(?:make|build|create|synthesi[sz]e|cook)\\s+(?:a\\s+|an\\s+)?(?:bomb|explosives?|weapons?|meth|drugs|poison|nerve\\s+agent)\\b|\\bhow\\s+to\\s+steal\\b|\\bphishing\\s+(?:email|site|page|message)\\b`,
    {
      anchors: list(`
        offensive toxic harmful unfriendly hateful racist sexist insulting derogatory
        violent discriminatory threatening bomb explosive explosives weapon weapons meth
        drugs poison nerve steal phishing
      `),
    },
  ),
  defineRule(
    'adversarial-suffix',
    'obfuscation',
    0.5,
    `describing\\.\\\\ \\+\\s+similarly|similarlynow\\s+write\\s+opposite|\\bwrite\\s+oppositeley\\b`,
    { anchors: ['similarly', 'similarlynow', 'oppositeley'] },
  ),
  defineRule(
    'override-except',
    'agent_directive',
    0.5,
    `\\b(?:ignore|disregard|forget)\\s+(?:all|any|everything)\\s+(?:\\w+\\s+)?(?:except|but|other\\s+than|apart\\s+from)\\b`,
    {
      reach: VERB_ANCHOR_REACH,
      anchors: ['ignore', 'disregard', 'forget'],
      mustContain: SHORT_OVERRIDE_WORDS,
    },
  ),
  defineRule(
    'override-content-then',
    'agent_directive',
    0.45,
    `\\b(?:ignore|disregard|forget)\\s+the\\s+(?:\\w+\\s+)?(?:content|text|data|input|document|email|message|image|page|file)\\b${within(20)}\\band\\s+(?:instead\\s+|just\\s+|only\\s+)?(?:write|say|print|reply|respond|output|tell|focus|return|answer)\\b`,
    {
      reach: VERB_ANCHOR_REACH,
      anchors: ['ignore', 'disregard', 'forget'],
      mustContain: SHORT_OVERRIDE_WORDS,
    },
  ),
  defineRule(
    'focus-only',
    'agent_directive',
    0.35,
    `\\bfocus\\s+(?:only|exclusively|solely)\\s+on\\s+(?:the\\s+)?(?:following|information|text|content|this)\\b`,
    { anchors: ['focus+only', 'focus+exclusively', 'focus+solely'] },
  ),
  defineRule(
    'repeated-role-tags',
    'authority_claim',
    0.45,
    `(?:\\[(?:system|admin|developer)\\]\\s*){2,}`,
    { anchors: ['system+system', 'admin+admin', 'developer+developer'] },
  ),
  defineRule(
    'user-trigger',
    'agent_directive',
    0.2,
    `\\bif\\s+(?:the\\s+)?user\\s+asks\\b|\\bwhen\\s+(?:the\\s+)?user\\s+asks\\b`,
  ),
];
