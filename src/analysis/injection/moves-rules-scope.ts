import { lineStartWithin } from '../line-bounds.js';
import { CATEGORY_BIT } from './moves-categories.js';
import { crossesClause } from './moves-context.js';
import type { SentenceContext } from './moves-context.js';
import type { Emit } from './moves-finding.js';
import { hasClassicTriggers, nearest, usable } from './moves-near.js';
import type { MoveHit } from './moves-scan.js';

// The moves rules of scope and standing: a new task, hiding, switching off what guards the
// work, keeping the user uninformed, claims of permission and authority wrappers.
const B = CATEGORY_BIT;

// A wrapper line: the authority word opens the line (after markup) and a `:` or `]` follows.
const WRAPPER_BEFORE = /(?:^|\n)[ \t#*>[(<!\-【]*$/;
// Or a JSON string's opening (`"note": "Important ...`), when the line then names the reader.
const WRAPPER_BEFORE_QUOTED = /(?:^|\n)\s*"[\w-]{1,24}"\s*:\s*"$/;
// Languages that name the reader first (Turkish, Hindi, Chinese, Japanese, Korean): a few
// words of the line, the reader among them, before the authority word and its colon.
const WRAPPER_LEAD_CHARS = 40;
const WRAPPER_AFTER = /^[^\n]{0,80}?(?:[:：\]】]|###)/;

export function taskRules(sentence: SentenceContext, emit: Emit): void {
  const tasks = sentence.of(B.newtask).filter((hit) => usable(sentence, hit));
  if (tasks.length >= 2 || (tasks.length === 1 && sentence.has(B.poss2))) {
    emit('ml-new-task', 'agent_directive', tasks, 0.35);
  } else if (tasks.length === 1) {
    emit('ml-new-task', 'agent_directive', tasks, 0.2);
  }
  const stealth = sentence.of(B.stealth)[0];
  if (stealth !== undefined) {
    emit('ml-stealth', 'agent_directive', [stealth], 0.3);
  }
  const aims = sentence.of(B.sensitive);
  if (aims.length === 0) {
    return;
  }
  // The cheap test first: a tool verb with nothing it aims at needs no reading of its clause.
  const pairs = sentence
    .of(B.toolverb)
    .map((tool) => [tool, nearest(tool, aims)] as const)
    .filter((pair): pair is readonly [MoveHit, MoveHit] => pair[1] !== undefined)
    .filter(([tool]) => usable(sentence, tool));
  const [first] = pairs;
  if (first === undefined) {
    return;
  }
  // Switching off what guards the work (security checks, the audit, a review) or two guards
  // at once ("disable the tests and skip the checks") is tampering; one tool word near "tests"
  // is what a README says.
  const textOf = (hit: MoveHit): string => sentence.text.slice(hit.start, hit.end);
  const offs = pairs.filter(([tool]) => SWITCHES_OFF.test(textOf(tool)));
  const guard = offs.find(([, aim]) => GUARDS.test(textOf(aim)));
  if (guard !== undefined || offs.length >= 2) {
    emit('ml-tamper', 'scope_change', [...(guard ?? offs[0] ?? first)], 0.35);
    return;
  }
  // A tool verb near "tests" alone only corroborates the moves of a text that makes some.
  if (hasClassicTriggers()) {
    emit('ml-scope', 'scope_change', [...first], 0.15);
  }
}

// Verbs of switching something off or passing it by, by the words of `toolverb` entries
// (running, installing or committing is no tampering).
const SWITCHES_OFF =
  /disabl|turn off|skip|comment|mark|marque|marca|segna|oznacz|отмет|познач|isaretle|işaretle|علّم|علم|चिह्नित|标记|合格に|표시|kommentier|comenta|comente|zakomentuj|закоммент|закомент|注释掉|コメントアウト|bypass|deaktiv|abschalt|schalte|überspring|uberspring|désactiv|desactiv|saute|sáltate|saltate|omite|desativ|pule|pular|disattiv|salta|schakel|sla|zet|wyłącz|wylacz|pomiń|pomin|отключ|выключ|пропуст|вимкн|відключ|devre|atla|kapat|عطل|عطّل|أوقف|تخط|بंद|बंद|छोड़|छोड|关闭|关掉|禁用|跳过|無効|飛ばし|スキップ|止め|끄|꺼|비활성|건너뛰|tắt|tat|bỏ qua|bo qua|nonaktif|matikan|lewati/i;

// What guards the work, by the words of `sensitive` entries: security and safety checks,
// audits, reviews, firewalls, second factors.
const GUARDS =
  /guardrail|safeguard|garde-fou|salvaguard|schutzmechanism|check|prüf|pruf|verif|vérif|comprob|controll|контрол|signatur|firma|assinatura|handtekening|podpis|подпис|imza|签名|署名|서명|الفحوص|secur|sicherheit|sécurité|segur|sicurezza|veilig|beveilig|bezpiecz|безопасн|безпек|güvenlik|guvenlik|أمان|أمن|सुरक्षा|安全|セキュリティ|보안|bảo mật|bao mat|keamanan|audit|firewall|2fa|mfa|review|revis|controle|kontrol|провер|перевір|검사|检查|チェック|जाँच|فحص|kiểm tra|pemeriksaan/i;

/**
 * A negated verb of telling with the user near it, in any language of the lexicons.
 * What an application's prompt may say too (it is no reason to drop the operator-prompt
 * exemption, as English `secrecy` is not); in data, or beside another move, it hides that move.
 */
export function secrecyRules(sentence: SentenceContext, emit: Emit): void {
  const users = sentence.of(B.user);
  if (users.length === 0) {
    return;
  }
  for (const mention of sentence.of(B.mention)) {
    const user = nearest(mention, users);
    if (
      user !== undefined &&
      sentence.isNegated(mention) &&
      !sentence.isReported(mention) &&
      !sentence.isDescription(mention)
    ) {
      emit('ml-secrecy', 'agent_directive', [mention, user], 0.35);
      return;
    }
  }
}

// Limits lifted, by the words of `sensitive` entries: without approval or confirmation,
// outside the workspace, repository or sandbox.
const LIFTED =
  /without|ohne|sans|sin_|sem_|senza|zonder|bez_|без_|onay|دون|بدون|बिना|不经|未经|无需|承認なし|승인_없이|outside|ausserhalb|außerhalb|hors_du|fuera|fora_do|fuori|buiten|poza|вне|поза|disina|dışına|خارج|बाहर|之外|の外|밖/;

/**
 * A grant of scope to the reader: a claim of permission ("you are now allowed") beside a limit
 * lifted ("without approval", "outside the workspace"). A tool verb beside a lifted limit is
 * what docs and comments say ("records a change it means to commit without approval", "the
 * agents log each call outside the repository").
 */
export function scopeGrantRules(sentence: SentenceContext, emit: Emit): void {
  const claim = sentence.of(B.permit)[0];
  if (claim === undefined) {
    return;
  }
  const lifted = sentence
    .of(B.sensitive)
    .filter(
      (hit) =>
        LIFTED.test(movesWord(sentence, hit)) &&
        !sentence.isNegated(hit) &&
        !sentence.isReported(hit) &&
        !sentence.isDescription(hit),
    );
  const [first] = lifted;
  if (first !== undefined) {
    emit('ml-scope-grant', 'scope_change', [claim, first], lifted.length >= 2 ? 0.35 : 0.3);
  }
}

function movesWord(sentence: SentenceContext, hit: MoveHit): string {
  return sentence.text.slice(hit.start, hit.end).toLowerCase().replace(/\s+/g, '_');
}

export function permissionRules(sentence: SentenceContext, emit: Emit): void {
  const claim = sentence
    .of(B.permit)
    .find((hit) => !sentence.isNegated(hit) && !sentence.isReported(hit));
  const reader = sentence.of(B.address | B.poss2)[0];
  if (claim !== undefined && reader !== undefined && !sentence.isDescription(claim)) {
    emit('ml-permission', 'authority_claim', [reader, claim], 0.25);
  }
}

// How far back the line of a wrapper is looked for.
const MAX_WRAPPER_LINE_CHARS = 400;

/** The hits of `sorted` (by start) that start in [from, to), found by bisection. */
function addressesFrom(sorted: readonly MoveHit[], from: number, to: number): MoveHit[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid]?.start ?? 0) < from) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  const found: MoveHit[] = [];
  for (let at = low; at < sorted.length && (sorted[at]?.start ?? to) < to; at += 1) {
    const hit = sorted[at];
    if (hit !== undefined) {
      found.push(hit);
    }
  }
  return found;
}

export function wrapperRules(sentence: SentenceContext, emit: Emit): void {
  const text = sentence.text;
  const authorities = sentence.of(B.authority);
  if (authorities.length === 0) {
    return;
  }
  const addresses = sentence.of(B.address).sort((a, b) => a.start - b.start);
  for (const hit of authorities) {
    const colon = WRAPPER_AFTER.exec(text.slice(hit.start, hit.start + 100));
    if (colon === null) {
      continue;
    }
    // Bounded: a text of one long line must not be read back to its start for every hit (one
    // wrapper repeated over 600 kB took 7.5 s), nor every address read for every hit.
    const lineStart =
      lineStartWithin(text, hit.start, MAX_WRAPPER_LINE_CHARS) ??
      hit.start - MAX_WRAPPER_LINE_CHARS;
    const lead = text.slice(Math.max(lineStart - 1, hit.start - 40), hit.start);
    const wrapperEnd = hit.start + colon[0].length;
    const namesReader = (from: number): boolean =>
      addressesFrom(addresses, from, wrapperEnd).some((address) => address.end <= wrapperEnd);
    const opensLine =
      WRAPPER_BEFORE.test(text.slice(Math.max(lineStart - 1, hit.start - 12), hit.start)) ||
      (WRAPPER_BEFORE_QUOTED.test(lead) && namesReader(hit.start));
    // The reader named first on the line, then the authority word in the same clause.
    const reader = addressesFrom(addresses, lineStart, hit.start).find(
      (address) => address.end <= hit.start,
    );
    const afterReader =
      reader !== undefined &&
      hit.start - reader.start <= WRAPPER_LEAD_CHARS &&
      !crossesClause(text, reader.end, hit.start);
    // Opened by the pair alone (no other move in the text), the reader must be named in the
    // wrapper itself: "Developer message: You are a translation assistant." names no reader.
    if ((opensLine || afterReader) && (hasClassicTriggers() || namesReader(lineStart))) {
      const address = addresses[0];
      emit(
        'ml-authority',
        'authority_claim',
        [hit, address],
        address === undefined ? 0.2 : 0.35,
        address !== undefined,
      );
      return;
    }
  }
}
