// Key names for the secrets-heldout22 generator: the same words in the naming styles of each
// syntax, sometimes in another language.

const FOREIGN = {
  'api key': ['clave api', 'chave api', 'cle api', 'api schluessel'],
  secret: ['secreto', 'segredo', 'geheimnis'],
  token: ['jeton', 'token acceso'],
  password: ['contrasena', 'mot de passe', 'passwort', 'senha'],
};

function splitWords(text) {
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const STYLES = {
  scream: (w) => w.join('_').toUpperCase(),
  snake: (w) => w.join('_'),
  camel: (w) => w.map((x, i) => (i === 0 ? x : x[0].toUpperCase() + x.slice(1))).join(''),
  pascal: (w) => w.map((x) => x[0].toUpperCase() + x.slice(1)).join(''),
  kebab: (w) => w.join('-'),
  dot: (w) => w.join('.'),
  title: (w) => w.map((x) => x[0].toUpperCase() + x.slice(1)).join(' '),
};

/** A namer over `r`: name(slug, words, style, withSlug) in one of the styles above. */
export function makeNamer(r) {
  return (slug, words, style, withSlug = true) => {
    let keyWords = words;
    const foreign = Object.keys(FOREIGN).find((k) => words.endsWith(k));
    if (foreign && r.chance(0.07)) {
      keyWords = words.slice(0, words.length - foreign.length) + r.pick(FOREIGN[foreign]);
    }
    const all = [...(withSlug ? splitWords(slug) : []), ...splitWords(keyWords)];
    return STYLES[style](all);
  };
}

/** PascalCase of a slug, for class and module names. */
export function pascal(slug) {
  return STYLES.pascal(splitWords(slug));
}

/** A plausible API host of a provider slug. */
export function hostOf(slug) {
  return `api.${slug.replace(/-/g, '')}.${slug.length % 3 === 0 ? 'io' : 'com'}`;
}
