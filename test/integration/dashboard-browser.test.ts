import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startServer } from '../../src/server/index.js';
import { govern } from '../helpers/cli.js';
import { makeServeFixture, writeScorecard } from '../helpers/serve-fixture.js';

/*
 * The dashboard in a real browser: Debian's chromium (installed by .ci/run) driven by
 * playwright-core, against a real server over a real ledger made by a real `govern run`.
 */
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

function statusOf(repo: string, id: string): string | undefined {
  const ledger = JSON.parse(readFileSync(join(repo, 'PROGRESS.json'), 'utf8')) as {
    tasks: { id: string; status: string }[];
  };
  return ledger.tasks.find((task) => task.id === id)?.status;
}

describe('dashboard in chromium', () => {
  it.skipIf(!hasChromium)(
    'shows the board, timeline, budget, scorecard and charts; approve needs the token; updates live (skipped without /usr/bin/chromium)',
    async () => {
      const repo = makeServeFixture();
      writeScorecard(repo);
      const server = await startServer({
        workspace: repo,
        governanceDir: join(repo, '.governance'),
        port: 0,
        configuredToken: null,
        hostEnv: { PATH: process.env['PATH'] },
        defaultApprover: 'tester',
      });
      onTestFinished(() => server.close());
      // --no-sandbox: CI runs as root, where chromium's own sandbox refuses to start.
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox'],
      });
      onTestFinished(() => browser.close());
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      let scriptRan = false;
      page.on('dialog', (dialog) => {
        scriptRan = true;
        void dialog.dismiss();
      });

      await page.goto(`${server.url}/`);
      await page.waitForSelector('body[data-loaded]');
      const dep = page.locator('[data-column="AWAITING_APPROVAL"] .card[data-task="DEP"]');
      await expect.poll(() => dep.count()).toBe(1);
      expect(await dep.innerText()).toContain('bump x to 2.0.0');
      const broken = page.locator('[data-column="FAILED"] .card[data-task="BROKEN"]');
      expect(await broken.locator('.gate').innerText()).toBe('AGENT');
      expect(await broken.innerText()).toContain('2 attempts');
      // A description carrying markup is shown as text, never run.
      expect(await broken.locator('.desc').first().innerText()).toContain(
        '<script>alert(1)</script>',
      );
      expect(await page.locator('#counts [data-status="AWAITING_APPROVAL"]').innerText()).toContain(
        '1',
      );
      expect(await page.locator('#budget').innerText()).toContain('$0.06 of $1.00');
      const bench = await page.locator('#benchmark').innerText();
      expect(bench).toContain('39 / 42 passed');
      expect(bench).toContain('3 documented gaps');
      expect(bench).toContain('injection-prose-channel');
      expect(await page.locator('#quality svg').count()).toBeGreaterThan(0);
      expect(await page.locator('#audit').innerText()).toContain('task.awaiting_approval');

      await dep.click();
      await page.waitForSelector('#timeline .attempt[data-attempt="1"]');
      const timeline = await page.locator('#timeline').innerText();
      expect(timeline).toContain('Attempt 1');
      expect(timeline).toContain('held');
      expect(timeline).toContain('package.json');

      // Without the token: 401, the page says so, and the ledger is untouched.
      const before = readFileSync(join(repo, 'PROGRESS.json'), 'utf8');
      await dep.locator('button.approve').click();
      await expect.poll(() => page.locator('#notice').innerText()).toContain('401');
      expect(readFileSync(join(repo, 'PROGRESS.json'), 'utf8')).toBe(before);
      expect(statusOf(repo, 'DEP')).toBe('AWAITING_APPROVAL');

      // With the token: the change lands and the card moves.
      await page.fill('#token', server.token);
      await page
        .locator('[data-column="AWAITING_APPROVAL"] .card[data-task="DEP"] button.approve')
        .click();
      await page.waitForSelector('[data-column="COMPLETED"] .card[data-task="DEP"]', {
        timeout: 30_000,
      });
      expect(await page.locator('#notice').innerText()).toContain('DEP approved and landed');
      expect(statusOf(repo, 'DEP')).toBe('COMPLETED');

      // Another process changes the ledger: the page follows without a reload.
      expect(govern(repo, ['reset', 'BROKEN']).code).toBe(0);
      await page.waitForSelector('[data-column="PENDING"] .card[data-task="BROKEN"]', {
        timeout: 15_000,
      });
      expect(pageErrors).toEqual([]);
      expect(scriptRan).toBe(false);
    },
  );
});
