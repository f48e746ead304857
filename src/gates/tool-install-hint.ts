import { basename } from 'node:path';
import { manifestDependencies, parseManifest } from './package-manifest.js';
import type { RootView } from './tool-root.js';
import type { ToolGateName } from './types.js';

// The npm package that puts each detected tool's binary in node_modules/.bin.
const PACKAGE_OF_BIN: Readonly<Record<string, string>> = {
  eslint: 'eslint',
  prettier: 'prettier',
  tsc: 'typescript',
};

/**
 * What to do about a gate tool that is not installed. `npm ci` installs it only when
 * package.json depends on it: base62 1.2.0 on ship an `.eslintrc` for editors without
 * depending on eslint, where "install the dependencies" cannot help.
 */
export function installHint(gate: ToolGateName, command: string, root: RootView): string {
  const usual = `install the repository's dependencies (npm ci) or set gates.${gate}.command`;
  const name = PACKAGE_OF_BIN[basename(command)];
  const manifest = parseManifest(root.read('package.json'));
  if (name === undefined || !command.includes('node_modules') || manifest === null) {
    return usual;
  }
  const fields = ['dependencies', 'devDependencies', 'optionalDependencies'];
  if (manifestDependencies(manifest, fields).has(name)) {
    return usual;
  }
  return `package.json does not depend on ${name}, so npm ci will not install it: add it to devDependencies, set gates.${gate}.command, or set gates.${gate}.enabled to false`;
}
