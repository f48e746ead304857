// A system prompt or agent instruction file defines an assistant for its own operator ("You are
// Nova, a support agent. Never disclose ... Only answer ..."): it addresses the model, sets
// rules, tells it what not to reveal, which is what the rules read as an injection's moves. What
// sets an attack apart is not that it talks to the model but what it asks: to drop its rules,
// to send data away, to widen its scope, or hiding how it says so (issue 18).
import type { InjectionFamily, InjectionFinding } from './types.js';

// The words that open a definition of an assistant: an identity, a role or persona label, or
// the prompt's own name, in the languages of the moves lexicons. An identity followed by "now",
// or a persona with no limits, is a switch of persona and defines none.
const IDENTITY = [
  String.raw`(?:you are|you're)(?!\s+now\b)`,
  String.raw`(?:role|persona|system prompt|instructions(?: for the assistant)?)\s*:`,
  String.raw`act as (?:an?|the|my|our)\b(?!\s+(?:unfiltered|unrestricted|evil|rogue|jailbroken|different|new)\b)`,
  String.raw`behave (?:like|as) (?:an?|the)\b`,
  String.raw`your (?:job|role|task|goal|purpose) is\b`,
  String.raw`as an? (?:[\p{L}-]+\s+){0,4}?(?:assistant|agent|bot|chatbot|helper|tutor|guide|writer|reviewer|advisor|expert)\b`,
  String.raw`the (?:assistant|model|bot|agent) (?:is|acts|must|should|will)\b`,
  String.raw`du bist(?!\s+jetzt\b)|sie sind|deine (?:aufgabe|rolle)|handle als|agiere als|rolle\s*:`,
  String.raw`tu es(?!\s+maintenant\b)|vous êtes|agis(?:sez)? comme|(?:ton|votre) rôle|ta tâche|rôle\s*:`,
  String.raw`eres|usted es|actúa como|tu (?:tarea|rol|papel)|rol\s*:`,
  String.raw`sei(?!\s+ora\b)|agisci come|il tuo (?:ruolo|compito)|ruolo\s*:`,
  String.raw`você é|voce e|atue como|seu papel|sua tarefa|papel\s*:|je bent|jij bent|jouw (?:taak|rol)`,
  String.raw`jesteś|jestes|twoja rola|twoje zadanie|rola\s*:`,
  String.raw`ты\s|вы\s|ти\s|роль\s*:|твоя (?:роль|задача)|системная инструкция`,
  String.raw`sen bir|siz bir|görevin|rolün|du är|din roll|du er|din rolle|jsi|tvoje role`,
  String.raw`είσαι|ρόλος\s*:|bạn là|vai trò\s*:|anda adalah|kamu adalah|peran(?:mu)?\s*:|peranmu`,
  String.raw`あなたは|君は|あなたの役割|役割\s*[:：]|システムプロンプト|你是|您是|你的(?:角色|任务)|请扮演|系统提示\s*[:：]`,
  String.raw`당신은|너는|당신의 역할|역할\s*[:：]|คุณคือ|คุณเป็น|บทบาท\s*:|आप एक|तुम एक|भूमिका\s*[:：]`,
  String.raw`أنت|(?:الدور|التعليمات)\s*:|אתה|תפקיד\s*:|نقش\s*:|تو یک|ভূমিকা\s*:|তুমি একজন`,
].join('|');

// The opening of a text that defines an assistant: an identity after an optional heading line,
// a prompt constant's assignment or a `System:` label; a file that names itself as an agent
// instruction file in its first heading (AGENTS.md, "Rules for agents in this repository"); or
// a structured prompt whose first key is its persona or system prompt.
const OPENING = new RegExp(
  [
    String.raw`^\s*(?:#[^\n]*\n\s*)?(?:(?:export\s+)?(?:const|let|var)\s+\w+\s*=\s*[\x60'"]\s*)?(?:system\s*:\s*)?(?:${IDENTITY})`,
    String.raw`^\s*#+[^\S\n]*(?:agents\.md|claude\.md|gemini\.md|copilot[- ]instructions|\.?cursorrules|(?:rules|instructions|guidelines|notes|guidance|hinweise|regeln|règles|consignes|reglas|regole)\b[^\n]{0,40}\b(?:agents?|assistants?|ai|ki|ia|llms?|copilot|claude|codex)\b)`,
    String.raw`^\s*[{[]?\s*["']?(?:persona|system_?prompt|system|instructions|prompt)["']?\s*[:=]`,
  ].join('|'),
  'iu',
);

// A string literal in code or config that opens with an identity, under a name that says it is
// a prompt (`SYSTEM = """As a support assistant ...`, `prompt = """Act as ...`, a Go constant
// documented as "the system prompt"): an AI application's own prompt, wherever it sits.
const LITERAL_OPEN = String.raw`(?:"""|'''|[\x60"']|:[^\S\n]*\|[-+]?[^\S\n]*\n)`;
const PROMPT_LITERAL = new RegExp(String.raw`${LITERAL_OPEN}\s*(?:${IDENTITY})`, 'giu');
const DELIMITER = new RegExp(String.raw`^${LITERAL_OPEN}`, 'u');
const PROMPT_NAME = /prompt|system|instruction|persona|message|template/i;
const NAME_REACH_CHARS = 200;
// Literals concatenated into one prompt: `"Act as ..." \n "Never ..."`, `+ '...'`.
const NEXT_LITERAL = /^\s*[+,]?\s*(?:[frbu]{1,2})?("""|'''|[\x60"'])/iu;
const MAX_LITERALS = 50;

/** Where the literal opened by `delimiter` ends, looking from `from` (the text's end if never). */
function literalEnd(text: string, delimiter: string, from: number): number {
  if (delimiter.startsWith(':')) {
    // A YAML block scalar ends at the first line that is not indented.
    const stop = /\n(?=\S)/.exec(text.slice(from));
    return stop === null ? text.length : from + stop.index;
  }
  for (let at = text.indexOf(delimiter, from); at !== -1; at = text.indexOf(delimiter, at + 1)) {
    if (text[at - 1] !== '\\') {
      return at + delimiter.length;
    }
  }
  return text.length;
}

/** The end of the literal at `start` and of the literals concatenated to it. */
function promptEnd(text: string, start: number, delimiter: string): number {
  let end = literalEnd(text, delimiter, start + delimiter.length);
  for (let count = 0; count < MAX_LITERALS; count += 1) {
    const next = NEXT_LITERAL.exec(text.slice(end, end + 40));
    if (next === null) {
      break;
    }
    end = literalEnd(text, next[1] ?? '"', end + next[0].length);
  }
  return end;
}

/** The spans of `text` that define an assistant for its own operator. */
export function operatorRegions(text: string): [number, number][] {
  if (OPENING.test(text.slice(0, 400))) {
    return [[0, text.length]];
  }
  const regions: [number, number][] = [];
  PROMPT_LITERAL.lastIndex = 0;
  for (let match = PROMPT_LITERAL.exec(text); match !== null; match = PROMPT_LITERAL.exec(text)) {
    const start = match.index;
    if (!PROMPT_NAME.test(text.slice(Math.max(0, start - NAME_REACH_CHARS), start))) {
      continue;
    }
    const delimiter = DELIMITER.exec(match[0])?.[0] ?? '"';
    const end = promptEnd(text, start, delimiter);
    regions.push([start, end]);
    PROMPT_LITERAL.lastIndex = Math.max(end, start + 1);
  }
  return regions;
}

// Families only an attack needs: sending data away, paying, widening scope, going at the
// governance itself, hiding the words.
const ATTACK_FAMILIES: ReadonlySet<InjectionFamily> = new Set([
  'exfiltration',
  'value_transfer',
  'scope_change',
  'internals_targeting',
  'obfuscation',
]);
// Rules that ask the model to drop or overrule the rules it was given, to become someone else,
// or that forge a turn or a grant of rights, in any family.
const DROPS_RULES =
  /override|void|out-of-date|new-|persona|from-now-on|jailbreak|dan-name|two-responses|unrestricted|harmful|fake-|role-tokens|instruction-markers|hijack|revoked|special-mode|pre-approved|granted|permission|stealth|covert|without-asking|stop-everything|compliance-demand/;
// Findings this weak only corroborate ("the system prompt" named in a comment, a tool verb near
// "tests"): of a family an attack needs, or outside the prompt, they do not make an attack.
const CORROBORATING_WEIGHT = 0.2;

function asksLikeAnAttack(finding: InjectionFinding): boolean {
  return (
    (ATTACK_FAMILIES.has(finding.family) && finding.weight >= CORROBORATING_WEIGHT) ||
    DROPS_RULES.test(finding.rule)
  );
}

/** True when `text` opens by defining an assistant: a system prompt or an instruction file. */
export function opensAsOperatorPrompt(text: string): boolean {
  return OPENING.test(text.slice(0, 400));
}

/**
 * True when `text` defines an assistant for its own operator (the whole text, or string
 * literals under a prompt's name) and its findings hold nothing an operator's own prompt would
 * not: no request to send, pay, widen scope or drop rules, no hidden words, and nothing of
 * weight outside the prompt.
 */
export function isOperatorPrompt(text: string, findings: readonly InjectionFinding[]): boolean {
  const regions = operatorRegions(text);
  if (regions.length === 0) {
    return false;
  }
  const inPrompt = (finding: InjectionFinding): boolean =>
    regions.some(([start, end]) => finding.start >= start && finding.end <= end);
  return findings.every(
    (finding) =>
      !asksLikeAnAttack(finding) && (finding.weight < CORROBORATING_WEIGHT || inPrompt(finding)),
  );
}
