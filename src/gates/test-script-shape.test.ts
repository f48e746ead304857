import { describe, expect, it } from 'vitest';
import { describeTestScriptShape, testScriptShape } from './test-script-shape.js';

describe('testScriptShape', () => {
  it('finds lint and format chained before the tests, through npm run', () => {
    const shape = testScriptShape({
      test: 'npm run lint && prettier --check . && vitest run',
      lint: 'eslint .',
    });
    expect(shape).toEqual({
      checks: [
        { tool: 'eslint', gate: 'AST_LINT' },
        { tool: 'prettier', gate: 'SYNTAX_CHECK' },
      ],
      testOnly: { command: 'vitest', args: ['run'] },
    });
    expect(describeTestScriptShape(shape ?? { checks: [], testOnly: null })).toContain(
      '"command": "vitest", "args": ["run"]',
    );
  });

  it('says nothing about a test script that only runs tests', () => {
    expect(testScriptShape({ test: 'vitest run' })).toBeNull();
    expect(
      testScriptShape({ test: 'npm run test:unit', 'test:unit': 'tape test/*.js' }),
    ).toBeNull();
  });
});
