import { describe, expect, it } from 'vitest';
import {
  autonomousLockfiles,
  judgeLockfileChange,
  lockfileFormat,
  registriesFromConfig,
} from './lockfile.js';

const LODASH_URL = 'https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz';
const LODASH_SHA =
  'sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg==';
const SCOPED_URL = 'https://registry.npmjs.org/@babel/code-frame/-/code-frame-7.12.13.tgz';
const SCOPED_SHA =
  'sha512-HV1Cm0Q3ZrpCR93tkWOYiuYIgLxZXZFVG2VgK+MBWjUqZTundupbfx2aXarXuw5Ko5aMcjtJgbSs4vUGBS5v6g==';
const AUTONOMOUS = { autonomous: ['package.json'] };

/** A package-lock.json (lockfileVersion 3) of project `x` at `version` with `packages`. */
function npmLock(
  version: string,
  packages: Record<string, object> = {},
  deps: object = {},
): string {
  const lock = {
    name: 'x',
    version,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'x', version, license: 'MIT', dependencies: deps }, ...packages },
  };
  return `${JSON.stringify(lock, null, 2)}\n`;
}

const lodash = {
  'node_modules/lodash': { version: '4.17.21', resolved: LODASH_URL, integrity: LODASH_SHA },
};

describe('lockfileFormat', () => {
  it('knows the lock files it reads by name, and no other file', () => {
    expect(lockfileFormat('package-lock.json')).toBe('npm');
    expect(lockfileFormat('packages/a/npm-shrinkwrap.json')).toBe('npm');
    expect(lockfileFormat('yarn.lock')).toBe('yarn');
    expect(lockfileFormat('web/pnpm-lock.yaml')).toBe('pnpm');
    expect(lockfileFormat('Cargo.lock')).toBeNull();
    expect(lockfileFormat('package.json')).toBeNull();
  });
});

describe('judgeLockfileChange: the project own metadata', () => {
  it("lands a release's version bump mirrored into package-lock.json without any config", async () => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0', lodash, { lodash: '^4.17.0' }),
      npmLock('1.1.0', lodash, { lodash: '^4.17.0' }),
    );
    expect(verdict).toEqual({
      autonomous: true,
      note: 'only the project\'s own metadata changed (packages[""].version, version), no entry',
    });
  });

  it('lands a lock file whose parsed content did not change at all', async () => {
    const before = npmLock('1.0.0', lodash);
    const after = JSON.stringify(JSON.parse(before));
    expect(await judgeLockfileChange('package-lock.json', before, after)).toEqual({
      autonomous: true,
      note: 'only its layout changed, no entry',
    });
  });

  it('holds a bump that also moves a dependency, and says how a pinned change could land', async () => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0'),
      npmLock('1.1.0', lodash, { lodash: '^4.17.0' }),
    );
    expect(verdict?.autonomous).toBe(false);
    expect(verdict?.note).toBe(
      'the dependencies it pins move (1 entry added or changed, 0 removed); a pinned change lands without approval where authorization.autonomous lists the package.json beside it',
    );
  });

  it("holds a root entry's dependency list changed, with no entry moved", async () => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0', lodash, { lodash: '^4.17.0' }),
      npmLock('1.0.0', lodash, { lodash: '^4.0.0' }),
    );
    expect(verdict?.autonomous).toBe(false);
  });
});

describe('judgeLockfileChange: pinned entries beside an autonomous package.json', () => {
  it('lands entries fetched from the public registry with an integrity hash', async () => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0'),
      npmLock('1.0.0', {
        ...lodash,
        'node_modules/@babel/code-frame': {
          version: '7.12.13',
          resolved: SCOPED_URL,
          integrity: SCOPED_SHA,
        },
      }),
      AUTONOMOUS,
    );
    expect(verdict?.autonomous).toBe(true);
    expect(verdict?.note).toContain('2 entries added or changed, 0 removed, each pinned');
    expect(verdict?.note).toContain('config lets package.json change without approval');
  });

  it('reads the package.json beside the lock file, not the root one', async () => {
    const after = npmLock('1.0.0', lodash);
    expect(
      (await judgeLockfileChange('web/package-lock.json', npmLock('1.0.0'), after, AUTONOMOUS))
        ?.autonomous,
    ).toBe(false);
    expect(
      (
        await judgeLockfileChange('web/package-lock.json', npmLock('1.0.0'), after, {
          autonomous: ['web/package.json'],
        })
      )?.autonomous,
    ).toBe(true);
  });

  it.each([
    [
      'an entry that names one package and fetches another',
      {
        version: '4.17.21',
        resolved: 'https://registry.npmjs.org/lodahs/-/lodahs-4.17.21.tgz',
        integrity: LODASH_SHA,
      },
      'packages["node_modules/lodash"] is lodash@4.17.21 but fetches https://registry.npmjs.org/lodahs/-/lodahs-4.17.21.tgz',
    ],
    [
      'another version than the one it names',
      {
        version: '4.17.21',
        resolved: 'https://registry.npmjs.org/lodash/-/lodash-4.17.20.tgz',
        integrity: LODASH_SHA,
      },
      'is lodash@4.17.21 but fetches',
    ],
    [
      'a host that only starts like the registry',
      {
        version: '4.17.21',
        resolved: 'https://registry.npmjs.org.evil.example/lodash/-/lodash-4.17.21.tgz',
        integrity: LODASH_SHA,
      },
      'not from a trusted registry',
    ],
    [
      'plain http',
      {
        version: '4.17.21',
        resolved: 'http://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz',
        integrity: LODASH_SHA,
      },
      'not from a trusted registry',
    ],
    [
      'a path that climbs out of the package',
      {
        version: '4.17.21',
        resolved: 'https://registry.npmjs.org/lodash/-/%2e%2e/%2e%2e/evil/-/evil-1.0.0.tgz',
        integrity: LODASH_SHA,
      },
      'but fetches',
    ],
    [
      'a malformed escape in its URL',
      {
        version: '4.17.21',
        resolved: 'https://registry.npmjs.org/lodash/-/lodash-4.17.21%E0.tgz',
        integrity: LODASH_SHA,
      },
      'but fetches',
    ],
    ['no integrity hash', { version: '4.17.21', resolved: LODASH_URL }, 'has no integrity hash'],
    [
      'a git source',
      {
        version: '4.17.21',
        resolved: 'git+ssh://git@github.com/lodash/lodash.git#abc123',
        integrity: LODASH_SHA,
      },
      'is fetched from git+ssh://',
    ],
    ['no source and no hash', { version: '4.17.21' }, 'has no source URL and no integrity hash'],
  ])('holds %s', async (_name, entry, message) => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0'),
      npmLock('1.0.0', { 'node_modules/lodash': entry }),
      AUTONOMOUS,
    );
    expect(verdict?.autonomous).toBe(false);
    expect(verdict?.note).toContain(message);
  });

  it('lands an entry with an integrity hash and no URL: the installer fetches that version from its registry', async () => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0'),
      npmLock('1.0.0', { 'node_modules/lodash': { version: '4.17.21', integrity: LODASH_SHA } }),
      AUTONOMOUS,
    );
    expect(verdict?.autonomous).toBe(true);
  });

  it('lands an alias checked against the package it names, bundled entries and workspace links inside the repository', async () => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0'),
      npmLock('1.0.0', {
        'node_modules/_': {
          name: 'lodash',
          version: '4.17.21',
          resolved: LODASH_URL,
          integrity: LODASH_SHA,
        },
        'node_modules/a/node_modules/b': { version: '1.0.0', inBundle: true },
        // Older npm wrote a scoped package's URL with its slash escaped.
        'node_modules/@babel/code-frame': {
          version: '7.12.13',
          resolved: 'https://registry.npmjs.org/@babel%2fcode-frame/-/code-frame-7.12.13.tgz',
          integrity: SCOPED_SHA,
        },
        'node_modules/util': { resolved: 'packages/util', link: true },
        'packages/util': { name: 'util', version: '0.0.1' },
      }),
      AUTONOMOUS,
    );
    expect(verdict).toMatchObject({ autonomous: true });
  });

  it('holds a link out of the repository', async () => {
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0'),
      npmLock('1.0.0', { 'node_modules/util': { resolved: '../../elsewhere', link: true } }),
      AUTONOMOUS,
    );
    expect(verdict?.autonomous).toBe(false);
    expect(verdict?.note).toContain('outside the repository');
  });

  it('trusts a registry the config adds, over https only', async () => {
    const mirror = {
      'node_modules/lodash': {
        version: '4.17.21',
        resolved: 'https://npm.example.com/api/npm/lodash/-/lodash-4.17.21.tgz',
        integrity: LODASH_SHA,
      },
    };
    const before = npmLock('1.0.0');
    expect(
      (await judgeLockfileChange('package-lock.json', before, npmLock('1.0.0', mirror), AUTONOMOUS))
        ?.autonomous,
    ).toBe(false);
    expect(
      (
        await judgeLockfileChange('package-lock.json', before, npmLock('1.0.0', mirror), {
          ...AUTONOMOUS,
          registries: ['https://npm.example.com/api/npm'],
        })
      )?.autonomous,
    ).toBe(true);
  });

  it('checks only the entries the change adds or alters', async () => {
    const git = {
      'node_modules/dep': { version: '1.0.0', resolved: 'git+https://example.com/dep.git#abc' },
    };
    const verdict = await judgeLockfileChange(
      'package-lock.json',
      npmLock('1.0.0', git),
      npmLock('1.0.0', { ...git, ...lodash }),
      AUTONOMOUS,
    );
    expect(verdict?.autonomous).toBe(true);
  });

  it("reads lockfileVersion 1's nested tree and the copy version 2 keeps for npm 6", async () => {
    const v1 = (resolved: string) =>
      JSON.stringify({
        name: 'x',
        version: '1.0.0',
        lockfileVersion: 1,
        dependencies: {
          a: {
            version: '1.0.0',
            resolved: 'https://registry.npmjs.org/a/-/a-1.0.0.tgz',
            integrity: LODASH_SHA,
            dependencies: { lodash: { version: '4.17.21', resolved, integrity: LODASH_SHA } },
          },
        },
      });
    expect(
      (await judgeLockfileChange('package-lock.json', null, v1(LODASH_URL), AUTONOMOUS))
        ?.autonomous,
    ).toBe(true);
    const tampered = await judgeLockfileChange(
      'package-lock.json',
      null,
      v1('https://evil.example/lodash.tgz'),
      AUTONOMOUS,
    );
    expect(tampered?.note).toContain(
      'dependencies["a > lodash"] is fetched from https://evil.example/lodash.tgz',
    );
    // Version 2: `packages` is clean, the npm 6 copy fetches elsewhere.
    const v2 = JSON.parse(npmLock('1.0.0', lodash)) as Record<string, unknown>;
    v2['lockfileVersion'] = 2;
    v2['dependencies'] = {
      lodash: { version: '4.17.21', resolved: 'https://evil.example/l.tgz', integrity: LODASH_SHA },
    };
    expect(
      (
        await judgeLockfileChange(
          'package-lock.json',
          npmLock('1.0.0'),
          JSON.stringify(v2),
          AUTONOMOUS,
        )
      )?.autonomous,
    ).toBe(false);
  });
});

describe('judgeLockfileChange: yarn and pnpm', () => {
  const yarnClassic = (resolved: string, integrity = `\n  integrity ${LODASH_SHA}`) =>
    `# yarn lockfile v1\n\n\n"@babel/code-frame@^7.0.0", "@babel/code-frame@^7.10.4":\n  version "7.12.13"\n  resolved "https://registry.yarnpkg.com/@babel/code-frame/-/code-frame-7.12.13.tgz#dcfc826beef65e75c50e21d3837d7d95798dd658"\n  integrity ${SCOPED_SHA}\n\nlodash@^4.17.0:\n  version "4.17.21"\n  resolved "${resolved}"${integrity}\n`;

  it('reads yarn 1 entries, a sha1 on the URL standing for a missing integrity', async () => {
    const base = '# yarn lockfile v1\n\n';
    const url =
      'https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bffaae8454cf0b3df370c3d6911c';
    expect(
      (await judgeLockfileChange('yarn.lock', base, yarnClassic(url), AUTONOMOUS))?.autonomous,
    ).toBe(true);
    expect(
      (await judgeLockfileChange('yarn.lock', base, yarnClassic(url, ''), AUTONOMOUS))?.autonomous,
    ).toBe(true);
    const foreign = await judgeLockfileChange(
      'yarn.lock',
      base,
      yarnClassic('https://evil.example/lodash-4.17.21.tgz'),
      AUTONOMOUS,
    );
    expect(foreign?.note).toContain(
      'lodash@^4.17.0 is fetched from https://evil.example/lodash-4.17.21.tgz',
    );
    expect((await judgeLockfileChange('yarn.lock', base, yarnClassic(url)))?.autonomous).toBe(
      false,
    );
  });

  it('reads yarn Berry entries: npm resolutions with a checksum land, patches wait', async () => {
    const berry = (resolution: string) =>
      `__metadata:\n  version: 6\n  cacheKey: 8\n\n"lodash@npm:^4.17.0":\n  version: 4.17.21\n  resolution: "${resolution}"\n  checksum: eb835a2e51d381e561e508ce932ea50a8e5a68f4ebdd771ea240d3048244a8d13658acbd502cd4829768c56f2e16bdd4340b9ea141297d472517b83868e677f7\n  languageName: node\n  linkType: hard\n`;
    const base = '__metadata:\n  version: 6\n  cacheKey: 8\n';
    expect(
      (await judgeLockfileChange('yarn.lock', base, berry('lodash@npm:4.17.21'), AUTONOMOUS))
        ?.autonomous,
    ).toBe(true);
    const patched = await judgeLockfileChange(
      'yarn.lock',
      base,
      berry('lodash@patch:lodash@npm%3A4.17.21#./.yarn/patches/lodash.patch::version=4.17.21'),
      AUTONOMOUS,
    );
    expect(patched?.autonomous).toBe(false);
  });

  it('reads pnpm entries of versions 5, 6 and 9', async () => {
    const pnpm = (key: string, resolution: string) =>
      `lockfileVersion: '9.0'\n\nimporters:\n  .:\n    dependencies:\n      lodash:\n        specifier: ^4.17.0\n        version: 4.17.21\n\npackages:\n  ${key}:\n    resolution: ${resolution}\n`;
    const base = "lockfileVersion: '9.0'\n";
    for (const key of [
      "'lodash@4.17.21'",
      '/lodash@4.17.21',
      '/lodash/4.17.21',
      "'/@types/node/20.1.0_peer@1.0.0'",
    ]) {
      const verdict = await judgeLockfileChange(
        'pnpm-lock.yaml',
        base,
        pnpm(key, `{integrity: ${LODASH_SHA}}`),
        AUTONOMOUS,
      );
      expect(verdict?.autonomous, key).toBe(true);
    }
    const tarball = await judgeLockfileChange(
      'pnpm-lock.yaml',
      base,
      pnpm(
        "'lodash@4.17.21'",
        `{integrity: ${LODASH_SHA}, tarball: https://evil.example/lodash.tgz}`,
      ),
      AUTONOMOUS,
    );
    expect(tarball?.note).toContain('is fetched from https://evil.example/lodash.tgz');
    const directory = await judgeLockfileChange(
      'pnpm-lock.yaml',
      base,
      pnpm("'lodash@4.17.21'", '{directory: ../lodash, type: directory}'),
      AUTONOMOUS,
    );
    expect(directory?.autonomous).toBe(false);
  });
});

describe('judgeLockfileChange: what is never judged autonomous', () => {
  it('holds a deleted lock file unless its manifest may change, one that does not parse, and says nothing of other files', async () => {
    expect(await judgeLockfileChange('package-lock.json', npmLock('1.0.0'), null)).toEqual({
      autonomous: false,
      note: 'deleted: every dependency it pinned is unpinned',
    });
    // Beside a manifest the config lets change, that manifest decides what is installed.
    expect(
      await judgeLockfileChange('package-lock.json', npmLock('1.0.0'), null, AUTONOMOUS),
    ).toEqual({
      autonomous: true,
      note: 'deleted: package.json, which config lets change without approval, decides the dependencies',
    });
    expect(
      await judgeLockfileChange('package-lock.json', npmLock('1.0.0'), '{"name":', AUTONOMOUS),
    ).toEqual({
      autonomous: false,
      note: 'the new version does not parse as JSON',
    });
    expect((await judgeLockfileChange('pnpm-lock.yaml', null, 'a: [', AUTONOMOUS))?.note).toMatch(
      /^the new version does not parse as YAML/,
    );
    expect(await judgeLockfileChange('Cargo.lock', 'a', 'b', AUTONOMOUS)).toBeNull();
  });

  it('turns recorded notes back into autonomous verdicts', () => {
    expect([...autonomousLockfiles({ 'package-lock.json': 'n' })]).toEqual([
      ['package-lock.json', { autonomous: true, note: 'n' }],
    ]);
    expect(autonomousLockfiles(undefined).size).toBe(0);
  });
});

describe('registriesFromConfig', () => {
  it("reads the https registries of npm's and yarn's config files, and nothing else", async () => {
    expect(
      await registriesFromConfig([
        {
          path: '.npmrc',
          text: [
            'registry=https://npm.example.com/api/npm/virtual/',
            '@acme:registry = https://acme.example.com/npm/',
            '//npm.example.com/api/npm/virtual/:_authToken=${NPM_TOKEN}',
            'plain=https://not-a-registry.example.com/',
            '; registry=https://commented.example.com/',
          ].join('\n'),
        },
        {
          path: 'web/.yarnrc.yml',
          text: 'npmRegistryServer: "https://yarn.example.com/"\nnpmScopes:\n  acme:\n    npmRegistryServer: https://scoped.example.com/\n',
        },
        { path: '.yarnrc', text: 'registry "https://classic.example.com/"\n' },
        { path: 'old/.npmrc', text: 'registry=http://insecure.example.com/\n' },
        { path: 'bad/.yarnrc.yml', text: 'a: [' },
      ]),
    ).toEqual([
      'https://npm.example.com/api/npm/virtual/',
      'https://acme.example.com/npm/',
      'https://yarn.example.com/',
      'https://scoped.example.com/',
      'https://classic.example.com/',
    ]);
  });
});
