import { basename } from 'node:path';
import type { ToolGateName } from '../../common/index.js';
import type { RootView } from '../../gates/index.js';

// The npm package that puts each detected tool's binary in node_modules/.bin.
const PACKAGE_OF_BIN: Readonly<Record<string, string>> = {
  eslint: 'eslint',
  prettier: 'prettier',
  tsc: 'typescript',
};

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'];

/** The package names package.json depends on, or null when it cannot be read. */
function dependenciesOf(root: RootView): Set<string> | null {
  try {
    const manifest: unknown = JSON.parse(root.read('package.json') ?? 'null');
    if (typeof manifest !== 'object' || manifest === null) {
      return null;
    }
    const fields = manifest as Record<string, unknown>;
    return new Set(
      DEPENDENCY_FIELDS.flatMap((field) => {
        const value = fields[field];
        return typeof value === 'object' && value !== null ? Object.keys(value) : [];
      }),
    );
  } catch {
    return null;
  }
}

/**
 * What to do about a gate tool that is not installed. `npm ci` installs it only when
 * package.json depends on it: base62 1.2.0 on ship an `.eslintrc` for editors without
 * depending on eslint, where "install the dependencies" cannot help.
 */
export function installHint(gate: ToolGateName, command: string, root: RootView): string {
  const usual = `install the repository's dependencies (npm ci) or set gates.${gate}.command`;
  const name = PACKAGE_OF_BIN[basename(command)];
  if (name === undefined || !command.includes('node_modules')) {
    return usual;
  }
  const dependencies = dependenciesOf(root);
  if (dependencies === null || dependencies.has(name)) {
    return usual;
  }
  return `package.json does not depend on ${name}, so npm ci will not install it: add it to devDependencies, set gates.${gate}.command, or set gates.${gate}.enabled to false`;
}
