/**
 * Files govern reads beside its own code (the dashboard's assets, the worker modules it
 * forks, package.json, the bundled bench cases). Paths are resolved from the code root:
 * src/ under the test runner, dist/ when built. The CLI runs from a bundle in dist/bundle/
 * (one folder below dist/, like this module's own folder), so `../` from here is the code
 * root in all three layouts, where a module's own `import.meta.url` would point into the
 * bundle.
 */
const CODE_ROOT = new URL('../', import.meta.url);

/** A file below the code root (src/ or dist/); `../x` names one in the package root. */
export function codeFileUrl(relative: string): URL {
  return new URL(relative, CODE_ROOT);
}
