import type { GateName, TaskCategory } from '../common/index.js';

const CODE_GATES: readonly GateName[] = [
  'SCOPE',
  'CONSTITUTION',
  'SECRETS',
  'ANTI_STUB',
  'TEST_INTEGRITY',
  'INJECTION',
  'SECURITY_REGRESSION',
  'SYNTAX_CHECK',
  'AST_LINT',
  'TYPE_CHECK',
  'TEST_SUITE',
];

/**
 * The gates each category runs when config says nothing. Code-producing categories get
 * the full chain; documentation is format-checked (prettier knows Markdown) and scanned for
 * secrets and injected instructions (docs are where a later agent reads them), since a type
 * check or a test run tells nothing about prose.
 */
export const DEFAULT_CATEGORY_GATES: Readonly<Record<TaskCategory, readonly GateName[]>> = {
  LLM_INFERENCE: CODE_GATES,
  DATA_STORAGE: CODE_GATES,
  UI_COMPONENT: CODE_GATES,
  API_INTEGRATION: CODE_GATES,
  INFRASTRUCTURE: CODE_GATES,
  TESTING: CODE_GATES,
  DOCUMENTATION: ['SCOPE', 'CONSTITUTION', 'SECRETS', 'ANTI_STUB', 'INJECTION', 'SYNTAX_CHECK'],
  MIGRATION: CODE_GATES,
  REFACTORING: CODE_GATES,
};

/**
 * The gates a change that touches code runs whatever its category's chain says: a
 * documentation task that edits a comment inside `src/query.ts` is a code change to
 * `src/query.ts`, and a label must not switch off the checks of the code it touched.
 */
export const CODE_CHANGE_GATES: readonly GateName[] = [
  'TEST_INTEGRITY',
  'SECURITY_REGRESSION',
  'AST_LINT',
  'TYPE_CHECK',
  'TEST_SUITE',
];

/** Agent time limit per attempt when neither the task nor config names one. */
export const DEFAULT_TASK_TIMEOUT_MS = 10 * 60 * 1000;
/** As in the seed: 2 retries, so up to 3 attempts. */
export const DEFAULT_MAX_RETRIES = 2;
