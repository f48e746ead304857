import { posix } from 'node:path';
import { parse as parseToml } from 'smol-toml';

/** Manifests the `dependencies` rule reads when it names none. */
export const DEFAULT_MANIFESTS = [
  '**/package.json',
  '**/pyproject.toml',
  '**/go.mod',
  '**/Cargo.toml',
];

/**
 * The dependency names a manifest declares, by the line they are on (for findings). Null
 * when the file is not a manifest this reads, or cannot be parsed: the gate then fails
 * rather than pass a manifest it could not read.
 */
export function manifestDependencies(path: string, text: string): Map<string, number> | null {
  const name = posix.basename(path);
  try {
    if (name === 'package.json') {
      return fromPackageJson(text);
    }
    if (name === 'go.mod') {
      return fromGoMod(text);
    }
    if (name === 'pyproject.toml') {
      return fromPyproject(text);
    }
    if (name === 'Cargo.toml') {
      return fromCargo(text);
    }
  } catch {
    return null;
  }
  return null;
}

const PACKAGE_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];

function fromPackageJson(text: string): Map<string, number> {
  const json = JSON.parse(text) as Record<string, unknown>;
  const out = new Map<string, number>();
  for (const field of PACKAGE_FIELDS) {
    const deps = json[field];
    if (typeof deps === 'object' && deps !== null) {
      for (const dep of Object.keys(deps)) {
        out.set(dep, lineOf(text, `"${dep}"`));
      }
    }
  }
  return out;
}

function fromGoMod(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let inBlock = false;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\/\/.*$/, '').trim();
    if (/^require\s*\($/.test(line)) {
      inBlock = true;
      return;
    }
    if (inBlock && line === ')') {
      inBlock = false;
      return;
    }
    const spec = inBlock ? line : /^require\s+(.+)$/.exec(line)?.[1];
    const module = spec?.split(/\s+/)[0];
    if (module !== undefined && module !== '') {
      out.set(module, index + 1);
    }
  });
  return out;
}

/** PEP 508 requirement -> its distribution name, normalized as pip does. */
function requirementName(requirement: string): string | null {
  const match = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(requirement);
  return match?.[1] === undefined ? null : match[1].toLowerCase().replace(/[-_.]+/g, '-');
}

function fromPyproject(text: string): Map<string, number> {
  const toml = parseToml(text) as Record<string, unknown>;
  const names = new Set<string>();
  const project = record(toml['project']);
  for (const requirement of strings(project?.['dependencies'])) {
    addName(names, requirementName(requirement));
  }
  for (const group of Object.values(record(project?.['optional-dependencies']) ?? {})) {
    for (const requirement of strings(group)) {
      addName(names, requirementName(requirement));
    }
  }
  for (const group of Object.values(record(toml['dependency-groups']) ?? {})) {
    for (const requirement of strings(group)) {
      addName(names, requirementName(requirement));
    }
  }
  const poetry = record(record(toml['tool'])?.['poetry']);
  for (const table of [poetry?.['dependencies'], poetry?.['dev-dependencies']]) {
    for (const dep of Object.keys(record(table) ?? {})) {
      if (dep !== 'python') {
        addName(names, requirementName(dep));
      }
    }
  }
  for (const group of Object.values(record(poetry?.['group']) ?? {})) {
    for (const dep of Object.keys(record(record(group)?.['dependencies']) ?? {})) {
      addName(names, requirementName(dep));
    }
  }
  return new Map([...names].map((dep) => [dep, lineOf(text, dep)]));
}

function fromCargo(text: string): Map<string, number> {
  const toml = parseToml(text) as Record<string, unknown>;
  const names = new Set<string>();
  const tables = [toml, ...Object.values(record(toml['target']) ?? {}).map(record)];
  for (const table of tables) {
    for (const field of ['dependencies', 'dev-dependencies', 'build-dependencies']) {
      for (const dep of Object.keys(record(table?.[field]) ?? {})) {
        names.add(dep);
      }
    }
  }
  return new Map([...names].map((dep) => [dep, lineOf(text, dep)]));
}

function addName(names: Set<string>, name: string | null): void {
  if (name !== null) {
    names.add(name);
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function lineOf(text: string, needle: string): number {
  const index = text.indexOf(needle);
  return index < 0 ? 1 : text.slice(0, index).split('\n').length;
}
