import { AI_NOUNS, anyOf, list, within } from './lexicon.js';
import { ADDRESSED_ANCHOR, defineRule, pairs } from './rule.js';
import type { InjectionRule } from './rule.js';

const AI = anyOf(AI_NOUNS);
const ANSWER_WORDS = ['answers?', 'responses?', 'repl(?:y|ies)', 'outputs?', 'summary'];
const ANSWER = anyOf([
  ...ANSWER_WORDS,
  'translation',
  'explanation',
  'elucidation',
  'completion',
  'message',
]);
const ANSWER_VERB_LIST = list(`
  modify change alter adjust rewrite rephrase edit translate render encode convert format
  structure start begin end conclude finish include add insert integrate incorporate embed
  append mention promote advertise recommend suggest enhance enrich ensure make\\s+sure
  group reverse replace use write respond reply answer swear spell present deliver provide
  augment combine remove anagram rearrange tease substitute represent supplement compose
  display show scramble shuffle capitalize
`);
const ANSWER_VERBS = anyOf(ANSWER_VERB_LIST);
const LANGUAGES = list(`
  english french german spanish portuguese italian russian chinese japanese korean arabic
  hindi dutch polish turkish
`);
const LANGUAGE = anyOf(LANGUAGES);
const CODE_UNIT = anyOf(
  list(`
  code snippet block section excerpt fragment segment piece script lines?
`),
);
const OWN_WORK = anyOf(
  list(`
  implementation code(?:base)? solution algorithm program project application answer
  response elucidation explanation logic design approach work script module software
  development
`),
);
// Words that may follow a vocative ("Assistant, when you ..."; "LLM agents: do not ...").
const AFTER_VOCATIVE = anyOf([
  'when\\s+you',
  'if\\s+you',
  'you\\b',
  'your\\b',
  'do\\s+not',
  "don'?t",
  'never',
  'always',
  'make',
  'add',
  'remove',
  'delete',
  'ignore',
  'stop',
  'write',
  'copy',
  'send',
  'rename',
  'use',
  'update',
  'change',
  'disregard',
  'forget',
  'include',
  'insert',
  'state',
  'treat',
  'follow',
  'read',
  'execute',
  'output',
  'print',
  'reply',
  'respond',
  'answer',
  'say',
  'tell',
  'summari[sz]e',
  'translate',
  'recommend',
  'run',
  'skip',
  'disable',
  'mark',
  'approve',
  'push',
  'commit',
  'create',
]);
const ADDRESS_FILLER = `(?:\\s+(?:reading|processing|editing|working|reviewing|summari[sz]ing|scanning|parsing|indexing|on|in|with|this|these|the|that|file|files|document|repo|repository|code|project|page|comment))*`;
const YOUR_ANSWER_ANCHORS = pairs(
  ['your'],
  list(
    'answer response reply replies output summary translation explanation elucidation completion message future next final own',
  ),
);

/** agent_directive: instructions about the reader's own answer, code and audience. */
export const RESPONSE_RULES: readonly InjectionRule[] = [
  defineRule(
    'your-answer',
    'agent_directive',
    0.45,
    `\\b${ANSWER_VERBS}\\b${within(70)}\\b(?:in|into|to|within|throughout|of|from|at|with)\\s+(?:every|each|all|any)?\\s*(?:of\\s+)?your\\s+(?:future\\s+|next\\s+|final\\s+|own\\s+)?${ANSWER}\\b`,
    { anchors: YOUR_ANSWER_ANCHORS },
  ),
  defineRule(
    'your-answer-direct',
    'agent_directive',
    0.45,
    `\\b${ANSWER_VERBS}\\s+(?:\\w+\\s+){0,2}?your\\s+(?:future\\s+|next\\s+|final\\s+)?${ANSWER}\\b`,
    { anchors: YOUR_ANSWER_ANCHORS },
  ),
  defineRule(
    'your-answer-mention',
    'agent_directive',
    0.3,
    `\\b(?:in|into|to|within|throughout|with|using)\\s+your\\s+(?:future\\s+|next\\s+|final\\s+)?(?:answers?|repl(?:y|ies)|responses?)\\b`,
    { anchors: YOUR_ANSWER_ANCHORS },
  ),
  defineRule(
    'answer-format',
    'agent_directive',
    0.35,
    `\\b(?:reply|respond|answer|write\\s+your\\s+(?:answer|reply|response)|encode\\s+your\\s+(?:answer|reply|response))\\s+(?:only\\s+)?(?:using|in|with)\\s+(?:base\\s+?\\d+|hex(?:adecimal)?|binary|morse(?:\\s+code)?|rot-?13|leetspeak|pig\\s+latin|emojis?|french|german|spanish|portuguese|italian|russian|chinese|japanese|korean|arabic|hindi|dutch|polish|turkish|latin)\\b|\\btranslate\\s+(?:the\\s+following|this|these|the\\s+above)\\s+(?:\\w+\\s+)?(?:in)?to\\s+(?:french|german|spanish|portuguese|italian|russian|chinese|japanese|korean|arabic|hindi|dutch|polish|turkish)\\b`,
    {
      anchors: [
        ...pairs(['reply', 'respond', 'answer'], ['using', 'in', 'with', 'only']),
        'write+your',
        'encode+your',
        ...pairs(['translate'], ['the', 'this', 'these']),
      ],
    },
  ),
  defineRule(
    'every-answer',
    'agent_directive',
    0.4,
    `\\b(?:every|each|all)\\s+(?:of\\s+)?(?:your\\s+(?:future\\s+)?(?:answers|responses|replies)|prompts?\\s+(?:i\\s+give\\s+you|you\\s+receive))\\b|\\bevery\\s+time\\s+(?:a|the)\\s+user\\s+asks\\b|\\bto\\s+every\\s+prompt\\b`,
    {
      anchors: [
        ...pairs(list('every each all future your'), [
          'answer',
          'answers',
          'response',
          'responses',
          'reply',
          'replies',
          'prompt',
        ]),
        'every+time',
      ],
    },
  ),
  defineRule(
    'insert-code',
    'agent_directive',
    0.4,
    `\\b(?:following|below|subsequent|provided)\\s+(?:\\w+\\s+)?${CODE_UNIT}\\b${within(80)}(?:\\byour\\s+(?:\\w+\\s+)?${OWN_WORK}\\b|\\b${OWN_WORK}\\s+you\\s+(?:develop|write|build|produce|create|deliver|are)\\b)`,
    {
      requires: ['your', 'you'],
      anchors: [
        ...pairs(
          ['following', 'below', 'subsequent', 'provided'],
          list('code snippet block section excerpt fragment segment piece script line lines'),
        ),
        'snippet',
        'excerpt',
      ],
    },
  ),
  defineRule(
    'insert-code-before',
    'agent_directive',
    0.4,
    `\\byour\\s+(?:\\w+\\s+)?${OWN_WORK}\\b${within(80)}\\b(?:following|below|subsequent|provided)\\s+(?:\\w+\\s+)?${CODE_UNIT}\\b`,
    {
      requires: ['your', 'you'],
      anchors: [
        ...pairs(
          ['following', 'below', 'subsequent', 'provided'],
          list('code snippet block section excerpt fragment segment piece script line lines'),
        ),
        'snippet',
        'excerpt',
      ],
    },
  ),
  defineRule(
    'adopt-code',
    'agent_directive',
    0.3,
    `\\b(?:utili[sz]e|integrate|incorporate|embed|inject|absorb|harmoni[sz]e|weave|merge|blend|engage|deploy|infuse|assimilate)\\s+(?:\\w+\\s+){0,2}?(?:following|below|subsequent|provided)\\s+(?:\\w+\\s+)?${CODE_UNIT}\\b`,
    {
      anchors: [
        ...pairs(
          ['following', 'below', 'subsequent', 'provided'],
          list('code snippet block section excerpt fragment segment piece script line lines'),
        ),
        'snippet',
        'excerpt',
      ],
    },
  ),
  defineRule(
    'follow-hidden',
    'agent_directive',
    0.5,
    `\\b(?:follow|execute|obey|carry\\s+out|perform|run|do)\\s+(?:the\\s+)?(?:instructions?|commands?|directions?|steps|what\\s+it\\s+says)\\s+(?:inside|contained|hidden|encoded|within|in\\s+the\\s+decoded)|\\bdecode\\b${within(60)}\\b(?:and|then)\\s+(?:follow|execute|run|do|obey|carry)`,
    {
      requires: list('follow execute obey carry perform run do decode'),
      // The verb negated is how a system prompt fences its data: a policy, not a request.
      negatable: 'verb',
      anchors: [
        ...pairs(
          list('instruction instructions command commands direction directions steps says'),
          ['inside', 'contained', 'hidden', 'encoded', 'within', 'in'],
        ),
        'decode',
        'decoded',
      ],
    },
  ),
  defineRule(
    'as-system-prompt',
    'agent_directive',
    0.6,
    `\\b(?:as|is|be|becomes?)\\s+your\\s+(?:new\\s+)?(?:system\\s+prompt|system\\s+instructions|instructions|prompt|directives?)\\b|\\boverrides?\\s+(?:anything|everything|all|any)\\b${within(40)}\\b(?:system\\s+prompt|instructions|prompt|rules|polic(?:y|ies))|\\b(?:takes?|has)\\s+(?:precedence|priority)\\s+over\\s+(?:your|all|any)\\s+(?:\\w+\\s+)?(?:instructions|rules|prompt|guidelines|directives)`,
    {
      anchors: list(`
        your+system your+instruction your+prompt your+directive your+directives your+new
        override overrides precedence priority
      `),
    },
  ),
  defineRule(
    'secrecy',
    'agent_directive',
    0.45,
    `\\b(?:do\\s+not|don'?t|never)\\s+(?:mention|tell|reveal|disclose|inform|alert|notify|report|show|let)\\b${within(40)}\\b(?:the\\s+user|users|anyone|human|humans|maintainers?|reviewers?|this\\s+(?:paragraph|instruction|message|note|comment|rule)|about\\s+this)\\b(?![\u2019'])|\\bwithout\\s+(?:telling|informing|notifying|alerting|letting|asking)\\s+(?:the\\s+|any\\s+)?(?:user|users|anyone|human|humans|maintainers?|reviewers?|them|him|her)\\b|\\bkeep\\s+(?:this|it)\\s+(?:a\\s+)?(?:secret|hidden|between\\s+us|confidential)\\s+from\\b|\\b(?:remember\\s+but|don'?t|do\\s+not)\\s+repeat\\s+this\\s+rule\\b|\\binvisible\\s+to\\s+humans\\b`,
    {
      anchors: [
        ...pairs(
          ['not', 't', 'never'],
          list('mention tell reveal disclose inform alert notify report show let'),
        ),
        ...pairs(['without'], list('telling informing notifying alerting letting asking')),
        'keep+this',
        'keep+it',
        'this+rule',
        'invisible',
      ],
    },
  ),
  // Silence towards the person the reader works for ("say nothing about this to the user"),
  // or steps kept out of what it reports ("keep these steps out of your summary"). A cover
  // story ("if they ask, say you only ...") reads as a reported request here and is not
  // matched.
  defineRule(
    'secrecy-omission',
    'agent_directive',
    0.45,
    `\\bsay\\s+nothing\\s+(?:about\\s+(?:this|it|that)\\s+)?to\\s+(?:the\\s+)?(?:user|users|anyone|reviewers?|maintainers?|humans?)\\b|\\b(?:keep|leave)\\s+(?:these|this|that|it|them|the)\\s+(?:\\w+\\s+){0,2}?out\\s+of\\s+(?:your|the)\\s+(?:summary|report|commit\\s+message|pr\\s+description|pull\\s+request|reply|response|changelog|answer)\\b`,
    {
      anchors: ['say+nothing', ...pairs(list('these this that it them steps changes'), ['out'])],
    },
  ),
  defineRule(
    'secrecy-covert',
    'agent_directive',
    0.45,
    `(?:silently|secretly|covertly|quietly|discreetly|stealthily|surreptitiously)\\s+(?:add|insert|include|send|append|change|modify|remove|delete|replace|upload|copy|run|install|push|commit|make|post|forward|embed|inject|disable|set|write|update|put)\\b`,
    {
      imperative: true,
      anchors: list(`
        silently secretly covertly quietly discreetly stealthily surreptitiously
      `),
    },
  ),
  defineRule(
    'without-asking',
    'agent_directive',
    0.2,
    `\\bwithout\\s+(?:asking|confirmation|permission|approval)\\s*[.,;]`,
  ),
  defineRule(
    'addressed-vocative',
    'agent_directive',
    0.2,
    `(?:^[ \\t]*|[.!?:\\]>)]\\s+)(?:(?:dear|hey|hi|hello|attention|note|notice|message|instructions?|reminder|memo|warning)\\s+(?:to|for)?\\s*)?(?:all\\s+|any\\s+|every\\s+)?(?:the\\s+)?(?:ai|automated|autonomous|coding|code|llm|future|other)?\\s*${AI}\\b${ADDRESS_FILLER}\\s*[:,]\\s+(?:please\\s+|now\\s+)?${AFTER_VOCATIVE}\\b`,
    { anchors: [ADDRESSED_ANCHOR], addressesModel: true },
  ),
  defineRule(
    'addressed-attention',
    'agent_directive',
    0.25,
    `\\b(?:attention|note|notice|message|instructions?|reminder|memo|dear|hey|hello|hi)\\s+(?:to\\s+|for\\s+)?(?:all\\s+|any\\s+|the\\s+)?(?:ai\\s+|llm\\s+|coding\\s+|automated\\s+|autonomous\\s+)*${AI}\\b[^:.!?\\n]{0,30}:`,
    {
      addressesModel: true,
      requires: list(
        'attention note notice message instruction instructions reminder memo dear hey hello hi',
      ),
      anchors: [
        ADDRESSED_ANCHOR,
        ...pairs(list('attention note notice message instruction instructions reminder memo'), [
          'for',
          'to',
        ]),
        ...pairs(
          ['attention'],
          list('all any the ai llm coding automated autonomous agent agents'),
        ),
        ...pairs(
          list('dear hey hello hi'),
          list('ai llm agent agents assistant assistants claude copilot'),
        ),
      ],
    },
  ),
  defineRule(
    'addressed-conditional',
    'agent_directive',
    0.3,
    `\\bif\\s+you(?:'re|\\s+are)\\s+(?:an?\\s+)?(?:ai|llm|large\\s+language\\s+model|language\\s+model|automated|autonomous|coding|chat\\s+?bot|bot|assistant|agent|model|gpt|claude|copilot)\\b|\\b(?:any|all|every)\\s+(?:ai\\s+|llm\\s+|coding\\s+|automated\\s+|autonomous\\s+)*(?:agent|assistant|model|bot|llm)s?\\s+(?:reading|processing|parsing|summari[sz]ing|editing|reviewing|analy[sz]ing|working\\s+on|scanning|indexing|touching|that\\s+reads?)\\b|\\b(?:note|instructions?|message|reminder)\\s+(?:to|for)\\s+(?:the\\s+|any\\s+|all\\s+)?(?:ai|llm|automated|autonomous|coding)?\\s*${AI}\\b${ADDRESS_FILLER}\\s*:\\s*(?:please\\s+|now\\s+)?${AFTER_VOCATIVE}\\b`,
    {
      anchors: [
        ...pairs(['an'], list('ai llm assistant automated autonomous')),
        ...pairs(['a'], ['language', 'coding']),
        ...pairs(['are'], ['claude', 'gpt', 'copilot', 'chatgpt']),
        ...pairs(['for', 'to'], list('ai llm llms coding automated autonomous')),
        ...pairs(list('ai llm llms assistant assistants agent agents model models bot bots'), [
          'reading',
          'processing',
          'parsing',
          'summarizing',
          'summarising',
          'editing',
          'reviewing',
          'analyzing',
          'analysing',
          'working',
          'scanning',
          'indexing',
          'touching',
          'that',
        ]),
      ],
      addressesModel: true,
    },
  ),
  defineRule(
    'addressed-processing',
    'agent_directive',
    0.3,
    `\\bwhen\\s+(?:you(?:'re|\\s+are)\\s+)?(?:summari[sz]ing|reading|processing|reviewing|analy[sz]ing|indexing|translating|answering\\s+questions\\s+about)\\s+(?:this|the)\\s+(?:page|document|file|text|repo|repository|email|message|code|article|readme|content)\\b`,
    {
      addressesModel: true,
      anchors: pairs(
        list(
          'summarizing summarising reading processing reviewing analyzing analysing indexing translating',
        ),
        ['this', 'the'],
      ),
    },
  ),
  defineRule(
    'screening-target',
    'agent_directive',
    0.35,
    `\\b(?:for|to)\\s+(?:the\\s+)?(?:automated|ai|llm)\\s+(?:screening|review|reviewer|grading|scoring|evaluation|assessment|hiring|ranking|analysis)\\b|\\boverride\\s+(?:manual\\s+|the\\s+)?(?:scoring|ranking|rating|evaluation|assessment|review)\\b|\\bvisible\\s+to\\s+(?:the\\s+)?(?:llm|ai|models?|bots?)\\b`,
    { anchors: list('automated ai llm override visible') },
  ),
  defineRule(
    'judge-safe',
    'agent_directive',
    0.4,
    `\\bif\\s+(?:questioned|asked|anyone\\s+asks|challenged)\\b${within(20)}\\b(?:report|say|state|answer|respond|claim|insist)\\b|\\b(?:domain|file|package|site|link|url|code|email|this|it)\\s+(?:name\\s+)?is\\s+(?:clearly\\s+|definitely\\s+|completely\\s+)?not\\s+malicious\\b|\\beverything\\s+is\\s+safe\\s+here\\b`,
    {
      anchors: list('if+questioned if+asked anyone+asks if+challenged malicious safe+here'),
    },
  ),
  defineRule(
    'translation-question',
    'agent_directive',
    0.3,
    `\\b(?:how\\s+do\\s+(?:you|i|we)\\s+say|what(?:'s|\\s+is|\\s+does))\\s+["'\\u2018\\u201c][^"'\\u2019\\u201d\\n]{1,60}["'\\u2019\\u201d]\\s+(?:mean\\s+)?in\\s+${LANGUAGE}\\b|\\bthe\\s+${LANGUAGE}\\s+(?:equivalent|translation|word)\\s+(?:for|of)\\b`,
    { anchors: LANGUAGES },
  ),
];
