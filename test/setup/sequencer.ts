import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/*
 * Long files start first. On a fresh clone (CI) vitest has no timings cached and keeps glob
 * order, which put the real agent CLIs' suites (~60-90 s each) last: one worker ran them
 * alone while the other sat idle. Durations from `npx vitest run --reporter=json`, 2 cores.
 * A file missing here keeps vitest's order after these.
 */
const SLOW_FIRST = [
  'test/integration/agents-loop-opencode.test.ts',
  'test/integration/distributed.test.ts',
  'test/integration/distributed-race.test.ts',
  'test/integration/crash.test.ts',
  'test/integration/loop.test.ts',
  'test/integration/economy.test.ts',
  'test/integration/parallel.test.ts',
  'test/integration/agents-loop-kilo.test.ts',
  'test/integration/serve.test.ts',
  'test/integration/agents-loop-claude-codex.test.ts',
  'src/gates/resident-tsc.test.ts',
  'test/integration/cli.test.ts',
  'test/integration/agents-real.test.ts',
  'src/gates/tool-gates-incremental.test.ts',
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification): number => {
      const index = SLOW_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: files not listed keep vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
