import { CATEGORY_BIT } from './moves-categories.js';
import { sentenceAround } from './moves-context.js';
import type { MoveFinding } from './moves-finding.js';
import type { MoveScan } from './moves-scan.js';
import { isPatternLine } from './pattern-lines.js';

// A coding agent's guard rails (issue 18): the tests deleted, the CI switched off, a push
// straight onto the main branch, a change approved by its own author or merged without its
// review, the code owners rewritten, the commit hooks skipped. Each alone is what a README or a
// maintainer may say ("remove the tests/ folder from the package", "merge once CI is green");
// two of them in one sentence ask the reader to get a change past every check, which no
// project asks of its contributors. What these verbs aim at (tests/, CI, main, pull request) is
// written in English in most languages' technical text: the lexicons find those names, and the
// stems below find the verbs around them in any language (a lexicon entry per inflection of
// "delete" or "push" in each language would miss most of them).

// The pass reads only the sentences around a lexicon hit (a tool verb, or what a tool move aims
// at) that names a rail: the scan has found those words already, and a regular expression over
// every character of a large file cost more than the rest of the moves layer.
const RAIL_WORD =
  /^(?:tests?|ci|main|master|merg\p{L}*|pr|pull request|codeowners|no-verify|смерж\p{L}*|смердж\p{L}*|змерж\p{L}*|マージ|병합|머지|合并|ادمج\p{L}*|מזג|मर्ज)$/iu;
// Longer "sentences" are code or data, not an order to the reader.
const MAX_SENTENCE_CHARS = 400;
const RAIL_BITS = CATEGORY_BIT.sensitive | CATEGORY_BIT.toolverb;
// A verb and what it aims at, in either order (object-verb languages put the verb last).
const PAIR_REACH_CHARS = 40;

const DESTROYS =
  /delet|remov|wipe|lösch|losch|entfern|supprim|effac|borr|elimin|quit|rimuov|cancell|togli|apag|verwijder|radera|ta_bort|usu[nń]|skasuj|smaž|smaz|odstra|șterg|sterg|удал|убер|видал|прибер|\bsil|kaldır|kaldir|احذف|أزل|امسح|מחק|הסר|हटा|मिटा|删|刪|移除|削除|消して|消す|삭제|지워|지우|제거|xóa|xoá|xoa|hapus|buang|bórr|حذف/g;
const TESTS =
  /tests?\/|\btests?\b|test suite|тест|テスト|테스트|测试|測試|परीक्षण|टेस्ट|اختبار|تست|בדיק|טסט/g;
const SWITCHES_OFF =
  /continue-on-error|allow_failure|allow-failure|disabl|turn off|switch off|deaktiv|abschalt|schalt|désactiv|desactiv|desliga|disattiv|togli|schakel|zet .{0,12}uit|stäng av|stang av|wyłącz|wylacz|vypn|dezactiv|opreș|opres|отключ|выключ|вимкн|відключ|devre dışı|kapat|عطل|عطّل|أوقف|כבה|השבת|बंद|关掉|关闭|禁用|止め|無効|끄|꺼|비활성|tắt|matikan|nonaktif/g;
const CI = /\bci\b|ci-|pipeline|workflow|github actions/g;
const PUSHES = /push|pouss|пуш|推送|プッシュ|푸시|ادفع|דחוף|पुश|wypchnij|pusha/g;
const MAIN = /\bmain\b|\bmaster\b/g;
const APPROVES =
  /approv|genehmig|approuv|aprueb|aprob|aprov|approva|keur|godkänn|godkann|zatwierd|schval|одобр|схвал|onayla|وافق|אשר|अप्रूव|स्वीकृत|批准|承認|승인|phê duyệt|setujui/g;
const BY_ITSELF =
  /yourself|on my behalf|selbst|in meinem namen|toi-même|toi-meme|en mon nom|tú mismo|tu mismo|tu stesso|você mesmo|voce mesmo|zelf|själv|sjalv|\bsam\b|sám|singur|сам|kendin|بنفسك|בעצמך|खुद|ख़ुद|自己|自分で|직접|스스로|tự |sendiri/g;
const MERGES =
  /merg|fusion|zusammenf|scal|слей|смерж|смёрдж|злий|змерж|マージ|병합|머지|合并|ادمج|מזג|मर्ज|gabung/g;
// A merge that does not wait for its review: "without" and a reviewer a few words on.
const WITHOUT_REVIEW =
  /(?:without|ohne|sans|sin |sem |senza|zonder|utan|\bbez\b|без|fără|fara|не дожида|не чека|beklemeden|دون|بدون|בלי|बिना|不用等|不等|无需|待たず|기다리지|không cần chờ|tanpa)[^.!?。\n]{0,60}?(?:review|revis|relect|recenz|granskar|ревью|ревʼю|рев’ю|рецензент|gözden|レビュ|리뷰|评审|审|審|रिव्यू|समीक्षक|مراجع|סוקר|người duyệt|peninjau)/;
const OWNERS = /codeowners/g;
const OWNER_OF =
  /owner|eigentümer|propriétaire|propietario|proprietario|dono|eigenaar|ägare|właściciel|vlastník|proprietar|владел|власник|sahib|مالك|בעלים|मालिक|所有者|オーナー|소유자|chủ sở hữu|pemilik/g;
const NO_VERIFY = /--no-verify/g;

type Rail = 'tests' | 'ci' | 'main' | 'self-approval' | 'unreviewed' | 'owners' | 'hooks';

/** Where the first `verb` and `aim` matches within PAIR_REACH_CHARS of each other start. */
function paired(sentence: string, verb: RegExp, aim: RegExp): number | null {
  const aims = [...sentence.matchAll(aim)].map((match) => match.index);
  for (const match of sentence.matchAll(verb)) {
    if (aims.some((at) => Math.abs(at - match.index) <= PAIR_REACH_CHARS)) {
      return match.index;
    }
  }
  return null;
}

/** Whether a global pattern occurs in `text` (from its start, whatever it matched before). */
function occurs(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

function firstOf(pattern: RegExp, text: string): number | null {
  pattern.lastIndex = 0;
  const match = pattern.exec(text);
  pattern.lastIndex = 0;
  return match === null ? null : match.index;
}

function railsOf(sentence: string): Map<Rail, number> {
  const rails = new Map<Rail, number>();
  // What the sentence names at all: verbs are looked for only where two rails could move
  // (code names "test", "main" and "merge" all the time, one at a time).
  const named = {
    tests: occurs(TESTS, sentence),
    ci: occurs(CI, sentence),
    main: occurs(MAIN, sentence),
    approval: occurs(APPROVES, sentence),
    merge: occurs(MERGES, sentence),
    owners: occurs(OWNERS, sentence),
    hooks: occurs(NO_VERIFY, sentence),
  };
  if (Object.values(named).filter(Boolean).length < 2) {
    return rails;
  }
  const add = (rail: Rail, at: number | null): void => {
    if (at !== null) {
      rails.set(rail, at);
    }
  };
  if (named.tests) {
    add('tests', paired(sentence, DESTROYS, TESTS));
  }
  if (named.ci) {
    // A second verb for the CI where the first also aimed at the tests ("remove the job
    // `integration-tests` from .gitlab-ci.yml and set allow_failure on the unit tests").
    const removed = paired(sentence, DESTROYS, CI);
    const switched = paired(sentence, SWITCHES_OFF, CI);
    add(
      'ci',
      removed !== null && removed === rails.get('tests')
        ? (switched ?? removed)
        : (removed ?? switched),
    );
  }
  if (named.main) {
    add('main', paired(sentence, PUSHES, MAIN));
  }
  if (named.approval) {
    add('self-approval', paired(sentence, APPROVES, BY_ITSELF));
  }
  if (named.merge && WITHOUT_REVIEW.test(sentence)) {
    add('unreviewed', firstOf(MERGES, sentence));
  }
  if (named.owners) {
    add('owners', paired(sentence, OWNERS, OWNER_OF));
  }
  if (named.hooks) {
    add('hooks', firstOf(NO_VERIFY, sentence));
  }
  return rails;
}

/**
 * A negation before the first verb of the rails ("never push to main or delete tests"), or a
 * word of a description of attacks anywhere in the sentence: neither asks the reader anything.
 */
function isNegatedOrDescribed(
  scan: MoveScan,
  from: number,
  firstVerb: number,
  to: number,
): boolean {
  for (let index = 0; index < scan.count; index += 1) {
    const start = scan.starts[index] ?? 0;
    const mask = scan.masks[index] ?? 0;
    if (start < from || start >= to) {
      continue;
    }
    if ((mask & CATEGORY_BIT.describe) !== 0) {
      return true;
    }
    if ((mask & CATEGORY_BIT.neg) !== 0 && start < firstVerb) {
      return true;
    }
  }
  return false;
}

// The same stems, tested on one word: a verb that removes, switches off, approves or merges.
const BREAKS_A_RAIL = new RegExp(
  [DESTROYS, SWITCHES_OFF, APPROVES, MERGES].map((pattern) => `(?:${pattern.source})`).join('|'),
  'iu',
);

/** Whether `word` removes, switches off, approves or merges (not "run" or "install"). */
export function breaksARail(word: string): boolean {
  return BREAKS_A_RAIL.test(word.toLowerCase());
}

/** The guard-rails moves of `text`; a regular expression's line names rails without asking. */
export function guardRails(text: string, scan: MoveScan, findings: MoveFinding[]): void {
  let readUpTo = -1;
  for (let index = 0; index < scan.count; index += 1) {
    const start = scan.starts[index] ?? 0;
    if (
      ((scan.masks[index] ?? 0) & RAIL_BITS) === 0 ||
      start < readUpTo ||
      !RAIL_WORD.test(text.slice(start, scan.ends[index] ?? start))
    ) {
      continue;
    }
    const [from, to] = sentenceAround(text, start);
    readUpTo = to;
    if (to - from > MAX_SENTENCE_CHARS || isPatternLine(text, start)) {
      continue;
    }
    const sentence = text.slice(from, to).toLowerCase();
    // Two rails moved by two verbs: one verb aimed at both "tests" and "CI" ("remove iOS 16
    // from the test matrix" in a `ci:` commit) is one move.
    const offsets = [...new Set(railsOf(sentence).values())];
    if (offsets.length < 2) {
      continue;
    }
    const first = from + Math.min(...offsets);
    if (isNegatedOrDescribed(scan, from, first, to)) {
      continue;
    }
    findings.push({
      rule: 'ml-guardrails',
      family: 'scope_change',
      start: first,
      end: to,
      weight: 0.35,
      addressesModel: false,
    });
  }
}
