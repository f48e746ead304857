export { buildBwrapArgs, NETWORK_MODES } from './bwrap-args.js';
export type { BwrapPlan, NetworkMode } from './bwrap-args.js';
export { MEMORY_MECHANISMS, probeMemoryLimit } from './cgroup.js';
export type { MemoryLimitState, MemoryMechanism, MemoryUsage } from './cgroup.js';
export { createGateSession } from './gate-profile.js';
export type { GateSessionOptions } from './gate-profile.js';
export type { SandboxCommand } from './launch.js';
export {
  ALWAYS_READ_ONLY_PATHS,
  BUILTIN_FORBIDDEN_PATHS,
  HOST_CREDENTIAL_PATHS,
} from './policy.js';
export type { SandboxPolicy } from './policy.js';
export type { ProcessLimitState } from './process-limit.js';
export { probeSandbox, SANDBOX_MECHANISMS } from './probe.js';
export type { ProbeOptions, SandboxMechanism, SandboxProbe } from './probe.js';
export { resolveSandboxPaths, treeMaskMatcher } from './resolve-paths.js';
export type { ResolvedSandboxPaths, ResolveInput } from './resolve-paths.js';
export type { ResolvedCommand } from './host-commands.js';
export { buildSeatbeltProfile } from './seatbelt.js';
export type { SeatbeltPlan } from './seatbelt.js';
export { createSandboxSession } from './session.js';
export type { SandboxNetwork, SandboxSession, SandboxSessionOptions } from './session.js';
