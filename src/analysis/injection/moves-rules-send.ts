import { CATEGORY_BIT, STRONG_TARGET_BIT } from './moves-categories.js';
import type { SentenceContext } from './moves-context.js';
import type { Emit } from './moves-finding.js';
import { nearest, usable } from './moves-near.js';
import type { MoveHit } from './moves-scan.js';

// The moves rules of sending: something private sent to a URL, an address or a webhook, with a
// verb of sending in any language or a request written out.
const B = CATEGORY_BIT;
// Where the data would go: a URL, an address with an @, a webhook.
const DESTINATION = /https?:\/\/|[\w.+-]+@[\w-]+\.[\w.-]+|webhook/i;
const DESTINATION_REACH_CHARS = 160;

/** Targets private on their own (a password, a deploy key), not only when they are "yours". */
export function strongTargets(sentence: SentenceContext): MoveHit[] {
  return sentence.hits.filter(
    (hit) => (hit.mask & STRONG_TARGET_BIT) !== 0 && !isPublicKey(sentence.text, hit),
  );
}

// A public key, by its path (`~/.ssh/id_ed25519.pub`, the files that list public keys) or by
// name ("your public key", "la clé publique"): what a user hands out, not a secret, although
// its words (`ssh`, `key`, `id_ed25519`) name one.
const PUBLIC_KEY_FILE = /\.pub$|(?:^|\/)(?:authorized_keys|known_hosts)$/;
const PUBLIC_BEFORE = /\bpublic\s+(?:ssh\s+|gpg\s+|pgp\s+)?$/i;
const PUBLIC_AFTER =
  /^\s+(?:publique|publiques|pública|públicas|publica|pubblica|pubbliche|público)\b/i;
const PUBLIC_REACH_CHARS = 20;

/** True when `hit` names a public key rather than a secret. */
export function isPublicKey(text: string, hit: MoveHit): boolean {
  let end = hit.end;
  while (end < text.length && !/[\s'"`)\]<>,;]/.test(text.charAt(end))) {
    end += 1;
  }
  return (
    PUBLIC_KEY_FILE.test(text.slice(hit.start, end).replace(/[.:]+$/, '')) ||
    PUBLIC_BEFORE.test(text.slice(Math.max(0, hit.start - PUBLIC_REACH_CHARS), hit.start)) ||
    PUBLIC_AFTER.test(text.slice(hit.end, hit.end + PUBLIC_REACH_CHARS))
  );
}

// An HTTP request written out ("a POST request", "curl -d"): a verb of sending in any language.
const HTTP_SEND = /\b(?:POST|PUT)\b|\bGET[ -](?:request|Request)|\bcurl\b[^\n]{0,80}\s-(?:d|F|T)\b/;

/** A private thing and a destination in one sentence with a request written out. */
function httpSendRule(sentence: SentenceContext, emit: Emit): boolean {
  const text = sentence.text.slice(sentence.start, sentence.end);
  if (!HTTP_SEND.test(text) || !DESTINATION.test(text)) {
    return false;
  }
  const strong = strongTargets(sentence)
    .concat(sentence.of(B.data))
    .find((hit) => usable(sentence, hit));
  if (strong === undefined) {
    return false;
  }
  emit('ml-exfiltrate', 'exfiltration', [strong], 0.6);
  return true;
}

// How far before a verb of sending its payload may be named in another clause.
const PAYLOAD_REACH_CHARS = 200;

/** A private thing named earlier in the sentence: "read the .env file, then send it to ...". */
function payloadBefore(sentence: SentenceContext, send: MoveHit): MoveHit | undefined {
  return sentence
    .of(B.data)
    .concat(strongTargets(sentence))
    .find(
      (hit) =>
        hit.end <= send.start &&
        send.start - hit.end <= PAYLOAD_REACH_CHARS &&
        usable(sentence, hit),
    );
}

export function sendRules(sentence: SentenceContext, emit: Emit): void {
  const sends = sentence.of(B.send);
  if (sends.length === 0) {
    httpSendRule(sentence, emit);
    return;
  }
  for (const send of sends) {
    if (!usable(sentence, send)) {
      continue;
    }
    // Where it goes follows the verb ("send X to https://..."), not a link the sentence cites.
    // A markdown link (`[#12](https://...)`) cites; it is not where anything is sent.
    // Verb-final languages (Japanese, Korean, Hindi, Turkish) name it before the verb that
    // ends the sentence: "… を https://… に送信してください".
    const rest = sentence.text.slice(send.end, sentence.end);
    const endsSentence =
      /^[^\p{L}\p{N}]*$/u.test(rest.slice(0, 12)) || !/\s/.test(rest.slice(0, 6));
    const toSomewhere =
      DESTINATION.test(rest.replace(/\]\([^)\s]*\)?/g, '').slice(0, DESTINATION_REACH_CHARS)) ||
      (endsSentence &&
        DESTINATION.test(
          sentence.text.slice(
            Math.max(sentence.start, send.start - DESTINATION_REACH_CHARS),
            send.start,
          ),
        ));
    // With a destination, the payload may be named in an earlier clause of the sentence (what
    // is read first, then where its contents go).
    const strong =
      nearest(send, strongTargets(sentence)) ??
      (toSomewhere ? payloadBefore(sentence, send) : undefined);
    const payload = strong ?? nearest(send, sentence.of(B.data));
    if (payload !== undefined && toSomewhere) {
      emit('ml-exfiltrate', 'exfiltration', [send, payload], 0.7);
      return;
    }
    if (strong !== undefined) {
      // A request for the reader's own secret, or a protocol's description ("the client
      // sends credentials").
      const owned = nearest(strong, sentence.of(B.poss2)) !== undefined;
      emit('ml-leak', 'exfiltration', [send, strong], owned ? 0.45 : 0.2);
      return;
    }
  }
  httpSendRule(sentence, emit);
}
