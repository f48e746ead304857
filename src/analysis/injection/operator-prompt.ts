// A system prompt or agent instruction file defines an assistant for its own operator ("You are
// Nova, a support agent. Never disclose ... Only answer ..."): it addresses the model, sets
// rules, tells it what not to reveal, which is what the rules read as an injection's moves. What
// sets an attack apart is not that it talks to the model but what it asks: to drop its rules,
// to send data away, to widen its scope, or hiding how it says so (issue 18).
import type { InjectionFamily, InjectionFinding } from './types.js';

// What opens the definition of an assistant: an identity ("you are ...", "act as ...", "as a
// support assistant ...") or a role label, in the languages of the moves lexicons; "you are
// now" is a persona switch, no definition.
const DEFINES =
  String.raw`(?:(?:you are|you're)(?!\s+now\b)|role\s*:|instructions for the assistant\s*:|` +
  String.raw`act as\b|as an?\s[^\n.,;:]{0,40}?\b(?:assistant|agent|bot|helper|reviewer|classifier|tutor|guide)\b|` +
  String.raw`du bist(?!\s+jetzt\b)|sie sind|rolle\s*:|tu es(?!\s+maintenant\b)|vous êtes|rôle\s*:|` +
  String.raw`eres|usted es|rol\s*:|sei(?!\s+ora\b)|ruolo\s*:|você é|voce e|papel\s*:|` +
  String.raw`je bent|jij bent|jesteś|jestes|rola\s*:|ты\s|вы\s|ти\s|роль\s*:|sen bir|siz bir|` +
  String.raw`du är|du er|jsi|είσαι|bạn là|anda adalah|kamu adalah|` +
  String.raw`あなたは|君は|你是|您是|당신은|너는|คุณคือ|คุณเป็น|आप एक|तुम एक|أنت)`;
// A text that opens with it, after an optional heading line, a prompt constant's assignment or
// a `System:` label.
const OPENING = new RegExp(
  String.raw`^\s*(?:#[^\n]*\n\s*)?(?:(?:export\s+)?(?:const|let|var)\s+\w+\s*=\s*[\x60'"]\s*)?(?:system\s*:\s*)?` +
    DEFINES,
  'iu',
);
// A prompt defined inside code or config: a string or block whose first words define an
// assistant, under a name that says it is a prompt (`content: "You are ...`, `SYSTEM =
// """Você é`, `systemprompt: |` then `Rolle: ...`, `prompt = """` then `Act as ...`).
const EMBEDDED = new RegExp(
  String.raw`(?:system|prompt|instruction|persona|content|preamble)\w*["']?\s*(?:[:=]|=>)\s*(?:[\x60'"]{1,3}|[|>][-+]?)\s*` +
    DEFINES,
  'iu',
);

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
  /override|void|out-of-date|new-|persona|from-now-on|jailbreak|dan-name|two-responses|unrestricted|harmful|fake-|role-tokens|instruction-markers|hijack|revoked|special-mode|pre-approved|granted|permission|stealth|covert|without-asking|stop-everything|compliance-demand|rules-lifted/;

/**
 * True when `text` opens by defining an assistant (a system prompt or an instruction file), or
 * holds such a definition as a named prompt of code or config.
 */
export function opensAsOperatorPrompt(text: string): boolean {
  return OPENING.test(text.slice(0, 400)) || EMBEDDED.test(text);
}

// An operator keeps data from the user ("never disclose other patients' data"); an attack keeps
// the reader's own actions, or itself, from the people who review them ("never tell the
// reviewers that you did", "do not mention this change").
const CONCEALS =
  /\b(?:that|what)\s+you\b|\byou\s+(?:did|have\s+done|changed|made|ran|deleted|removed|added)\b|\babout\s+(?:this|it)\b|\bthis\s+(?:change|instruction|note|message|rule|step)\b/i;
const CONCEAL_REACH_CHARS = 60;

// A bare mention of the reader's prompt ("never reveal your system prompt") asks for nothing;
// the requests to reveal it are rules of their own.
const MENTION_ONLY = 'prompt-mention';

function asksLikeAnAttack(text: string, finding: InjectionFinding): boolean {
  return (
    (ATTACK_FAMILIES.has(finding.family) && finding.rule !== MENTION_ONLY) ||
    DROPS_RULES.test(finding.rule) ||
    (/secrecy/.test(finding.rule) &&
      CONCEALS.test(text.slice(finding.start, finding.end + CONCEAL_REACH_CHARS)))
  );
}

/**
 * True when the findings of a text that defines an assistant hold nothing an operator's own
 * prompt would not: no request to send, pay, widen scope or drop rules, no hidden words, no
 * hiding of what the reader does.
 */
export function isOperatorPrompt(text: string, findings: readonly InjectionFinding[]): boolean {
  return (
    opensAsOperatorPrompt(text) && findings.every((finding) => !asksLikeAnAttack(text, finding))
  );
}
