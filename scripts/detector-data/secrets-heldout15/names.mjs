// Key names in many styles: one credential name ("wandb api key") written as a shell variable,
// a camelCase field, a dotted property, a Title Case label, sometimes with a word in another language.

const FOREIGN = {
  key: ['clave', 'schluessel', 'cle', 'chiave'],
  password: ['passwort', 'contrasena', 'mot de passe', 'senha'],
  token: ['jeton', 'toket'],
  secret: ['geheimnis', 'segreto'],
};

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

export const STYLES = {
  screaming: (w) => w.join('_').toUpperCase(),
  snake: (w) => w.join('_'),
  camel: (w) => w[0] + w.slice(1).map(cap).join(''),
  pascal: (w) => w.map(cap).join(''),
  kebab: (w) => w.join('-'),
  dotted: (w) => w.join('.'),
  title: (w) => w.map(cap).join(' '),
};

/** The words of a name, now and then with its last word in another language. */
export function words(r, text) {
  const list = text.split(' ');
  const last = list[list.length - 1];
  if (FOREIGN[last] && r.chance(0.06)) {
    return [...list.slice(0, -1), ...r.pick(FOREIGN[last]).split(' ')];
  }
  return list;
}

/** `text` in one of `styles` (style names of STYLES). */
export function nameIn(r, text, styles) {
  return STYLES[r.pick(styles)](words(r, text));
}
