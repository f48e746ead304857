import { describe, expect, it } from 'vitest';
import { classifyChange } from './authorization.js';
import { manifestMetadataChange } from './manifest-metadata.js';

const manifest = (fields: Record<string, unknown>): string =>
  `${JSON.stringify({ name: 'lib', version: '1.0.0', ...fields }, null, 2)}\n`;

describe('a package.json changed only in metadata', () => {
  it('names the fields a release bump, a description or an export map touches', () => {
    const base = manifest({ dependencies: { a: '^1.0.0' }, scripts: { test: 'node t.js' } });
    expect(
      manifestMetadataChange(
        'package.json',
        base,
        manifest({
          version: '1.1.0',
          description: 'new words',
          exports: { '.': './index.js' },
          dependencies: { a: '^1.0.0' },
          scripts: { test: 'node t.js' },
        }),
      ),
    ).toEqual(['version', 'description', 'exports']);
    // Only the layout changed: no field, still no sign-off needed.
    expect(
      manifestMetadataChange('pkg/package.json', base, JSON.stringify(JSON.parse(base))),
    ).toEqual([]);
  });

  it('is null for what installs or runs code, for the tools config, and for what it cannot read', () => {
    const base = manifest({});
    for (const fields of [
      { dependencies: { a: '1.0.0' } },
      { devDependencies: { vitest: '^4.0.0' } },
      { overrides: { a: '2.0.0' } },
      { scripts: { postinstall: 'node fetch.js' } },
      { bin: { lib: 'cli.js' } },
      { eslintConfig: { rules: {} } },
      { prettier: { semi: false } },
      { private: false },
      { publishConfig: { registry: 'https://registry.invalid/' } },
      { name: 'lib2' },
    ]) {
      expect(manifestMetadataChange('package.json', base, manifest(fields))).toBeNull();
    }
    // npm reads the last of two equal keys, and so does this check.
    const twice = '{"name":"lib","version":"1.0.1","scripts":{},"scripts":{"postinstall":"x"}}';
    expect(manifestMetadataChange('package.json', base, twice)).toBeNull();
    // A whole package created or deleted: its name (and whatever else it holds) is no metadata.
    expect(manifestMetadataChange('package.json', null, base)).toBeNull();
    expect(manifestMetadataChange('package.json', base, null)).toBeNull();
    expect(manifestMetadataChange('package.json', null, null)).toBeNull();
    expect(manifestMetadataChange('package.json', base, '{"name": ')).toBeNull();
    expect(manifestMetadataChange('package.json', base, '[]')).toBeNull();
    expect(manifestMetadataChange('yarn.lock', 'a', 'b')).toBeNull();
  });

  it("lets a folder's module-type marker come and go", () => {
    const marker = '{\n  "type": "module"\n}\n';
    expect(manifestMetadataChange('lib/mjs/package.json', null, marker)).toEqual(['type']);
    expect(manifestMetadataChange('lib/cjs/package.json', marker, null)).toEqual(['type']);
    expect(
      manifestMetadataChange('lib/package.json', null, '{"type":"module","dependencies":{}}'),
    ).toBeNull();
  });

  it('reads a file named package.json with no key of a manifest as no manifest', () => {
    // ellipsize 0.0.3 (bench:real's sixty-fourth set) ships Cloud9's saved editor state for
    // its package.json, under the same name.
    const editorState = JSON.stringify({
      filter: false,
      title: 'package.json',
      tooltip: '/package.json',
      undoManager: { mark: 4, position: 4, stack: [] },
      timestamp: 1433433445000,
    });
    expect(
      manifestMetadataChange('.c9/metadata/workspace/package.json', null, editorState),
    ).toEqual(['filter', 'title', 'tooltip', 'undoManager', 'timestamp']);
    // A dependency, a script or a tool's config key on either side makes it one again.
    for (const key of ['dependencies', 'scripts', 'eslintConfig', 'name']) {
      const withKey = JSON.stringify({ ...JSON.parse(editorState), [key]: {} });
      expect(manifestMetadataChange('.c9/package.json', editorState, withKey), key).toBeNull();
      expect(manifestMetadataChange('.c9/package.json', withKey, editorState), key).toBeNull();
    }
  });

  it('makes the manifest autonomous in classifyChange, below every rule of the config', () => {
    const judged = new Map([
      ['package.json', ['version']],
      ['yarn.lock', []],
    ]);
    expect(classifyChange(['package.json'], {}).tier).toBe('semi-autonomous');
    const bumped = classifyChange(['package.json', 'src/a.ts'], {}, judged);
    expect(bumped.tier).toBe('autonomous');
    expect(bumped.paths[0]?.reason).toBe('a manifest whose change touches only metadata (version)');
    // A lock file is never read as a manifest's metadata, whatever the caller says.
    expect(classifyChange(['yarn.lock'], {}, judged).tier).toBe('semi-autonomous');
    // The config's own lists still decide first.
    expect(
      classifyChange(['package.json'], { semiAutonomous: ['package.json'] }, judged).tier,
    ).toBe('semi-autonomous');
    expect(classifyChange(['package.json'], { forbidden: ['package.json'] }, judged).tier).toBe(
      'forbidden',
    );
  });
});
