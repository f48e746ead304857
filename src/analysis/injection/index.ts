export type { FileScan, ScanAssessment, ScanEvidence } from './scan-file.js';
export { scanFilesForInjection } from './scan-files.js';
export type { ScanJob } from './scan-files.js';
export { scoreInjection, scoreInjectionWithModel } from './score.js';
export { channelOfRecord } from './record-channel.js';
export { LEARNED_RULE, trainLearnedModel } from './learned.js';
export type { LearnedModel } from './learned.js';
export {
  learnedModelJson,
  learnedSampleOf,
  readableWindows,
  readTrainingSet,
  trainFromSets,
  TRAINING_SETS,
} from './learned-train.js';
export type { ReadableWindow } from './learned-train.js';
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
