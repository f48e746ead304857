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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
