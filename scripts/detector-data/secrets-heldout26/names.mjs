// Naming styles for the key names of secrets-heldout26 (from a SCREAMING_CASE base name).

const words = (name) => name.toLowerCase().split('_').filter(Boolean);
const cap = (word) => word[0].toUpperCase() + word.slice(1);

export const STYLES = {
  screaming: (name) => name,
  snake: (name) => words(name).join('_'),
  camel: (name) =>
    words(name)
      .map((w, i) => (i === 0 ? w : cap(w)))
      .join(''),
  pascal: (name) => words(name).map(cap).join(''),
  kebab: (name) => words(name).join('-'),
  dotted: (name) => words(name).join('.'),
  title: (name) => words(name).map(cap).join(' '),
};

/** The name in a style picked from the given ones. */
export function styled(r, name, styles) {
  return STYLES[r.pick(styles)](name);
}

/** A shell-safe rendering of a value: bare when plain, else single-quoted. */
export function sh(value) {
  return /^[A-Za-z0-9._:/=+@-]+$/.test(value) ? value : `'${value}'`;
}

export const urlSafe = (value) => /^[A-Za-z0-9._~-]+$/.test(value);

/** A plausible API host for a provider slug. */
export function hostOf(slug) {
  if (slug.startsWith('internal-')) {
    return `${slug.slice(9)}.svc.internal.corp`;
  }
  return `api.${slug.split('-')[0]}.${slug.length % 3 === 0 ? 'io' : 'com'}`;
}
