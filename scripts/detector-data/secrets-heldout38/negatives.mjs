// Hard negatives: text that looks like it holds a credential but does not. Public and publishable
// keys, references and placeholders, digests, ids, encoded geometry and other random-looking data.

import { snake } from './contexts.mjs';

/** Placeholder values that stand where a key would go in any template. */
export const PLACEHOLDERS = [
  (key) => `\${${key}}`,
  (key) => `<your-${key.toLowerCase().replace(/_/g, '-')}>`,
  (key) => `YOUR_${key}`,
  () => 'your-api-key-here',
  (key) => `{{ ${snake(key)} }}`,
  (key) => `%${key}%`,
  (key) => `#{${key}}`,
  (key) => `REPLACE_WITH_${key}`,
  () => 'changeme',
  (key) => `{{ .Values.${snake(key).replace(/_([a-z])/g, (_, c) => c.toUpperCase())} }}`,
  (key) => `$(${key})`,
  (key) => `@@${key}@@`,
  (key) => `<${key}>`,
  () => 'TODO-set-in-vault',
];

export { NEGATIVES } from './negative-records.mjs';
