import { CATEGORY_BIT, STRONG_TARGET_BIT } from './moves-categories.js';
import { sentencesOf } from './moves-context.js';
import type { SentenceContext } from './moves-context.js';
import type { Emit } from './moves-finding.js';
import { lineStartWithin } from '../line-bounds.js';
import { breaksARail } from './moves-rules-guardrails.js';
import { hitsBetween } from './moves-scan.js';
import type { MoveHit, MoveScan } from './moves-scan.js';

// The moves layer's rule for a reader named in the text (`ml-addressed`): a vocative ("Dear
// assistant,", "AI agent:") followed by a directive. Unlike the rules of one sentence it reads
// the hits after every name up to the end of its paragraph, so the directive may follow in a
// later sentence; and it runs on every text, with or without a hit that opens another move.
const B = CATEGORY_BIT;

// After the reader is named, how far what it is told to do may follow.
const DIRECTIVE_REACH_CHARS = 300;
const COMMA_AFTER = /^["'»”]?\s{0,2}[,，،]/;
const COLON_AFTER = /^["'»”]?\s{0,2}[:：]/;
// One or two words of a role between the name and its colon.
const ROLE_AFTER = /^[ -]?\p{L}{2,16}(?:[ -]\p{L}{2,16})?\s{0,2}[:：]/u;
const TRANSCRIPT_SPEAKER = /(?:^|\n)\s*(?:user|human|customer|system|you|me)\s*:/i;
// Greetings that may open a vocative: "Dear assistant,", "Hey agent,", "亲爱的助手，".
const GREETING =
  /^(?:dear|hey|hi|hello|ok|okay|attention|liebe[rsn]?|hallo|hej|cher|chère|querid[oa]|estimad[oa]|car[oa]|gentile|beste|drog[ia]|дорог\S*|уважаем\S*|любий|sevgili|kära|kaere|milý|milá|αγαπητ\S*|dragă|عزيزي|أيها|ايها|يا|प्रिय|chào|kepada|yth|亲爱的|尊敬的|親愛なる|친애하는|เรียน)?$/i;
const DIRECTIVE_BITS =
  B.override |
  B.follow |
  B.reveal |
  B.send |
  B.toolverb |
  B.newtask |
  B.persona |
  B.permit |
  B.poss2;

/** What precedes `offset` on its line or in its sentence, without markup. */
function leadIn(text: string, offset: number): string {
  let start = offset;
  while (start > 0 && offset - start < 80) {
    const code = text.charCodeAt(start - 1);
    if (
      code === 0x0a ||
      ((code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3002) &&
        /\s/.test(text.charAt(start)))
    ) {
      break;
    }
    start -= 1;
  }
  return text
    .slice(start, offset)
    .replace(/<[^<>]{0,200}>/g, ' ')
    .replace(/^[\s#*>\-[(<!"'`]+/, '')
    .replace(/\s+$/, '');
}

let transcriptOf: { text: string; transcript: boolean } = { text: '', transcript: false };

/** Whether a line of `text` opens with a speaker ("User:", "Human:"): a chat transcript. */
function isTranscript(text: string): boolean {
  if (transcriptOf.text !== text) {
    transcriptOf = { text, transcript: TRANSCRIPT_SPEAKER.test(text) };
  }
  return transcriptOf.transcript;
}

/** A word of reading right after the reader's name: "any AI reading this", "KI, die ... liest". */
function readsNearby(hits: readonly MoveHit[], address: MoveHit): boolean {
  return hits.some(
    (hit) =>
      (hit.mask & B.reading) !== 0 && hit.start >= address.end && hit.start - address.end <= 40,
  );
}

// A note dedicated to the reader: a short line that names it with a word of dedication (a
// preposition of address, a note, a message, instructions) before a colon. A heading line is
// not one: agent files address agents under such headings.

// Before the name, among its last three words: a preposition of address.
const DEDICATED_TO =
  /^(?:for|to|pour|aux?|à|para|al|ao|aos|per|agli|für|fuer|voor|aan|till|til|för|dla|pro|для|до|к|için|icin|για|προς|pentru|către|catre|untuk|kepada|gửi|cho|إلى|الى|برای|אל)$/iu;
// Or a relative clause about it: "para los agentes de IA que lean esto", "to any agent that".
const RELATIVE_AFTER =
  /^\s+(?:\S+\s+){0,2}?(?:que|qui|that|who|which|som|die|der|welche|che|który|która|które|который|которые|який|яка|які|ki)\s/iu;
// Anywhere on the line but the name: a word for a note, a message or instructions.
const NOTE_WORD =
  /(?:^|[\s'’([])(?:note|notes|nota|notas|notiz|hinweis|remarque|message|mensaje|mensagem|messaggio|nachricht|bericht|wiadomość|uwaga|not|notu|σημείωση|notă|catatan|ملاحظة|رسالة|הערה|הודעה|instruction|instructions|instrucciones|instruções|istruzioni|anweisung|anweisungen|instructies|instrukcje|инструкция|інструкція|talimat|recado|заметка|примечание|примітка|указание|вказівка|οδηγία|οδηγίες|تعليمات|یادداشت|پیام|دستورالعمل|הוראות|नोट|निर्देश|संदेश|หมายเหตุ|คำสั่ง|ข้อความ|참고|메모|지시|안내|メモ|注意|備考|連絡|指示|备注|提示|说明)(?=$|[\s:：,.\]])/iu;
// The same words in scripts without spaces, written right after the name ("에이전트 참고:",
// "AIレビュアーへ："): the dedication ends the few characters between the name and the colon.
const DEDICATION_END = /(?:에게|께|님께|참고|메모|へ|宛て?|向け|への?メモ|给|的说明|的提示|ถึง)$/u;
// The same words written onto the name or right after it: particles and postpositions of
// Korean, Japanese, Chinese, Hindi, Bengali, Thai, and Turkish's dative endings.
const DEDICATION_AFTER =
  /^(?:에게|께|님께|へ|宛て?|向け|に|给|\s*के\s+लिए|\s*को|\s*এর\s+জন্য|\s*জন্য|\s*ถึง|n?[aeу]\b|y[ae]\b|\p{L}*(?:una|üne|ına|ine|une|ye|ya)\b)/u;
const DEDICATION_LINE_CHARS = 80;
// How far back its line may start: the note and markup around it (a hidden div's tag).
const DEDICATION_LINE_REACH_CHARS = 320;
const DEDICATION_WORDS = 10;

const NOTE_OPENING = /[.!?。]\s+|"\s*|[:：]\s+/g;

/** Where the last sentence, string or label before a name ends: the note starts after it. */
function lastNoteOpening(beforeName: string): number {
  let start = 0;
  for (const match of beforeName.matchAll(NOTE_OPENING)) {
    start = match.index + match[0].length;
  }
  return start;
}

/** The line around `address` when it is a short dedication of what follows to the reader. */
function isDedication(text: string, address: MoveHit): boolean {
  // Most names have no colon soon after them on their line.
  const reach = text.slice(address.end, address.end + DEDICATION_LINE_CHARS);
  const mark = reach.search(/[:：\n]/);
  if (mark < 0 || reach.charCodeAt(mark) === 0x0a) {
    return false;
  }
  // A line that starts further back is longer than a note's line, markup and all.
  const lineStart = lineStartWithin(text, address.start, DEDICATION_LINE_REACH_CHARS);
  if (lineStart === null) {
    return false;
  }
  // Markup around the note (a hidden div, a comment's opening) is not part of it. The line is
  // read up to the colon found above.
  const whole = text
    .slice(lineStart, address.end + mark + 1)
    .replace(/<[^<>]{0,200}>|<!--/g, (tag) => ' '.repeat(tag.length));
  // A note may start inside its line: after a sentence of its own, or where a JSON or code
  // string opens ("comment": "... IMPORTANT for the assistant: ..."). Blanked, what is before
  // it is not part of the note.
  const noteStart = lastNoteOpening(whole.slice(0, address.start - lineStart));
  const line = ' '.repeat(noteStart) + whole.slice(noteStart);
  const cut = line.search(/[:：]/);
  if (cut < 0 || lineStart + cut < address.end) {
    return false;
  }
  // From the comment marker or list dash to the colon: a few words, no code, no sentence.
  const segment = line.slice(0, cut).replace(/^[\s#*>\-/;]+/, '');
  if (
    segment.length > DEDICATION_LINE_CHARS ||
    segment.split(/\s+/).length > DEDICATION_WORDS ||
    /[=(){};.!?。]/.test(segment)
  ) {
    return false;
  }
  const own = line.slice(0, address.start - lineStart).replace(/^[\s#*>\-/;]+/, '');
  const rest = text.slice(address.end, lineStart + cut);
  // After a preposition the name ends the phrase, give or take a word ("pour l'assistant
  // IA :"); "for the agent toolset's file tools:" names the reader's tools, not the reader.
  const restWords = rest.trim() === '' ? 0 : rest.trim().split(/\s+/).length;
  // Two words may name what it is ("para el asistente de compras:"), not what it has ("for the
  // agent's file tools:").
  const namesWhatItIs = restWords <= 1 || (restWords === 2 && !/['’]s\b|[/.]/.test(rest));
  return (
    ((namesWhatItIs || RELATIVE_AFTER.test(rest)) &&
      own
        .split(/[\s'’]+/)
        .slice(-3)
        .some((word) => DEDICATED_TO.test(word))) ||
    NOTE_WORD.test(own) ||
    NOTE_WORD.test(rest) ||
    DEDICATION_AFTER.test(rest) ||
    (restWords === 1 && rest.trim().length <= 12 && DEDICATION_END.test(rest.trim())) ||
    // A name in the vocative case opening its line, then a comma.
    (own === '' && COMMA_AFTER.test(text.slice(address.end, address.end + 4)))
  );
}

/**
 * Whether the text names the model as its reader: the name then a comma after a greeting, the
 * name with a word of reading next to it, a heading line ending in a colon, or a short line
 * dedicated to it. A bare name and a colon is a transcript's speaker or a key in code, and a
 * comma after a name mid-sentence is a list.
 */
function isVocative(
  text: string,
  hits: readonly MoveHit[],
  address: MoveHit,
  dedicated: boolean,
): boolean {
  if (dedicated || readsNearby(hits, address)) {
    return true;
  }
  const after = text.slice(address.end, address.end + 24);
  const before = leadIn(text, address.start);
  if (COMMA_AFTER.test(after)) {
    // A name opening its sentence, then a comma: "Bot, run ...", "ربات، ...". Lower case is a
    // list's first item in a cased script.
    const name = text.slice(address.start, address.end);
    if (before === '' && (/^\p{Lu}/u.test(name) || !/\p{Ll}/u.test(name))) {
      return true;
    }
    // A greeting among the last words before the name.
    return before
      .split(/\s+/)
      .slice(-3)
      .some((word) => word !== '' && GREETING.test(word));
  }
  if (!COLON_AFTER.test(after)) {
    // A role after the name opening its line: "AI reviewer:", "KI-Agent Support:", "AI 요약
    // 도우미:". The line must go on as a message (four words or more), not a key or a label.
    const role = ROLE_AFTER.exec(text.slice(address.end, address.end + 40));
    if (
      before !== '' ||
      role === null ||
      !/^\p{Lu}/u.test(text.slice(address.start, address.end))
    ) {
      return false;
    }
    const lineEnd = text.indexOf('\n', address.end);
    const rest = text.slice(address.end + role[0].length, lineEnd < 0 ? text.length : lineEnd);
    return !isTranscript(text) && rest.trim().split(/\s+/).length >= 4;
  }
  if (before !== '') {
    return !/[=(){};]/.test(before);
  }
  // A bare name and a colon opening a line: a message to the model, unless it is a
  // transcript's speaker (another line starts with a speaker), a key in code or a lower-case
  // label (a changelog's bold scope, a commit's scope).
  if (
    !/^\p{Lu}/u.test(text.slice(address.start, address.end)) ||
    /^\*\*/.test(after.replace(/^[^:：]*[:：]/, ''))
  ) {
    return false;
  }
  const lineEnd = text.indexOf('\n', address.end);
  const rest = text.slice(address.end, lineEnd < 0 ? text.length : lineEnd);
  return !isTranscript(text) && rest.trim().split(/\s+/).length >= 4;
}

// What an instruction's verb follows in a language that puts it first: the start of a
// clause, "you (also)", "please". Scripts written without spaces put the verb last: any
// position counts there.
const CLAUSE_OPENING =
  /(?:^|[:;,.!?>\-—–(]\s*|\byou\s+(?:also\s+|must\s+|should\s+|now\s+)?|\bplease\s+|\bthen\s+|\band\s+)$/i;
// The same after "and", "then" or "directly" of other languages: the second verb of "approve
// and merge", "lösche ... und deaktiviere".
const CLAUSE_OPENING_WORD =
  /(?:^|\s)(?:und|dann|direkt|et|puis|directement|y|luego|directamente|e|poi|depois|direttamente|en|dan|gewoon|och|sedan|og|så|oraz|potem|i|a|pak|и|затем|сразу|просто|і|потім|одразу|ve|sonra|και|μετά|și|apoi|lalu|langsung|và|rồi)\s+$/iu;

/** Whether `hit` opens a clause, where an order's verb stands (any position in scripts without spaces). */
export function opensClause(text: string, hit: MoveHit): boolean {
  if (text.charCodeAt(hit.start) >= 0x2e80) {
    return true;
  }
  const lineStart = lineStartWithin(text, hit.start, 24) ?? hit.start - 24;
  const before = text.slice(lineStart, hit.start);
  if (CLAUSE_OPENING.test(before)) {
    return true;
  }
  // After "and" only a verb that breaks a rail ("approve and merge"): "edit the template and
  // run the tests" is what a note to agents asks.
  return (
    CLAUSE_OPENING_WORD.test(before) &&
    ((hit.mask & B.toolverb) === 0 || breaksARail(text.slice(hit.start, hit.end)))
  );
}

// A verb at the end of its clause, where languages that put the verb last put it (Turkish,
// Hindi, Bengali, Korean, Japanese). In a language that puts the verb first, a verb that ends
// its clause is mostly a statement.
// Or "and" after it: Turkish and Hindi chain clauses with "ve" and "और".
const CLAUSE_END_AFTER = /^[ \t]?(?:[,;:.!?।。，；！？]|\n|$|(?:ve|और|এবং)[ \t])/;
// Persian puts it last too, Arabic first: a word with a letter of Persian's own (پ چ ژ گ, and
// its kāf and yeh) is Persian.
const VERB_LAST_WORD =
  /[\u00e7\u011f\u0131\u00f6\u015f\u00fc\u067e\u0686\u0698\u06af\u06a9\u06cc]|\p{Script=Devanagari}|\p{Script=Bengali}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u;

/** Whether `hit` is a verb at the end of its clause, in a language that puts it there. */
export function endsClause(text: string, hit: MoveHit): boolean {
  return (
    VERB_LAST_WORD.test(text.slice(hit.start, hit.end)) &&
    CLAUSE_END_AFTER.test(text.slice(hit.end, hit.end + 2))
  );
}

/** What a note dedicated to the reader asks for: a secret, a sending, silence to the user. */
function asksOfTheReader(sentences: readonly SentenceContext[], hit: MoveHit): boolean {
  const sentence = sentenceAt(sentences, hit);
  if (sentence === undefined || sentence.isDescription(hit) || sentence.isReported(hit)) {
    return false;
  }
  if ((hit.mask & B.mention) !== 0) {
    return sentence.isNegated(hit);
  }
  // A verb that deletes, switches off or approves, aimed at a guard rail (tests, CI, a
  // branch), wherever it stands: verb-last languages chain it with auxiliaries ("बंद कर दें",
  // "꺼 주세요") after the clause's end. "Run the tests" is what agent files ask.
  if (
    (hit.mask & B.toolverb) !== 0 &&
    sentence.has(B.sensitive) &&
    breaksARail(sentence.text.slice(hit.start, hit.end))
  ) {
    return !sentence.isNegated(hit);
  }
  return (hit.mask & (STRONG_TARGET_BIT | B.send)) !== 0 && !sentence.isNegated(hit);
}

/** The sentence of `sentences` that holds `hit`. */
export function sentenceAt(
  sentences: readonly SentenceContext[],
  hit: MoveHit,
): SentenceContext | undefined {
  return sentences.find((candidate) => hit.start >= candidate.start && hit.start < candidate.end);
}

/** Whether the sentence of `hit` negates it or describes attacks (no request either way). */
function isNegatedIn(sentences: readonly SentenceContext[], hit: MoveHit): boolean {
  const sentence = sentenceAt(sentences, hit);
  return sentence === undefined || sentence.isNegated(hit) || sentence.isDescription(hit);
}

// A bot named by its handle ("@review-bot", "@bot-revue", "@revisor-ia"): a mention in a
// comment is a vocative by construction. Services that people command this way by design
// (dependency updaters, merge queues) are left out: "@dependabot rebase" is their user's own
// request.
const BOT_WORD = String.raw`(?:bot|ai|ia|agent|agente|assistant|asistente|assistente|reviewer|revisor|copilot|claude|gpt)`;
// The bot word is a segment of the handle ("review-bot", "bot-revue", "revisor-ia") or ends it
// after letters ("reviewbot"); "@chainsafe/netmask" is a scoped package, not a bot.
const BOT_HANDLE = new RegExp(
  String.raw`(?<![\w@.])@((?:[a-z0-9]+[-_])*(?:[a-z0-9]*bot|${BOT_WORD})(?:[-_][a-z0-9]+)*)(?![\w@./-])`,
  'giu',
);
const SERVICE_BOT =
  /^(?:dependabot|renovate|renovate-bot|mergify|kodiakhq|bors|homu|github-actions|codecov|netlify|vercel|allcontributors|stale|welcome)/i;

/** The bots a text names by handle, as address hits. */
function botHandles(text: string): MoveHit[] {
  if (!text.includes('@')) {
    return [];
  }
  const hits: MoveHit[] = [];
  for (const match of text.matchAll(BOT_HANDLE)) {
    if (!SERVICE_BOT.test(match[1] ?? '')) {
      hits.push({ start: match.index, end: match.index + match[0].length, mask: B.address });
    }
  }
  return hits;
}

/**
 * Where what follows `from` may hold its directive: `reach` characters on, or the paragraph's
 * end if sooner. Only that far is searched for the blank line, so a long text without one is
 * not read to its end for every name.
 */
export function paragraphLimit(text: string, from: number, reach: number): number {
  const blank = text.slice(from, from + reach + 1).indexOf('\n\n');
  return blank < 0 ? Math.min(from + reach, text.length) : from + blank;
}

/** The directive a named reader is given after its name, if any. */
function directiveAfter(
  text: string,
  near: readonly MoveHit[],
  address: MoveHit,
  dedicated: boolean,
): MoveHit | undefined {
  const sentences = sentencesOf(text, near);
  const sentence = sentenceAt(sentences, address);
  if (sentence !== undefined && (sentence.isDescription(address) || sentence.isNegated(address))) {
    return undefined;
  }
  const limit = paragraphLimit(text, address.end, DIRECTIVE_REACH_CHARS);
  const atClauseEdge = (hit: MoveHit): boolean => opensClause(text, hit) || endsClause(text, hit);
  // A directive's verb opening a clause, or what it asks for: a note to a reader named by
  // what it is doing (a word of reading right after the name) that names a private thing
  // wants it, whatever its verb, unless it says not to. A name and a colon ("model: per-queue
  // metadata" in a SQL comment) is too weak a vocative for that.
  // A note dedicated to the reader asks for what it names: a secret, a sending, or silence
  // towards the user.
  const reading = readsNearby(near, address);
  return near.find(
    (hit) =>
      hit.start >= address.end &&
      hit.start < limit &&
      (((hit.mask & DIRECTIVE_BITS) !== 0 && atClauseEdge(hit)) ||
        (reading && (hit.mask & B.target) !== 0 && !isNegatedIn(sentences, hit)) ||
        // "tell the user that ...": what the reader is to say is the order.
        ((hit.mask & B.mention) !== 0 &&
          near.some(
            (other) => (other.mask & B.user) !== 0 && Math.abs(other.start - hit.start) <= 40,
          ) &&
          atClauseEdge(hit) &&
          !isNegatedIn(sentences, hit)) ||
        (dedicated && asksOfTheReader(sentences, hit))),
  );
}

/**
 * Text that names the model as its reader and then tells it what to do: in data (a web page, a
 * tool result, meeting notes) that is an injection whatever the words of the directive.
 */
export function addressedDirectives(text: string, scan: MoveScan, emit: Emit): void {
  for (const handle of botHandles(text)) {
    const near = hitsBetween(scan, handle.end, handle.end + DIRECTIVE_REACH_CHARS);
    const directive = directiveAfter(text, near, handle, false);
    if (directive !== undefined) {
      emit('ml-addressed', 'channel_mismatch', [handle, directive], 0.3, true);
      return;
    }
  }
  for (let index = 0; index < scan.count; index += 1) {
    if (((scan.masks[index] ?? 0) & B.address) === 0) {
      continue;
    }
    const address: MoveHit = {
      start: scan.starts[index] ?? 0,
      end: scan.ends[index] ?? 0,
      mask: scan.masks[index] ?? 0,
    };
    // Only the hits around this name are read: names are frequent, vocatives are not.
    const near = hitsBetween(
      scan,
      Math.max(0, address.start - 80),
      address.end + DIRECTIVE_REACH_CHARS,
    );
    const dedicated = isDedication(text, address);
    if (!isVocative(text, near, address, dedicated)) {
      continue;
    }
    const directive = directiveAfter(text, near, address, dedicated);
    if (directive !== undefined) {
      emit('ml-addressed', 'channel_mismatch', [address, directive], 0.3, true);
      return;
    }
  }
}
