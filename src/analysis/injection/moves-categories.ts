// The word categories of the language-independent layer of the injection detector (issue 18).
// An injection makes a handful of moves in any language: it names the model that reads it,
// cancels what that model was given, asks for something private to be shown or sent away,
// hands out a new persona or task, hides itself and claims authority. The lexicons list the
// words of each move per language (one category per paragraph there); moves-rules.ts
// combines the categories of one sentence into findings; the context categories (negation,
// requests a text reports, descriptions of attacks, instructions located in data) keep an
// application's own system prompt and its security docs clean.
//
// The comments below name each category by examples of its words, one category at a time, so
// that this file does not read as the moves it lists.

export const MOVE_CATEGORIES = [
  /** Names of the reader: AI, assistant, model, agent. */
  'address',
  /** Verbs that cancel: ignore, disregard, forget, bypass. */
  'override',
  /** Verbs of obeying (follow, obey): negated, a cancel of their own. */
  'follow',
  /** What came before: previous, above, earlier, initial. */
  'prior',
  /** What the reader was given: instructions, rules, guidelines, prompt. */
  'instr',
  /** Everything, all, any. */
  'all',
  /** Was told, was given. */
  'told',
  /** No longer valid, cancelled, obsolete. */
  'void',
  /** Verbs of showing: reveal, show, print, repeat. */
  'reveal',
  /** Objects that stay private: what an application keeps to itself. */
  'target',
  /** Private data of people: conversation history, customers, contacts, messages. */
  'data',
  /** Send, e-mail, forward, upload. */
  'send',
  /** Switches of role. */
  'persona',
  /** Limits lifted. */
  'unrestricted',
  /** Replacement work: a new task, a fixed reply. */
  'newtask',
  /** Hiding a move. */
  'stealth',
  /** Important, urgent, system, administrator, official. */
  'authority',
  /** Run, delete, disable, approve, merge, grant. */
  'toolverb',
  /** What a tool move aims at: curl, bash, tests, security checks, audit logs, admin rights. */
  'sensitive',
  /** Not, never, no, do not. */
  'neg',
  /** If, when, in case. */
  'if',
  /** Asks, requests, tries: what makes a request reported rather than made. */
  'ask',
  /** Words of a description of attacks: injection, attacker, for example. */
  'describe',
  /** Instructions located in data: contained in, inside, within, found in. */
  'dataloc',
  /** Your, yours: the reader's own instructions or prompt. */
  'poss2',
  /** The user, anyone, someone. */
  'user',
  /** Mention, inform. */
  'mention',
  /** And, then: a negation after a verb governs it only up to one of these. */
  'conj',
  /** Reading, processing: a reader named by what it is doing. */
  'reading',
  /** Authorised, allowed, approved: claims of permission. */
  'permit',
] as const;
export type MoveCategory = (typeof MOVE_CATEGORIES)[number];

/** Per category, space-separated entries (see moves-lexicon-europe.ts for the format). */
export type MovesLexicon = Readonly<Partial<Record<MoveCategory, string>>>;

/** The bit of each category in a hit's mask. */
export const CATEGORY_BIT: Readonly<Record<MoveCategory, number>> = Object.fromEntries(
  MOVE_CATEGORIES.map((category, index) => [category, 1 << index]),
) as Record<MoveCategory, number>;

/**
 * Categories that can open a move: text without any of them has nothing for the rules (the
 * scan's other hits are context: negations, "your", "all", "the user", ...).
 */
export const TRIGGER_BITS = [
  'override',
  'follow',
  'reveal',
  'send',
  'persona',
  'unrestricted',
  'newtask',
  'stealth',
  'void',
].reduce((bits, category) => bits | CATEGORY_BIT[category as MoveCategory], 0);

/** The bit of a target that is private on its own (a password), not only when it is "yours". */
export const STRONG_TARGET_BIT = 1 << MOVE_CATEGORIES.length;

// Targets private on their own, by the folded form of a lexicon entry: passwords, secrets,
// credentials, SSH and .env files, card numbers, the system prompt and hidden instructions.
// A key, token, prompt or configuration is a target only when it is the reader's ("your").
export const STRONG_TARGET =
  /pass|parol|wachtwoord|hasla|hasel|كلمات_المرور|كلمات_السر|senha|contras|secret|geheim|segret|sekret|hesl|haslo|пароль|парол|секрет|sifre|μυστικ|κωδικ|كلمة|سر|סיסמ|סוד|पासवर्ड|गुप्त|mat_khau|bi_mat|sandi|rahasia|密码|口令|秘密|パスワード|비밀|암호|รหัสผ่าน|ความลับ|credent|zugangsdaten|identifiant|credenc|inloggegeven|logowania|учетн|учётн|облік|kimlik|inloggnings|prihlasovaci|διαπιστευτ|الاعتماد|אישורים|क्रेडेंशियल|kredensial|凭据|認証情報|자격|ข้อมูลรับรอง|ssh|id_rsa|env_?files?|card|karte|carte|tarjeta|carta|cartao|kaart|karty|карт|kart_numarasi|kortnummer|cislo_karty|καρτας|البطاقة|כרטיס|कार्ड|the_tin_dung|nomor_kartu|卡号|カード番号|카드|บัตร|hidden|versteckt|system_?prompt|systemprompt|systeemprompt|prompt_systemowy|системн|sistem_istem|api_anahtar|gizli_talimat|系统提示|システムプロンプト|시스템_프롬프트|พรอมต์ระบบ|api_key|api-schlussel|隐藏|隠された|숨겨진/;
