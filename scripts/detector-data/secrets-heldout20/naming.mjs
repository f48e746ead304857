// Key names in the naming styles of config files and code, from a list of words.

const LOCAL = {
  key: ['clave', 'schluessel', 'chave', 'cle'],
  secret: ['secreto', 'geheimnis', 'segredo'],
  token: ['jeton', 'token'],
  password: ['passwort', 'contrasena', 'senha', 'motdepasse'],
};

function cap(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `words` in one naming style. */
export function style(words, how) {
  const parts = words.flatMap((word) => word.split(/\s+/)).filter(Boolean);
  switch (how) {
    case 'screaming':
      return parts.join('_').toUpperCase();
    case 'snake':
      return parts.join('_');
    case 'camel':
      return parts[0] + parts.slice(1).map(cap).join('');
    case 'pascal':
      return parts.map(cap).join('');
    case 'kebab':
      return parts.join('-');
    case 'dotted':
      return parts.join('.');
    case 'title':
      return parts.map(cap).join(' ');
    default:
      throw new Error(`unknown style ${how}`);
  }
}

/** Sometimes swaps the last word for a word of another language (a team's own naming). */
export function localize(r, words) {
  const last = words[words.length - 1];
  const options = LOCAL[last];
  if (!options || !r.chance(0.12)) {
    return words;
  }
  return [...words.slice(0, -1), r.pick(options)];
}
