import { describe, expect, it } from 'vitest';
import { runSecurityRegressionGate } from './security-regression.js';
import type { ChangedFile } from './types.js';

const lines = (...text: readonly string[]): string => text.join('\n');

const GUARDED = lines(
  'export function remove(req, res) {',
  '  if (!req.user) return res.status(401).end();',
  '  return db.remove(req.params.id);',
  '}',
);
const UNGUARDED = lines(
  'export function remove(req, res) {',
  '  return db.remove(req.params.id);',
  '}',
);

function modified(path: string, before: string, after: string): ChangedFile {
  return { path, status: 'modified', before, after };
}

describe('runSecurityRegressionGate', () => {
  it('fails with a critical verdict naming what was weakened', async () => {
    const verdict = await runSecurityRegressionGate([
      modified('src/routes.js', GUARDED, UNGUARDED),
    ]);
    expect(verdict).toMatchObject({
      gate: 'SECURITY_REGRESSION',
      passed: false,
      severity: 'critical',
    });
    expect(verdict.error).toBeUndefined();
    expect(verdict.findings).toEqual([
      expect.objectContaining({
        file: 'src/routes.js',
        line: 1,
        rule: 'guard-removed',
        message: expect.stringMatching(/req\.user.*keep the check.*\[CWE-285\]/s) as unknown,
      }),
    ]);
  });

  it('passes a change that keeps every check', async () => {
    const verdict = await runSecurityRegressionGate([
      modified('src/routes.js', GUARDED, GUARDED.replace('db.remove', 'store.remove')),
    ]);
    expect(verdict).toMatchObject({ passed: true, severity: 'info', findings: [] });
  });

  it('checks added files for sinks and deleted files for the checks they held', async () => {
    const verdict = await runSecurityRegressionGate([
      {
        path: 'src/run.js',
        status: 'added',
        before: null,
        after: 'export const run = (cmd) => require("child_process").execSync("sh -c " + cmd);\n',
      },
      { path: 'src/auth.js', status: 'deleted', before: GUARDED, after: null },
      { path: 'src/plain.js', status: 'added', before: null, after: 'export const one = 1;\n' },
    ]);
    expect(verdict.findings.map((finding) => `${finding.file}:${finding.rule}`)).toEqual([
      'src/run.js:shell-injection',
      'src/auth.js:security-file-deleted',
    ]);
  });

  it('passes with a note where the code around a lost check was rewritten', async () => {
    const before = lines(
      'export function remove(req, res) {',
      '  const id = req.params.id;',
      '  if (!req.user) return res.status(401).end();',
      '  const item = db.find(id);',
      '  audit.log(req.user, id);',
      '  return db.remove(item);',
      '}',
    );
    // A session store replaced the user check: other code stands where it was.
    const after = lines(
      'export function remove(req, res) {',
      '  const session = sessions.lookup(req.headers.cookie);',
      '  if (session === undefined || session.expired) return res.status(403).end();',
      '  const item = store.fetch(req.params.id, session.owner);',
      '  return store.drop(item);',
      '}',
    );
    const verdict = await runSecurityRegressionGate([modified('src/routes.js', before, after)]);
    expect(verdict).toMatchObject({ passed: true, severity: 'info' });
    expect(verdict.findings).toEqual([
      expect.objectContaining({
        rule: 'guard-removed',
        severity: 'info',
        message: expect.stringContaining(
          'a note, not a refusal: the code around it was rewritten',
        ) as unknown,
      }),
    ]);
    // The same check deleted from code that stays: refused.
    const stripped = before.replace('  if (!req.user) return res.status(401).end();\n', '');
    const refused = await runSecurityRegressionGate([modified('src/routes.js', before, stripped)]);
    expect(refused).toMatchObject({ passed: false, severity: 'critical' });
    expect(refused.findings[0]?.severity).toBeUndefined();
  });

  it('does not judge tests, declaration files or files it cannot read', async () => {
    const verdict = await runSecurityRegressionGate([
      modified('src/routes.test.js', GUARDED, UNGUARDED),
      modified('types/index.d.ts', GUARDED, UNGUARDED),
      modified('README.md', GUARDED, UNGUARDED),
      { path: 'src/logo.png', status: 'modified', before: null, after: null },
    ]);
    expect(verdict.passed).toBe(true);
  });

  it('turns a crash into a failed verdict', async () => {
    const poisoned = {
      path: 'src/a.js',
      status: 'modified',
      before: GUARDED,
    } as unknown as ChangedFile;
    Object.defineProperty(poisoned, 'after', {
      get() {
        throw new Error('boom');
      },
    });
    const verdict = await runSecurityRegressionGate([poisoned]);
    expect(verdict).toMatchObject({
      passed: false,
      severity: 'critical',
      error: { code: 'GATE_CRASHED', message: expect.stringContaining('boom') as unknown },
    });
  });

  it('judges a moved file as a modification of where it came from', async () => {
    const deleted: ChangedFile = {
      path: 'lib/routes.js',
      status: 'deleted',
      before: GUARDED,
      after: null,
    };
    // Moved unchanged: nothing lost, no finding (it used to be security-file-deleted).
    const moved = await runSecurityRegressionGate([
      deleted,
      { path: 'lib/cjs/routes.js', status: 'added', before: null, after: GUARDED },
      { path: 'lib/esm/routes.js', status: 'added', before: null, after: `${GUARDED}\n` },
    ]);
    expect(moved.findings).toEqual([]);
    expect(moved.passed).toBe(true);
    // Moved and stripped of its guard on the way: the guard's removal is found in the new file.
    const stripped = await runSecurityRegressionGate([
      deleted,
      { path: 'src/routes.js', status: 'added', before: null, after: UNGUARDED },
    ]);
    expect(stripped.passed).toBe(false);
    expect(stripped.findings).toEqual([
      expect.objectContaining({ file: 'src/routes.js', rule: 'guard-removed' }),
    ]);
    // Deleted with nothing like it added: still a deleted security file, as a note that lets the
    // change pass (its callers lose the file's flows with it).
    const dropped = await runSecurityRegressionGate([
      deleted,
      { path: 'src/other.js', status: 'added', before: null, after: 'export const x = 1;\n' },
    ]);
    expect(dropped.findings).toEqual([
      expect.objectContaining({
        file: 'lib/routes.js',
        rule: 'security-file-deleted',
        severity: 'info',
      }),
    ]);
    expect(dropped).toMatchObject({ passed: true, severity: 'info' });
  });

  it('lets a deleted file go when its checks live on in another file of the change', async () => {
    const escaper = lines(
      'export function escapeHtml(s) {',
      "  if (typeof s !== 'string') throw new TypeError('not a string');",
      "  return s.replace(/[&<>]/g, (c) => '&#' + c.charCodeAt(0) + ';');",
      '}',
    );
    const index =
      "import { escapeHtml } from './escape.js';\nexport const page = (t) => escapeHtml(t);\n";
    const inlined = `${escaper}export const page = (t) => escapeHtml(t);\n`;
    const deleted: ChangedFile = {
      path: 'src/escape.js',
      status: 'deleted',
      before: escaper,
      after: null,
    };
    // Inlined into the file that used it: the protection is still there.
    const kept = await runSecurityRegressionGate([
      deleted,
      modified('src/index.js', index, inlined),
    ]);
    expect(kept.findings).toEqual([]);
    // The caller dropped it instead: a deleted security file.
    const gone = await runSecurityRegressionGate([
      deleted,
      modified('src/index.js', index, 'export const page = (t) => t;\n'),
    ]);
    expect(gone.findings.map((finding) => finding.rule)).toContain('security-file-deleted');
  });

  it('does not judge a test file at the package root', async () => {
    const verdict = await runSecurityRegressionGate([
      { path: 'test.js', status: 'deleted', before: GUARDED, after: null },
    ]);
    expect(verdict.findings).toEqual([]);
  });

  it('judges an added build flavour by what the baseline of the change did not already have', async () => {
    // mustache 3.2.0 added `mustache.mjs` beside `mustache.js`, copying its regexes.
    const source = (extra: string): string =>
      lines(
        'var equalsRe = /\\s*=/;',
        'export function scan(req) {',
        `  return String(req.query.tag).search(equalsRe)${extra};`,
        '}',
      );
    const copied = await runSecurityRegressionGate([
      modified('mustache.js', source(''), source(' + 0')),
      { path: 'mustache.mjs', status: 'added', before: null, after: source('') },
    ]);
    expect(copied.findings).toEqual([]);
    const alone = await runSecurityRegressionGate([
      { path: 'mustache.mjs', status: 'added', before: null, after: source('') },
    ]);
    expect(alone.findings.map((finding) => finding.rule)).toEqual(['redos']);
  });

  it('reads JavaScript converted to TypeScript, and a bundle of a deleted file, as code that moved', async () => {
    // uri-js 2.1.1 turned `src/uri.js` into `src/uri.ts`; 3.0.0 bundled `build/uri.js` into
    // `dist/es5/uri.all.js` with the parentheses around the match dropped.
    const js = lines(
      'export function parse(req) {',
      '  const uri = String(req.query.uri);',
      '  return (uri.match(/\\/\\/(?:.|\\n)*\\:(?:\\/|$)/) ? 1 : 0);',
      '}',
    );
    const ts = js.replace('parse(req)', 'parse(req: Request): number');
    const bundled = lines(
      '(function (global) {',
      '  function parse(req) {',
      '    var uri = String(req.query.uri);',
      '    return uri.match(/\\/\\/(?:.|\\n)*\\:(?:\\/|$)/) ? 1 : 0;',
      '  }',
      '  global.parse = parse;',
      '})(this);',
    );
    const converted = await runSecurityRegressionGate([
      { path: 'src/uri.js', status: 'deleted', before: js, after: null },
      { path: 'src/uri.ts', status: 'added', before: null, after: ts },
    ]);
    expect(converted.findings).toEqual([]);
    const bundle = await runSecurityRegressionGate([
      { path: 'build/uri.js', status: 'deleted', before: js, after: null },
      {
        path: 'dist/es5/uri.all.js',
        status: 'added',
        before: null,
        after: `${bundled}\n`.repeat(3),
      },
    ]);
    expect(bundle.findings.filter((finding) => finding.rule === 'redos')).toEqual([]);
    // The same pattern nowhere in the baseline of the change: new code, refused.
    const fresh = await runSecurityRegressionGate([
      { path: 'src/uri.ts', status: 'added', before: null, after: ts },
    ]);
    expect(fresh.findings.map((finding) => finding.rule)).toEqual(['redos']);
  });

  it('lets a validation call move into the file of the function that calls it', async () => {
    // jose 6.2.16 moved `validateMaxPBES2Count` from the key-management helper to its caller.
    const helper = (call: string): string =>
      lines(
        'export function validateMaxCount(value) {',
        "  if (!(value > 0)) throw new TypeError('maxCount must be positive');",
        '}',
        'export async function decryptKey(entry, key, maxCount) {',
        call,
        '  return derive(entry, key, maxCount);',
        '}',
      );
    const caller = (body: string): string =>
      lines(
        "import { decryptKey, validateMaxCount } from './key.js';",
        'export async function decrypt(jwe, key, options) {',
        '  const { maxCount } = options;',
        body,
        '  return decryptKey(jwe, key, maxCount);',
        '}',
      );
    const dropped = modified('lib/key.js', helper('  validateMaxCount(maxCount);'), helper(''));
    const moved = await runSecurityRegressionGate([
      dropped,
      modified('lib/decrypt.js', caller(''), caller('  validateMaxCount(maxCount);')),
    ]);
    expect(moved.passed).toBe(true);
    expect(moved.findings).toEqual([
      expect.objectContaining({
        file: 'lib/key.js',
        rule: 'primitive-removed',
        severity: 'info',
        message: expect.stringContaining(
          'the change makes the call in lib/decrypt.js instead',
        ) as unknown,
      }),
    ]);
    // Dropped, and made in a file that never reaches the function that lost it: refused.
    const elsewhere = await runSecurityRegressionGate([
      dropped,
      modified(
        'lib/other.js',
        'export function other(value) { return value; }',
        'export function other(value) { validateMaxCount(value); return value; }',
      ),
    ]);
    expect(elsewhere.passed).toBe(false);
    expect(elsewhere.findings.map((finding) => finding.rule)).toEqual(['primitive-removed']);
  });

  it('lets a bundle carry a pattern the baseline of the change built in a source file', async () => {
    // markdown-it 15.0.0: its new bundle holds a pattern the old bundle had tree-shaken away,
    // which its baseline source built from named strings.
    const bundle = (extra: string): string =>
      lines(
        'var CLOSE_RE = /^<\\/[a-z]+>/;',
        extra,
        'export function parse(req) {',
        '  return CLOSE_RE.test(req.query.html);',
        '}',
      );
    const source = lines(
      "const word = '[a-z]+';",
      "export const TAG_RE = new RegExp('^(?:' + word + ')+$');",
    );
    const bundled = modified(
      'dist/index.cjs.js',
      bundle(''),
      bundle("var TAG_RE = new RegExp('^(?:[a-z]+)+$');"),
    );
    const had = await runSecurityRegressionGate([
      bundled,
      modified('lib/html_re.mjs', source, `${source}\n`),
    ]);
    expect(had.passed).toBe(true);
    expect(had.findings).toEqual([
      expect.objectContaining({
        rule: 'redos',
        severity: 'info',
        message: expect.stringContaining('has the same pattern in lib/html_re.mjs') as unknown,
      }),
    ]);
    const alone = await runSecurityRegressionGate([bundled]);
    expect(alone.passed).toBe(false);
  });
});
