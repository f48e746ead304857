export type { FileScan, ScanAssessment, ScanEvidence } from './scan-file.js';
export { scanFilesForInjection } from './scan-files.js';
export type { ScanJob } from './scan-files.js';
export { scoreInjection } from './score.js';
export { scanSourceForInjection } from './source-scan.js';
export type { ChannelAssessment, ScanSourceOptions } from './source-scan.js';
export {
  INJECTION_HOSTILE_SCORE,
  INJECTION_CHANNELS,
  INJECTION_FAMILIES,
  INJECTION_VERDICTS,
  INJECTION_SUSPECT_SCORE,
} from './types.js';
export type {
  InjectionAssessment,
  InjectionChannel,
  InjectionFamily,
  InjectionFinding,
  InjectionVerdict,
  ScoreInjectionOptions,
} from './types.js';
