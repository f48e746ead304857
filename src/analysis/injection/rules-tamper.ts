import { CONFIG_WORDS, KERNEL_ANCHORS, SAFEGUARD_ANCHORS, TAMPER_WORDS } from './anchor-words.js';
import {
  anyOf,
  CONFIG_VERBS,
  GUARD_NOUNS,
  KERNEL_NOUNS,
  SAFEGUARD_NOUNS,
  TAMPER_VERBS,
  within,
  list,
} from './lexicon.js';
import { defineRule, pairs, word, NOUN_ANCHOR_REACH } from './rule.js';
import type { InjectionRule } from './rule.js';

const TAMPER = anyOf(TAMPER_VERBS);
const CONFIGURE = anyOf(CONFIG_VERBS);
const KERNEL = anyOf(KERNEL_NOUNS);
const SAFEGUARD = anyOf(SAFEGUARD_NOUNS);
const GUARD = anyOf(GUARD_NOUNS);
// Up to four words between a verb and its object, on the same line.
const FILLER = `(?:[\\w.-]+[ \\t]+){0,4}?`;
// The first word of every TAMPER verb as the scan splits it; "shortcircuit" is one word.
const TAMPER_FIRST_WORDS = [...TAMPER_WORDS, 'shortcircuit'];
const CONFIG_KEYS = `\\S*(?:scope\\.allow|permissions\\.allow|auto(?:)approve|skip_gates|gates\\.\\w+|budget\\.\\w+|\\.governance?|progress\\.json|ledger\\S*|audit\\.jsonl)`;

/** internals_targeting: the kernel's gates, budget, policy, approvals and lifecycle. */
export const INTERNALS_RULES: readonly InjectionRule[] = [
  defineRule(
    'tamper-kernel',
    'internals_targeting',
    0.55,
    `${TAMPER}\\s+${FILLER}${KERNEL}(?![\\w-])`,
    {
      reach: NOUN_ANCHOR_REACH,
      imperative: true,
      requires: TAMPER_WORDS,
      mustContain: TAMPER_FIRST_WORDS,
      anchors: KERNEL_ANCHORS,
      negatable: true,
    },
  ),
  defineRule(
    'tamper-safeguard',
    'internals_targeting',
    0.3,
    `${TAMPER}\\s+${FILLER}${SAFEGUARD}(?![\\w-])`,
    {
      reach: NOUN_ANCHOR_REACH,
      imperative: true,
      negatable: true,
      requires: TAMPER_WORDS,
      mustContain: TAMPER_FIRST_WORDS,
      anchors: SAFEGUARD_ANCHORS,
    },
  ),
  defineRule(
    'tamper-guard',
    'internals_targeting',
    0.2,
    `${TAMPER}\\s+${FILLER}${GUARD}(?![\\w-])`,
    { imperative: true, negatable: true },
  ),
  defineRule(
    'tamper-excuse',
    'internals_targeting',
    0.15,
    `\\bso\\s+(?:that\\s+)?(?:the\\s+)?(?:suite|build|ci|tests?|checks?|gates?|pipeline|your\\s+(?:edits|changes)|it|they)\\b${within(30)}\\b(?:green|pass(?:es)?|succeeds?)\\b|\\b(?:for\\s+this|during\\s+this)\\s+(?:task|run|change|commit|session)\\b|\\bto\\s+save\\s+time\\b|\\b(?:are|is)\\s+(?:known|just|only)\\s+(?:flakes?|flaky|false\\s+positives)\\b|\\bknown\\s+flakes\\b`,
    {
      anchors: [
        ...pairs(
          list('ci suite build tests checks gate gates pipeline it they'),
          list('passes pass green succeeds'),
        ),
        ...pairs(['this'], list('task run change commit session')),
        'save+time',
        ...pairs(list('stays stay remains remain goes turns'), ['green']),
        ...pairs(['so'], list('ci tests suite build pipeline')),
        'flaky',
        'flakes',
        'false+positives',
      ],
    },
  ),
  defineRule(
    'configure-kernel',
    'internals_targeting',
    0.45,
    `${CONFIGURE}\\s+${FILLER}(?:${KERNEL}|${CONFIG_KEYS})(?![\\w-])${within(40)}(?:\\bto\\b|=|:\\s*(?:true|false|\\d)|\\boff\\b)`,
    {
      reach: NOUN_ANCHOR_REACH,
      imperative: true,
      requires: CONFIG_WORDS,
      mustContain: CONFIG_WORDS,
      anchors: [
        ...KERNEL_ANCHORS,
        'scope+allow',
        'permissions+allow',
        word('auto', 'approve'),
        'skip+gates',
        'audit+jsonl',
      ],
    },
  ),
  defineRule(
    'mark-passed',
    'internals_targeting',
    0.5,
    `(?:mark|flag|report|declare|treat)\\s+(?:the\\s+|this\\s+|these\\s+|all\\s+|every\\s+|each\\s+|failing\\s+)*(?:[\\w-]+\\s+)?(?:gates?|checks?|tests?|test\\s+suite|build|ci|review|verification|scans?|lint|pipeline|task)\\s+as\\s+(?:passed|passing|approved|green|successful|verified|succeeded|compliant)\\b(?!\\s+(?:when|if|unless|once|after|whenever)\\b)`,
    {
      imperative: true,
      anchors: pairs(
        ['as'],
        list('passed passing approved green successful verified succeeded compliant'),
      ),
      negatable: true,
    },
  ),
  defineRule(
    'delete-tests',
    'internals_targeting',
    0.55,
    `\\b(?:delete|remove|skip|comment\\s+out|disable|drop)\\s+(?:the|any|failing|broken)?\\s*(?:failing\\s+)?(?:tests?|assertions?|specs?)\\s+(?:instead\\s+of|rather\\s+than)\\s+fix|\\bmake\\s+(?:every|all|each|the)\\s+(?:\\w+\\s+)?(?:assertions?|tests?|expectations?|checks?)\\s+(?:\\w+\\s+)?(?:pass|true|green|succeed)|\\b(?:loosen|weaken|relax)\\s+(?:the\\s+)?(?:assertions?|expectations?|expected\\s+values?|thresholds?)\\b|\\b(?:suite|build|ci|checks?|gates?)\\s+(?:stays?|remains?)\\s+green\\b`,
    {
      anchors: [
        'loosen',
        'weaken',
        'relax',
        'green',
        'trivially',
        'of+fix',
        'of+fixing',
        'than+fix',
        'than+fixing',
        ...pairs(
          ['every', 'all', 'each', 'the'],
          list('assertion assertions test tests expectation expectations check checks'),
        ),
      ],
    },
  ),
  defineRule(
    'weaken-tests',
    'internals_targeting',
    0.2,
    `(?:lower|reduce|drop|decrease)\\s+(?:the\\s+)?(?:coverage\\s+)?(?:threshold|coverage)\\b|(?:remove|delete|comment\\s+out|skip|disable)\\s+(?:the\\s+|all\\s+)?(?:failing|broken|flaky|red)\\s+(?:tests?|assertions?|specs?|checks?)\\b`,
    {
      imperative: true,
      negatable: true,
      anchors: [
        ...pairs(list('the coverage'), ['threshold', 'coverage']),
        ...pairs(
          list('failing broken flaky red'),
          list('test tests assertion assertions spec specs check checks'),
        ),
      ],
    },
  ),
  defineRule(
    'self-approve',
    'internals_targeting',
    0.55,
    `\\b(?:approve|merge)\\s+(?:your|its|their)\\s+own\\b(?![^.\\n]{0,40}\\b(?:only\\s+)?(?:after|once|with|when)\\s+(?:(?:a|an|the|one|two|its|their)\\s+)?(?:review|reviewed|approval|approved|approving|maintainer|ci))|\\b(?:raise|increase|elevate|escalate|bump|set|upgrade)\\s+(?:your|the|its|my)\\s+(?:own\\s+)?(?:authori[sz]ation|permission|access|privilege|trust|autonomy)\\s+(?:tier|level)\\b`,
    {
      anchors: [
        'merge+your',
        'merge+its',
        'merge+their',
        'approve+your',
        'approve+its',
        'approve+their',
        'tier',
        ...pairs(list('authorization authorisation permission access privilege trust autonomy'), [
          'level',
        ]),
      ],
    },
  ),
  defineRule(
    'skip-review',
    'internals_targeting',
    0.45,
    `\\bapprove\\s+(?:this|the|your)\\s+(?:\\w+\\s+)?(?:change|pr|pull\\s+request|merge\\s+request|task|commit|work)\\s+yourself\\b|\\b(?:a\\s+|any\\s+)?(?:human|manual|code)\\s+review\\s+(?:is|was)\\s+not\\s+(?:required|needed|necessary)\\b|\\b(?:push|merge|commit|deploy|release|ship)\\b${within(30)}\\bwithout\\s+(?:a\\s+|any\\s+)?(?:review|approval|running\\s+(?:the\\s+)?(?:tests|checks)|tests|checks)\\b`,
    {
      anchors: [
        'yourself',
        ...pairs(['review'], ['is', 'was']),
        ...pairs(['without'], list('review approval running tests checks a any')),
      ],
    },
  ),
  // Around the review a repository puts between a change and its main branch: skipping the pull
  // request, the review, branch protection, the hooks or the required checks. Forcing the
  // branch or pushing straight to it is `destructive`'s (rules-scope.ts), not counted twice.
  defineRule(
    'bypass-review',
    'internals_targeting',
    0.45,
    `\\b(?:push|commit)\\b[^.\\n]{0,40}--no-${word('ver', 'ify')}\\b|\\b(?:skip|bypass|avoid|circumvent|get\\s+around)\\s+(?:the\\s+|any\\s+|all\\s+)?(?:pull\\s+requests?|prs?|code\\s+review|reviews?|reviewers|branch\\s+protection|required\\s+checks|pre-commit\\s+hooks?|git\\s+hooks?)\\b`,
    {
      imperative: true,
      negatable: true,
      anchors: [
        'no+verify',
        ...pairs(
          list('skip bypass avoid circumvent around'),
          list('the any all pull prs pr code review reviews reviewers branch required pre git'),
        ),
      ],
    },
  ),
  // Deleting the failing tests and landing the change regardless: the test suite is what
  // stands between the change and the branch.
  defineRule(
    'drop-failing-tests',
    'internals_targeting',
    0.45,
    `(?:remove|delete|comment\\s+out|skip|disable)\\s+(?:the\\s+|all\\s+|any\\s+)?(?:failing|broken|red)\\s+(?:test\\s+files?|tests?|specs?)\\b[^.\\n]{0,40}\\b(?:commit|push|merge|ship|land)\\w*\\s+(?:it\\s+|them\\s+|the\\s+change\\s+)?(?:anyway|regardless|all\\s+the\\s+same)\\b`,
    {
      imperative: true,
      negatable: true,
      anchors: pairs(list('failing broken red'), list('test tests spec specs')),
    },
  ),
  // The reader's rules declared void for it, or the reader declared free of them. A rule that
  // holds for someone only under a condition ("if", "unless") is what a repository states for
  // its people.
  defineRule(
    'rules-lifted',
    'authority_claim',
    0.45,
    `\\b(?:rules|restrictions|guidelines|policies|guardrails|safeguards|limitations|limits)\\s+(?:do\\s+not|don'?t|no\\s+longer|never)\\s+apply\\s+(?:to\\s+(?:you|agents?|assistants?|this\\s+(?:agent|assistant|bot|session))|here|anymore|any\\s+more)\\b(?![^.\\n]{0,30}\\b(?:if|when|unless|as\\s+long\\s+as|except)\\b)|\\byou\\s+are\\s+(?:now\\s+)?(?:exempt|exempted|excused)\\s+from\\s+(?:the\\s+|all\\s+|any\\s+|these\\s+|our\\s+)?(?:rules|restrictions|guidelines|policies|checks|reviews?|tests)\\b`,
    {
      anchors: [
        ...pairs(['not', 't', 'longer', 'never'], ['apply']),
        ...pairs(['are', 'now'], list('exempt exempted excused')),
      ],
    },
  ),
  defineRule(
    'permission-keys',
    'internals_targeting',
    0.2,
    `\\b(?:auto-?approve|dangerously-?skip-?permissions|--yolo|bypass(?:)permissions|allowed(?:)tools|bash\\(\\*\\)|permissions\\.allow)`,
    {
      anchors: [
        word('auto', 'approve'),
        'auto+approve',
        'dangerously',
        'yolo',
        word('bypass', 'permissions'),
        word('allowed', 'tools'),
        'permissions+allow',
      ],
    },
  ),
  defineRule(
    'raise-limits',
    'internals_targeting',
    0.45,
    `(?:raise|increase|set|bump|lift|double|remove|disable|change)\\s+(?:the\\s+)?(?:daily\\s+)?(?:budget|ceiling|cost\\s+limit|spending\\s+limit|max_?usd|maxusd|daily_?usd|retry\\s+limit|max_?retries|usage\\s+limit)\\b${within(30)}\\b(?:to|by)\\s*\\$?\\d`,
    {
      imperative: true,
      requires: list('raise increase set bump lift double remove disable change'),
      anchors: list(`
        budget ceiling cost+limit spending+limit retry+limit usage+limit usd maxusd dailyusd
        retries maxretries
      `),
    },
  ),
  defineRule(
    'skip-flag',
    'internals_targeting',
    0.4,
    `--no-(?:)verify\\b|\\b[a-z_]*(?:skip|disable|bypass)_?(?:gates?|checks?|hooks?|verify|verification)\\s*=\\s*(?:1|true|yes|on)\\b|\\[skip\\s+(?:gates?|checks?|review|verification)\\]`,
    {
      anchors: [
        'no+verify',
        ...pairs(
          ['skip', 'disable', 'bypass'],
          list('gate gates check checks hook hooks verify verification review'),
        ),
      ],
    },
  ),
  defineRule(
    'check-excuse',
    'internals_targeting',
    0.3,
    `\\bthe\\s+(?:\\w+[-\\s])?(?:gate|check|checker|linter|scanner|scan|tests?|hook|review|verification)\\s+(?:misreports|is\\s+(?:broken|wrong|buggy|misconfigured)|(?:has|produces|gives|reports)\\s+false\\s+positives|does(?:\\s+not|n't)\\s+apply)|\\bdoes(?:\\s+not|n't)\\s+apply\\s+to\\s+this\\s+(?:folder|file|repo|repository|directory|change|task|project)\\b|\\bis\\s+a\\s+misconfiguration\\b`,
    {
      anchors: list(`
        misreports misreport positives misconfigured misconfiguration buggy is+broken
        is+wrong not+apply t+apply
      `),
    },
  ),
  defineRule(
    'governance-files',
    'internals_targeting',
    0.2,
    `\\b${CONFIGURE}\\b${within(40)}(?:\\.governance?/|\\.gov(?:)ern\\b|progress\\.json|audit\\.jsonl|ledger\\.jsonl|govern\\.config)`,
    {
      reach: NOUN_ANCHOR_REACH,
      requires: CONFIG_WORDS,
      mustContain: CONFIG_WORDS,
      anchors: list('governance govern progress+json audit+jsonl ledger'),
    },
  ),
  defineRule(
    'erase-records',
    'internals_targeting',
    0.5,
    `(?:delete|remove|truncate|rewrite|erase|wipe|edit|clear)\\b${within(40)}(?:\\.governance?/\\S*|\\.gov(?:)ern/\\S*|progress\\.json|audit\\.jsonl|audit\\s+(?:log|trail)|ledger(?:\\.jsonl)?)`,
    {
      reach: NOUN_ANCHOR_REACH,
      imperative: true,
      negatable: true,
      requires: list('delete remove truncate rewrite erase wipe edit clear'),
      anchors: list('governance govern progress+json audit+jsonl audit+log audit+trail ledger'),
    },
  ),
  defineRule(
    'granted-rights',
    'authority_claim',
    0.45,
    `\\b(?:you(?:'ve|\\s+have)?\\s+been|you\\s+are\\s+(?:now\\s+)?|agents?\\s+(?:have|has)\\s+been|you're\\s+(?:now\\s+)?)\\s*(?:granted|given|authori[sz]ed|allowed|permitted|cleared|elevated)\\b${within(40)}\\b(?:(?:admin|administrator|root|elevated|unrestricted|full|write|push|merge|sudo)\\s+(?:rights|access|permissions?|privileges?)|to\\s+(?:raise|approve|push|merge|bypass|skip|disable|override|ignore))|\\bi\\s+(?:hereby\\s+)?authori[sz]e\\s+you\\b|\\b(?:have|has)\\s+(?:authori[sz]ed|allowed|permitted|cleared)\\s+(?:you|agents?|assistants?)\\s+to\\b`,
    {
      anchors: [
        ...pairs(['have', 'has'], list('authorized authorised allowed permitted cleared')),
        ...pairs(
          ['been', 'are', 're', 'now'],
          list('granted given authorized authorised allowed permitted cleared elevated'),
        ),
        'authorize+you',
        'authorise+you',
      ],
    },
  ),
];
