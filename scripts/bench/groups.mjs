// Which group of origin a labelled record belongs to, for `npm run bench:detectors --
// --cross-source`: the repository or collection its text came from, and for injection records
// also its language. A group is the unit that is held out: figures on a group count as
// cross-source only when no rule file of the detector was written or tuned against it
// (src/analysis/tuning.json says which were).

/**
 * The repository or collection of a record: an explicit `group`, else `repo`, else the
 * `owner/name` that starts `source` ("gitleaks/gitleaks:cmd/..."); a source without a
 * repository ("synthetic:evals/corpus/negatives.py#k8s_uid", "npm-registry:...") is named by
 * its first two segments, numbered templates folded together ("synthetic:dev-template-09" is
 * "synthetic:dev-template").
 */
export function collectionOf(record) {
  if (typeof record.group === 'string' && record.group !== '') {
    return record.group;
  }
  if (typeof record.repo === 'string' && record.repo !== '') {
    return record.repo;
  }
  const source = typeof record.source === 'string' ? record.source : '';
  if (source === '') {
    return typeof record.origin === 'string' && record.origin !== ''
      ? record.origin.split(':')[0]
      : 'unknown';
  }
  const colon = source.indexOf(':');
  const head = colon < 0 ? source : source.slice(0, colon);
  if (head.includes('/') || colon < 0) {
    return head.replace(/@[0-9a-f]{7,40}$/, '');
  }
  const second = source
    .slice(colon + 1)
    .split(/[#@ ]/)[0]
    .replace(/-\d+$/, '');
  return second === '' ? head : `${head}:${second}`;
}

// Scripts that name their language (or a small family) on their own.
const SCRIPTS = [
  ['ja', /[\u3040-\u30ff]/g],
  ['ko', /[\uac00-\ud7af]/g],
  ['zh', /[\u4e00-\u9fff]/g],
  ['ru', /[\u0400-\u04ff]/g],
  ['ar', /[\u0600-\u06ff]/g],
  ['hi', /[\u0900-\u097f]/g],
  ['el', /[\u0370-\u03ff]/g],
  ['he', /[\u0590-\u05ff]/g],
  ['th', /[\u0e00-\u0e7f]/g],
];

// Frequent short words of Latin-script languages; the language with the most hits wins.
const STOPWORDS = {
  en: 'the and of to is are you your this that with for not be it on',
  de: 'der die das und ist nicht ein eine zu mit den auf du sie ich dein ihre',
  fr: 'le la les et est pas une des du que vous votre pour dans sur ce',
  es: 'el los las es una que del por para su tu con todas está',
  it: 'il lo gli non una che di per sono tuo tua con del della',
  pt: 'não uma que para você seu sua são está todas suas',
  nl: 'de het een en is niet van dat je jouw voor met op zijn',
  pl: 'nie jest że się twoje jak oraz wszystkie jego',
  tr: 've bir bu için ile değil da de sen senin olan çok',
  sv: 'och är inte att en det som för med på du din',
  cs: 'je že se pro jsou nebo jak tvůj není všechny',
  vi: 'và là của không có một các cho với bạn này được',
  id: 'dan yang di ini itu tidak untuk dengan anda adalah dari',
};
const STOPWORD_SETS = Object.entries(STOPWORDS).map(([language, words]) => [
  language,
  new Set(words.split(' ')),
]);

/**
 * The language of an injection record: its `lang` field when it has one, else a guess from
 * the script (Japanese kana, Hangul, Han, Cyrillic, Arabic, Devanagari, Greek, Hebrew, Thai)
 * or, for Latin script, from frequent short words. Good enough to split groups; not a
 * language identifier.
 */
export function languageOf(record) {
  if (typeof record.lang === 'string' && record.lang !== '') {
    return record.lang;
  }
  const text = typeof record.text === 'string' ? record.text : '';
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) {
    return 'und';
  }
  // Whole words in the script, so that Latin text with look-alike letters stays Latin.
  const wordsOfText = text.match(/\p{L}+/gu) ?? [];
  let best = null;
  for (const [language, pattern] of SCRIPTS) {
    const whole = new RegExp(`^(?:${pattern.source})+$`, 'u');
    const count =
      language === 'ja' || language === 'zh' || language === 'ko' || language === 'th'
        ? (text.match(pattern)?.length ?? 0)
        : wordsOfText
            .filter((word) => whole.test(word))
            .reduce((sum, word) => sum + word.length, 0);
    if (count / letters >= 0.2 && (best === null || count > best[1])) {
      best = [language, count];
    }
  }
  if (best !== null) {
    // Han with kana is Japanese; Cyrillic with Ukrainian letters is Ukrainian.
    if (best[0] === 'zh' && /[\u3040-\u30ff]/.test(text)) {
      return 'ja';
    }
    if (best[0] === 'ru' && /[іїєґ]/i.test(text)) {
      return 'uk';
    }
    return best[0];
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const counts = STOPWORD_SETS.map(([language, set]) => [
    language,
    words.reduce((sum, word) => sum + (set.has(word) ? 1 : 0), 0),
  ]);
  counts.sort((a, b) => b[1] - a[1]);
  const [top, second] = counts;
  // English unless another language clearly leads: code and short texts lean English.
  const english = counts.find(([language]) => language === 'en')?.[1] ?? 0;
  return top[0] !== 'en' && top[1] >= 4 && top[1] >= english * 2 && top[1] > second[1] * 1.5
    ? top[0]
    : 'en';
}

/** The group key of a record of `kind`: the collection, and for injection `|language`. */
export function groupOf(kind, record) {
  const collection = collectionOf(record);
  return kind === 'injection' ? `${collection}|${languageOf(record)}` : collection;
}
