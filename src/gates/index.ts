export { runAntiStub } from './anti-stub.js';
export { constitutionRuleId, runConstitutionGate } from './constitution.js';
export type { ConstitutionContext } from './constitution.js';
export { goModulePath } from './constitution-resolve.js';
export type { HeadTree } from './constitution-resolve.js';
export {
  CONSTITUTION_PATH,
  CONSTITUTION_RULE_KINDS,
  constitutionIssues,
  constitutionSchema,
  parseConstitution,
} from './constitution-schema.js';
export type {
  Constitution,
  ConstitutionRule,
  ConstitutionRuleKind,
} from './constitution-schema.js';
export type { AntiStubOptions } from './anti-stub.js';
export { COULD_NOT_CHECK_RULE, crashedVerdict } from './could-not-check.js';
export { runSecretsGate } from './secrets.js';
export { runSecurityRegressionGate } from './security-regression.js';
export { INJECTION_GATE_MODES, runInjectionGate } from './injection.js';
export type { InjectionGateMode, InjectionGateOptions } from './injection.js';
export { contentHash } from './content-hash.js';
export {
  createGateCache,
  dependencyFingerprint,
  GATE_CACHE_FILE,
  runToolGateCached,
} from './gate-cache.js';
export { primeResidentCheck, seedTscBuildInfo } from './tsc-state.js';
export type { GateCache, GateCacheKeys } from './gate-cache.js';
export { createScopeMatcher, protectedKind, runScopeGate } from './scope.js';
export { runScopeGateFor } from './scope-docs.js';
export { isTestFile, runTestIntegrityGate } from './test-integrity.js';
export { runnerTestFiles } from './test-runner-files.js';
export { recheckSuite } from './related-tests.js';
export type { SuiteRecheck } from './related-tests.js';
export type { TestIntegrityOptions } from './test-integrity.js';
export { detectToolCommand, resolveToolCommand } from './tool-detect.js';
export { isPrettierConfigName } from './tool-detect-format.js';
export { installHint } from './tool-install-hint.js';
export type { ToolCommandOverride } from './tool-detect.js';
export { CHECK_FILES, CHECK_FOLDERS, DETECTION_FILES, diskRoot } from './tool-root.js';
export type { RootView } from './tool-root.js';
export type { CheckedFileSet } from './tool-file-set.js';
export { runToolGate } from './tool-gates.js';
export { testScriptShape } from './test-script-shape.js';
export { judgedByScripts, testCommandFindings } from './test-command.js';
export { readTestCount } from './test-count.js';
export type { TestCount } from './test-count.js';
export type { TestScriptShape } from './test-script-shape.js';
export { findSwappedTool, locateCommand, pinTools } from './tool-pins.js';
export type { PinnedFile, PinnedRole, ToolPins } from './tool-pins.js';
export { releaseResidentCheckers } from './resident-tsc.js';
export { directResidents, residentProcess } from './resident-process.js';
export type { ResidentSpec } from './resident-process.js';
export { GATE_ERROR_CODES, GATE_NAMES, SEVERITIES, TOOL_GATE_NAMES } from './types.js';
export type {
  ChangedFile,
  ChangeStatus,
  Finding,
  GateErrorCode,
  GateInput,
  GateName,
  GateVerdict,
  ResidentLauncher,
  ResidentToolLaunch,
  ResidentToolProcess,
  Severity,
  SilencedFinding,
  ToolCommand,
  ToolGateName,
  ToolLaunch,
  ToolLauncher,
} from './types.js';
