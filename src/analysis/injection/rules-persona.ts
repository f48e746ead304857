import { list, within } from './lexicon.js';
import { defineRule, pairs, word } from './rule.js';
import type { InjectionRule } from './rule.js';

/**
 * agent_directive, by staging: chat-role markup and fake turns, a persona swapped in, and
 * the two-answers trick (the rule ids below say which).
 */
export const PERSONA_RULES: readonly InjectionRule[] = [
  defineRule(
    'role-tokens',
    'agent_directive',
    0.2,
    `<\\/?(?:system|prompt|im_start|im_end)>|<\\|(?:im_start|im_end|system)\\|>`,
  ),
  defineRule(
    'fake-turns',
    'agent_directive',
    0.5,
    `^[ \\t]*(?:assistant|ai|model|gpt|bot)\\s*:\\s*[^'"\\d\\s{[(][^\\n]*\\n(?:[^\\n]*\\n){0,3}?[ \\t]*(?:user|human)\\s*:\\s*[a-z<[]`,
    { requires: ['user', 'human'], anchors: list('assistant ai model gpt bot') },
  ),
  defineRule(
    'fake-user-turn',
    'agent_directive',
    0.2,
    `^[ \\t]*(?:user|human)\\s*:\\s*(?:next|now|thanks|please|could\\s+you|ignore|repeat|forget)\\b`,
  ),
  defineRule(
    'persona-switch',
    'agent_directive',
    0.45,
    `\\byou\\s+(?:are|will\\s+be|were|'re)\\s+(?:now\\s+|about\\s+to\\s+|going\\s+to\\s+|no\\s+longer\\s+)(?:be\\s+|act|play|pretend|immerse|simulate|become|respond|answer|roleplay|take\\s+on|operate|behave|function|a\\b|an\\b|called|named|in\\b|free|unrestricted|unfiltered)`,
    { anchors: list('are+now re+now were+now about+to going+to no+longer') },
  ),
  defineRule(
    'from-now-on',
    'agent_directive',
    0.2,
    `\\b(?:from\\s+now\\s+on|from\\s+this\\s+point\\s+(?:on|forward)|for\\s+the\\s+rest\\s+of\\s+(?:this|the)\\s+(?:conversation|session|chat)|going\\s+forward,\\s+you)\\b`,
  ),
  defineRule(
    'pretend',
    'agent_directive',
    0.35,
    `\\b(?:pretend\\s+(?:to\\s+be|you|that\\s+you)|you\\s+have\\s+no\\s+(?:restrictions|limits|limitations|rules|filters|guidelines|boundaries)|act\\s+as\\s+(?:if\\s+you\\s+(?:are|were)|an?\\s+(?:unfiltered|unrestricted|evil|rogue|jailbroken|different|new))|play\\s+the\\s+(?:role|part)\\s+of|role-?play\\s+as|imper(?:)sonate|stay\\s+in\\s+character|break(?:ing)?\\s+character|simulate\\s+(?:a\\s+|an\\s+)?(?:conversation|ai|chatbot|developer\\s+mode|virtual\\s+machine|jail(?:)break)|immerse\\s+yourself)\\b`,
    {
      anchors: [
        'pretend',
        'have+no',
        'act+as',
        'the+role',
        'the+part',
        'roleplay',
        'role+play',
        word('imper', 'sonate'),
        'in+character',
        'break+character',
        'breaking+character',
        'simulate',
        'immerse',
      ],
    },
  ),
  defineRule(
    'jailbreak-persona',
    'agent_directive',
    0.4,
    `\\b(?:do\\s+anything\\s+now|developer\\s+mode|dude\\s+mode|jail(?:)break(?:ed|ing)?|dan\\s+mode|evil\\s+(?:confidant|mode)|god\\s+mode|(?:unfiltered|unrestricted|uncensored|unlimited|unbound)\\s+(?:ai|model|language\\s+model|assistant|chatbot|bot|mode|version|response|answer)s?|broken\\s+free|free(?:d)?\\s+from\\s+(?:the\\s+)?(?:typical\\s+)?(?:confines|rules|restrictions)|confines\\s+of\\s+(?:ai|the)|no\\s+special\\s+filter(?:ing|s)?|(?:without|no)\\s+(?:any\\s+)?(?:ethical|moral)\\s+(?:guidelines|restrictions|limits|filters|polic(?:y|ies)|standards|boundaries|constraints)|violat(?:e|ing)\\s+(?:all\\s+)?(?:ethical|moral)\\s+(?:standards|guidelines|principles))\\b`,
    {
      anchors: [
        'anything',
        'developer+mode',
        'dude',
        word('jail', 'break'),
        'dan',
        'evil',
        'god+mode',
        'unfiltered',
        'unrestricted',
        'uncensored',
        'unlimited',
        'unbound',
        'broken',
        'freed',
        'free+from',
        'confines',
        'special+filter',
        'special+filtering',
        'ethical',
        'moral',
      ],
    },
  ),
  defineRule(
    'dan-name',
    'agent_directive',
    0.4,
    `(?:\\[(?:dan|gpt|jail(?:)break|developer\\s+mode\\s+output|normal\\s+output|stan|dude|aim)\\]|\\bdan\\b${within(60)}\\b(?:stands\\s+for|do\\s+anything|as\\s+the\\s+name|can\\s+do|you\\s+are|act)\\b)`,
    {
      anchors: [
        'dan',
        'gpt',
        word('jail', 'break'),
        'mode+output',
        'normal+output',
        'stan',
        'dude',
        'aim',
      ],
    },
  ),
  defineRule(
    'two-responses',
    'agent_directive',
    0.35,
    `\\b(?:two|2)\\s+(?:different\\s+|separate\\s+)?(?:responses|ways|answers|paragraphs)\\b${within(80)}\\b(?:one|first)\\b${within(80)}\\b(?:normal|censored|filtered|developer|dan|jail(?:)break|unfiltered)`,
    {
      anchors: pairs(['two'], list('different separate responses ways answers paragraphs')),
    },
  ),
];
