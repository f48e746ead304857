// package.json as the gates read it: whatever text a change left there, JSON or not, object or not.

/** A package.json text as an object; null when there is none, or it is not a JSON object. */
export function parseManifest(text: string | null): Record<string, unknown> | null {
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The string-valued `scripts` of a parsed package.json. */
export function manifestScripts(
  manifest: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const scripts = manifest['scripts'];
  return isRecord(scripts)
    ? Object.fromEntries(
        Object.entries(scripts).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};
}

/** The package names a parsed package.json lists under `fields`. */
export function manifestDependencies(
  manifest: Readonly<Record<string, unknown>>,
  fields: readonly string[] = ['dependencies', 'devDependencies'],
): Set<string> {
  return new Set(
    fields.flatMap((field) => {
      const deps = manifest[field];
      return isRecord(deps) ? Object.keys(deps) : [];
    }),
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * lint-staged's config as glob -> commands, from package.json's `lint-staged` key or a JSON
 * `.lintstagedrc` / `.lintstagedrc.json` at the root; `{}` when there is none or it is not
 * JSON (a `lint-staged.config.js` is code, which detection does not run).
 */
export function lintStagedConfig(
  root: { readonly entries: ReadonlySet<string>; read(name: string): string | null },
  manifest: Record<string, unknown> | null,
): Record<string, string[]> {
  let config: unknown = manifest?.['lint-staged'];
  for (const name of ['.lintstagedrc', '.lintstagedrc.json']) {
    if (config === undefined && root.entries.has(name)) {
      config = parseManifest(root.read(name));
    }
  }
  if (!isRecord(config)) {
    return {};
  }
  const out: Record<string, string[]> = {};
  for (const [glob, commands] of Object.entries(config)) {
    const list = Array.isArray(commands) ? commands : [commands];
    out[glob] = list.filter((command): command is string => typeof command === 'string');
  }
  return out;
}
