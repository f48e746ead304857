export { runAntiStub } from './anti-stub.js';
export { detectToolCommand, resolveToolCommand } from './tool-detect.js';
export type { ToolCommandOverride } from './tool-detect.js';
export { runToolGate } from './tool-gates.js';
export { GATE_ERROR_CODES, GATE_NAMES, SEVERITIES, TOOL_GATE_NAMES } from './types.js';
export type {
  ChangedFile,
  ChangeStatus,
  Finding,
  GateErrorCode,
  GateInput,
  GateName,
  GateVerdict,
  Severity,
  ToolCommand,
  ToolGateName,
} from './types.js';
