import { describe, expect, it } from 'vitest';
import { checkAllowed, checkRegressions, lines } from '../../../test/helpers/security-cases.js';
import type { SecurityCase } from '../../../test/helpers/security-cases.js';
import { assessSecurityRegression } from './assess.js';

// Shapes written while reading the third blind security-regression set (tuning data,
// test/fixtures/detectors/secregress-heldout3.jsonl); the fixtures here are our own.

/** The cases of this file are TypeScript unless they say otherwise. */
const typescript = (cases: readonly SecurityCase[]): SecurityCase[] =>
  cases.map((one) => ({ path: 'src/app.ts', ...one }));

describe("a library's protection switched off", () => {
  checkRegressions(
    typescript([
      {
        name: "an Electron window's pages given Node.js and the preload's context",
        rule: 'protection-off',
        baseline: lines(
          'const win = new BrowserWindow({',
          "  webPreferences: { preload: join(__dirname, 'preload.js'), contextIsolation: true },",
          '});',
        ),
        proposed: lines(
          'const win = new BrowserWindow({',
          "  webPreferences: { preload: join(__dirname, 'preload.js'), contextIsolation: false, nodeIntegration: true },",
          '});',
        ),
      },
      {
        name: 'an XML parser that expands external entities',
        rule: 'protection-off',
        baseline: 'export const parse = (xml: string) => libxml.parseXml(xml, { nonet: true });',
        proposed:
          'export const parse = (xml: string) => libxml.parseXml(xml, { nonet: true, noent: true, dtdload: true });',
      },
      {
        name: "markdown-it's raw HTML and a sanitizer that lets every tag through",
        rule: 'protection-off',
        baseline: lines(
          'const md = markdownIt({ linkify: true, typographer: true });',
          'const clean = (s: string) => sanitizeHtml(s, { allowedTags: ["b", "i"] });',
        ),
        proposed: lines(
          'const md = markdownIt({ html: true, linkify: true, typographer: true });',
          'const clean = (s: string) => sanitizeHtml(s, { allowedTags: false, allowedAttributes: false });',
        ),
      },
      {
        name: 'a template engine configured without autoescaping',
        rule: 'protection-off',
        baseline: "nunjucks.configure('views', { autoescape: true, express: app });",
        proposed: "nunjucks.configure('views', { autoescape: false, express: app });",
      },
    ]),
  );
  it('reads keys named like Object.prototype members without crashing', async () => {
    // transformation-matrix 1.8.0 (the thirty-second held-out set): a lookup table keyed by
    // option names once read `constructor` off the table's prototype.
    const result = await assessSecurityRegression(
      'export const a = 1;',
      "export const o = { constructor: Base, toString: () => 'x', valueOf: 1, __proto__: null };",
      'src/app.ts',
    );
    expect(result.verdict).toBe('allow');
  });
  checkAllowed(
    typescript([
      {
        name: "the safe values, and `html` that is no renderer's option",
        baseline: "const page = { title: 'x' };",
        proposed: lines(
          "const page = { title: 'x', html: true };",
          'const md = markdownIt({ html: false, linkify: true });',
          'const win = new BrowserWindow({ webPreferences: { contextIsolation: true, sandbox: true } });',
        ),
      },
    ]),
  );
});

describe('shell and SQL built where the call decides', () => {
  checkRegressions(
    typescript([
      {
        name: "spawn's arguments array joined into a shell command line with shell: true",
        rule: 'shell-injection',
        baseline: lines(
          'export function thumb(input: string) {',
          "  return spawn('convert', [input, '-thumbnail', '64x64'], { stdio: 'pipe' });",
          '}',
        ),
        proposed: lines(
          'export function thumb(input: string) {',
          "  return spawn('convert', [input, '-thumbnail', '64x64'], { stdio: 'pipe', shell: true });",
          '}',
        ),
      },
      {
        name: 'a promisified exec given a command line built from input',
        rule: 'shell-injection',
        baseline: lines(
          'export async function clone(url: string, dir: string) {',
          "  await run('git', ['clone', '--', url, dir]);",
          '}',
        ),
        proposed: lines(
          'const sh = promisify(exec);',
          'export async function clone(url: string, dir: string) {',
          '  await sh(`git clone ${url} ${dir}`);',
          '  await promisify(exec)(`git -C ${dir} fetch`);',
          '}',
        ),
      },
      {
        name: 'a command line joined from the script arguments',
        rule: 'shell-injection',
        baseline: "const { execSync } = require('child_process');",
        proposed: lines(
          "const { execSync } = require('child_process');",
          'const plugins = process.argv.slice(2);',
          "execSync('babel src --out-dir lib --plugins=' + plugins.join(','));",
        ),
      },
      {
        name: "a query builder's raw method given interpolated text",
        rule: 'sql-injection',
        baseline: lines(
          'export function search(q: string) {',
          "  return db('users').whereRaw('lower(name) like ?', [`%${q}%`]);",
          '}',
        ),
        proposed: lines(
          'export function search(q: string) {',
          "  return db('users').whereRaw(`lower(name) like '%${q}%'`);",
          '}',
        ),
      },
      {
        name: 'a condition with its value quoted in the text, pushed onto the WHERE list',
        rule: 'sql-injection',
        baseline: lines(
          'export function filter(category: string, where: string[], params: unknown[]) {',
          "  where.push('category = ?');",
          '  params.push(category);',
          '}',
        ),
        proposed: lines(
          'export function filter(category: string, where: string[], params: unknown[]) {',
          "  where.push(`category = '${category}'`);",
          '}',
        ),
      },
    ]),
  );
  checkAllowed(
    typescript([
      {
        name: 'markup with a quoted attribute pushed onto a list, and bound parameters',
        baseline: 'export const row = (parts: string[], name: string) => parts.push(name);',
        proposed: lines(
          "export const row = (parts: string[], name: string) => parts.push(`class='${name}'`);",
          "export const find = (q: string) => db('users').whereRaw('name = ?', [q]);",
        ),
      },
      {
        // zen-observable 0.8.8's build script: the plugin names are a module of the repository.
        name: "a command line joined from a list the repository's own module exports",
        baseline: "const { execSync } = require('child_process');",
        proposed: lines(
          "const { execSync } = require('child_process');",
          "const plugins = require('./babel-plugins');",
          "execSync('babel src --out-dir lib --plugins=' + plugins.join(','), { stdio: 'inherit' });",
        ),
      },
    ]),
  );
});

describe("a handler's authorization decorator", () => {
  const controller = (decorators: string): string =>
    lines(
      "@Controller('admin')",
      'export class AdminController {',
      "  @Post('impersonate')",
      decorators,
      '  impersonate(@Body() dto: ImpersonateDto) {',
      '    return this.admin.issueToken(dto.userId);',
      '  }',
      '}',
    );
  checkRegressions(
    typescript([
      {
        name: 'a @Roles requirement removed from a NestJS handler',
        rule: 'middleware-removed',
        path: 'src/admin.controller.ts',
        baseline: controller("  @Roles('admin')\n  @UseGuards(RolesGuard)"),
        proposed: controller('  @UseGuards(RolesGuard)'),
      },
    ]),
  );
  checkAllowed(
    typescript([
      {
        name: 'the same decorators, reordered, with a route decorator added',
        path: 'src/admin.controller.ts',
        baseline: controller("  @Roles('admin')"),
        proposed: controller("  @HttpCode(200)\n  @Roles('admin')"),
      },
    ]),
  );
});
