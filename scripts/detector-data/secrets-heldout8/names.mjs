// Naming styles for variable and key names: one SCREAMING_SNAKE name in the provider table is
// turned into the style a given syntax uses (and sometimes an unusual one).

function words(envVar) {
  return envVar.toLowerCase().split('_').filter(Boolean);
}

const cap = (word) => word.charAt(0).toUpperCase() + word.slice(1);

const STYLES = {
  screaming: (w) => w.join('_').toUpperCase(),
  snake: (w) => w.join('_'),
  camel: (w) => w[0] + w.slice(1).map(cap).join(''),
  pascal: (w) => w.map(cap).join(''),
  kebab: (w) => w.join('-'),
  dotted: (w) => w.join('.'),
  title: (w) => w.map(cap).join(' '),
  header: (w) => w.map(cap).join('-'),
};

/** The variable name `envVar` written in `style`. */
export function styled(envVar, style) {
  return STYLES[style](words(envVar));
}

/** The name written in one of `styles`, picked at random. */
export function anyStyle(r, envVar, styles) {
  return styled(envVar, r.pick(styles));
}

/** The name without its provider prefix, for code where the provider is the enclosing object. */
export function shortName(envVar) {
  const parts = words(envVar);
  return parts.length > 2 ? parts.slice(1) : parts;
}

/** The short name in `style`. */
export function shortStyled(envVar, style) {
  return STYLES[style](shortName(envVar));
}
