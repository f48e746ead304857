import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../common/index.js';

/** Port of the in-sandbox end of the proxy bridge (the same as sandbox-runtime's). */
export const PROXY_PORT = 3128;

/** Used when the kernel's environment has no PATH at all. */
export const DEFAULT_PATH = '/usr/local/bin:/usr/bin:/bin';

/** Names the sandbox sets itself; neither the host nor an adapter can override them. */
const PROXY_NAMES = ['HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'http_proxy', 'https_proxy'];
const NO_PROXY_NAMES = ['NO_PROXY', 'no_proxy', 'all_proxy'];

export interface SandboxEnvInput {
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** `undefined`: BASE_ENV_ALLOWLIST. */
  readonly envAllowlist: readonly string[] | undefined;
  /** Added as is (the agent's API key); the sandbox's own names still win. */
  readonly extraEnv: Readonly<Record<string, string>>;
  readonly home: string;
  readonly tmpdir: string;
  /** Set when allowedCommands restricts PATH to a private bin dir. */
  readonly privateBin: string | null;
  readonly proxy: boolean;
  /** Keep the command's own PATH (a tool gate puts node_modules/.bin first). */
  readonly keepCommandPath?: boolean;
}

/** The names the sandbox owns and sets last. */
function ownedEnv(input: SandboxEnvInput, commandPath: string | undefined): Record<string, string> {
  const owned: Record<string, string> = { HOME: input.home, TMPDIR: input.tmpdir };
  owned['PATH'] =
    input.privateBin ??
    (input.keepCommandPath === true ? commandPath : undefined) ??
    input.hostEnv['PATH'] ??
    DEFAULT_PATH;
  if (input.proxy) {
    const url = `http://127.0.0.1:${PROXY_PORT}`;
    for (const name of PROXY_NAMES) {
      owned[name] = url;
    }
  }
  return owned;
}

function withoutNoProxy(env: Record<string, string>, proxy: boolean): Record<string, string> {
  // A NO_PROXY entry would send loopback traffic straight into the empty namespace.
  return proxy
    ? Object.fromEntries(Object.entries(env).filter(([name]) => !NO_PROXY_NAMES.includes(name)))
    : env;
}

/**
 * The agent's environment: the allowlisted names from the kernel's environment, the extra
 * variables, then the sandbox's own HOME, TMPDIR, PATH and proxy settings. Pure.
 */
export function buildSandboxEnv(input: SandboxEnvInput): Record<string, string> {
  return filterCommandEnv({}, input);
}

/**
 * The environment for one command an adapter asked for: the sandbox's environment plus the
 * adapter's own variables (GOVERN_TASK_ID, IS_SANDBOX, a config blob). A name that exists in
 * the kernel's environment passes only when the allowlist or extraEnv names it, whatever value
 * the adapter gave it, so an adapter that copies the kernel's environment cannot leak it. Pure.
 */
export function filterCommandEnv(
  specEnv: Readonly<Record<string, string>>,
  input: SandboxEnvInput,
): Record<string, string> {
  const allowlist = input.envAllowlist ?? BASE_ENV_ALLOWLIST;
  const allowed = new Set([...allowlist, ...Object.keys(input.extraEnv)]);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(specEnv)) {
    if (input.hostEnv[name] === undefined || allowed.has(name)) {
      kept[name] = value;
    }
  }
  return withoutNoProxy(
    {
      ...sanitizeEnv(input.hostEnv, allowlist),
      ...input.extraEnv,
      ...kept,
      ...ownedEnv(input, specEnv['PATH']),
    },
    input.proxy,
  );
}
