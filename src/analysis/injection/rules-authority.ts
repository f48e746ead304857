import { anyOf, within, list } from './lexicon.js';
import { defineRule, pairs } from './rule.js';
import type { InjectionRule } from './rule.js';

const ROLE = anyOf([
  'system\\s+administrator',
  'sys\\s+?admin',
  'administrator',
  'admin',
  'root',
  'owner',
  'developer',
  'creator',
  'maintainers?',
  'operator',
  'ceo',
  'cto',
  'security\\s+(?:team|officer|lead|auditor)',
  'lead\\s+developer',
  'project\\s+(?:lead|owner)',
  'supervisor',
  'programmer',
  'the\\s+platform',
  'system',
  'technical\\s+maintainer',
  'repository\\s+owner',
]);

/** authority_claim: text that claims to speak for someone the reader should obey. */
export const AUTHORITY_RULES: readonly InjectionRule[] = [
  defineRule(
    'as-role',
    'authority_claim',
    0.35,
    `\\bas\\s+(?:the|your|a|an)\\s+(?:system\\s+)?${ROLE}\\b${within(40)}\\b(?:i|we)\\s+(?:authori[sz]e|order|instruct|command|direct|require|approve|allow|permit|grant|need\\s+you)\\b`,
    {
      anchors: pairs(
        ['i', 'we'],
        list(
          'authorize authorise order instruct command direct require approve allow permit grant need',
        ),
      ),
    },
  ),
  defineRule(
    'role-label',
    'authority_claim',
    0.2,
    `(?:^|[\\n\\[<(*])\\s*(?:system|admin|administrator|developer|operator|sudo)(?:\\s+(?:note|message|notice|override|prompt|update|alert|instruction|request))?\\s*(?:\\]|>|\\)|:+)\\s*[a-z]`,
  ),
  defineRule(
    'message-from',
    'authority_claim',
    0.4,
    `\\b(?:message|notice|note|directive|order|instruction|update|alert|memo|announcement|request|command)\\s+from\\s+(?:the\\s+)?(?:your\\s+)?${ROLE}\\b|\\bthis\\s+(?:instruction|message|request|directive|note|order)\\s+(?:comes|is|was\\s+sent)\\s+from\\b|\\bofficial\\s+(?:notice|message|instruction|directive|order)\\b`,
    {
      anchors: [
        ...pairs(
          list(
            'message notice note directive order instruction update alert memo announcement request command',
          ),
          ['from'],
        ),
        'comes+from',
        'sent+from',
        'official',
      ],
    },
  ),
  defineRule(
    'i-am-role',
    'authority_claim',
    0.4,
    `\\b(?:i\\s+am|i'm|this\\s+is)\\s+(?:your|the|an?)\\s+(?:\\w+\\s+)?${ROLE}\\b${within(60)}\\b(?:you|your|please|share|show|tell|give|forget|ignore|print|reveal|output|debug\\w*)\\b`,
    { anchors: pairs(['am', 'm'], ['your', 'the', 'a', 'an']) },
  ),
  defineRule(
    'role-speaking',
    'authority_claim',
    0.4,
    `\\b(?:this\\s+is|here\\s+is|it's)\\s+(?:your|the)\\s+(?:\\w+\\s+)?${ROLE}\\s+(?:speaking|writing|here)\\b|\\b(?:per|by\\s+order\\s+of|on\\s+behalf\\s+of)\\s+(?:the\\s+)?${ROLE}(?:'s)?\\s+(?:directive|order|instruction|request)\\b`,
    {
      anchors: [
        'speaking',
        ...pairs(
          list(
            's team admin administrator owner developer maintainer maintainers operator officer',
          ),
          list('directive directives order orders instruction instructions request'),
        ),
      ],
    },
  ),
  defineRule(
    'policy-revoked',
    'authority_claim',
    0.5,
    `\\b(?:safety\\s+|content\\s+|previous\\s+|usual\\s+|old\\s+)?(?:polic(?:y|ies)|restrictions|rules|guidelines|filters?|protocols?|limitations)\\s+(?:has|have)\\s+been\\s+(?:revoked|lifted|removed|disabled|suspended|waived|deactivated)\\b|\\bexception\\s+to\\s+(?:the\\s+)?(?:ai'?s?\\s+)?(?:usual\\s+)?(?:ethical|safety|security)\\s+(?:protocols|guidelines|rules|standards)\\b`,
    {
      anchors: [
        ...pairs(['been'], list('revoked lifted removed disabled suspended waived deactivated')),
        'exception+to',
      ],
    },
  ),
  defineRule(
    'special-mode',
    'authority_claim',
    0.35,
    `\\b(?:maintenance|debug|god|admin|sudo|developer|unrestricted|diagnostic|test)\\s+mode\\b${within(40)}\\b(?:enabled|activated|on|now|you)\\b|\\byou\\s+(?:are|'re)\\s+(?:now\\s+)?in\\s+(?:maintenance|debug|god|admin|sudo|developer|unrestricted|diagnostic)\\s+mode\\b|\\b(?:administrator|admin|root|system)\\s+override\\b|\\bsafe(?:ty)?\\s+mode\\s+off\\b`,
    {
      anchors: [
        ...pairs(
          list(
            'maintenance debug god admin sudo developer unrestricted diagnostic test safe safety',
          ),
          ['mode'],
        ),
        ...pairs(['administrator', 'admin', 'root', 'system'], ['override']),
      ],
    },
  ),
  defineRule(
    'pre-approved',
    'authority_claim',
    0.35,
    `\\b(?:pre-?verified|pre-?approved|pre-?authori[sz]ed|already\\s+(?:been\\s+)?(?:approved|verified|authori[sz]ed|cleared))\\b${within(40)}\\b(?:by|management|maintainers?|team|admin)\\b|\\bby\\s+(?:senior\\s+)?management\\b`,
    {
      anchors: [
        ...pairs(
          ['pre', 'already', 'been'],
          list('verified approved authorized authorised cleared'),
        ),
        'by+management',
        'senior+management',
      ],
    },
  ),
  defineRule(
    'urgent-override',
    'authority_claim',
    0.2,
    `\\b(?:urgent|immediately|critical|alert)\\b${within(40)}\\b(?:security\\s+audit|override|system\\s+prompt|bypass|admin)\\b`,
  ),
];
