export { BENCH_ACTIONS, BENCH_CASE_VERSION, BENCH_PACKS, benchCaseSchema } from './case-schema.js';
export type { BenchAction, BenchCase, BenchExpect, BenchStep } from './case-schema.js';
export { classifyAction } from './classify.js';
export { formatScorecard } from './format.js';
export { loadBenchCases } from './load-cases.js';
export type { LoadedCase } from './load-cases.js';
export { BENCH_DEFAULT_GATES } from './run-case.js';
export type { CaseObservation } from './run-case.js';
export {
  DEFAULT_BENCH_CONCURRENCY,
  SCORECARD_PATH,
  SCORECARD_VERSION,
  runBench,
} from './run-bench.js';
export type { BenchOptions, CaseResult, CaseVerdict, Scorecard } from './run-bench.js';
