import { z } from 'zod';

/**
 * The `policy` key of `.governance/config.json`: what the OS sandbox lets an agent do.
 * `policySchema.parse({})` is the default when the config names no policy: the whole
 * worktree writable except the always-read-only paths, the built-in secrets masked, no
 * network, the base environment allowlist, no Unix sockets.
 */

const envName = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name');

const commandName = z
  .string()
  .min(1)
  .regex(/^[^\s]+$/, 'must be a command name or an absolute path, without spaces')
  .refine((value) => !value.includes('/') || value.startsWith('/'), {
    error: 'must be a bare command name (looked up on PATH) or an absolute path',
  });

const worktreePath = z
  .string()
  .min(1)
  .refine((value) => !value.startsWith('/') && !value.startsWith('~'), {
    error: 'must be relative to the worktree',
  })
  .refine((value) => !value.split(/[\\/]/).includes('..'), {
    error: 'must not leave the worktree (no ".." segments)',
  });

const HOST = String.raw`(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*`;
const IPV4 = String.raw`\d{1,3}(\.\d{1,3}){3}`;
const IPV6 = String.raw`\[[0-9a-f:.]+\]`;
const PORT = String.raw`(:\d{1,5})?`;
const NETWORK_ENTRY = new RegExp(`^(${HOST}|${IPV4}|${IPV6})${PORT}$`, 'i');

const networkEntry = z
  .string()
  .regex(
    NETWORK_ENTRY,
    'must be a domain (api.example.com, *.example.com) or an IP, optionally with :port',
  )
  .refine((value) => !/^localhost(:\d+)?$/i.test(value), {
    error: 'name loopback endpoints as IP literals with a port (127.0.0.1:8080)',
  })
  .refine((value) => !/^(127\.\d+\.\d+\.\d+|\[::1\])$/.test(value), {
    error: 'a loopback entry must name its port (127.0.0.1:8080)',
  });

export const policySchema = z
  .object({
    readOnlyPaths: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'Paths (worktree-relative or absolute) the agent can read but never write, even inside a writable path. Unset or []: only the always-read-only ones (.git, .governance, PROGRESS.json, shell start-up files).',
      ),
    writeOnlyPaths: z
      .array(worktreePath)
      .optional()
      .describe(
        'Worktree-relative paths or globs the agent may write. Unset: the whole worktree. []: nothing in the worktree (only its private HOME and TMPDIR).',
      ),
    forbiddenPaths: z
      .array(z.string().min(1))
      .optional()
      .describe(
        'Globs masked so the agent cannot read them, on top of the built-in .env*, *.key, *.pem and secrets/** (which always apply). A pattern without a slash matches at any depth; /abs and ~/ patterns name host paths. Unset or []: the built-in ones only.',
      ),
    allowedCommands: z
      .array(commandName)
      .optional()
      .describe(
        'When set, PATH holds only these commands (a convenience: absolute paths still run; use forbiddenCommands to make a binary unavailable). Unset: PATH as given. []: an empty PATH.',
      ),
    forbiddenCommands: z
      .array(commandName)
      .optional()
      .describe(
        'Commands whose binaries are unavailable inside the sandbox (every copy on PATH and the standard bin dirs is masked). Unset or []: none.',
      ),
    networkAccess: z
      .boolean()
      .default(false)
      .describe(
        'false: no network at all. true: the host network, or only networkAllowlist when set.',
      ),
    networkAllowlist: z
      .array(networkEntry)
      .optional()
      .describe(
        'With networkAccess: the only destinations, through a filtering HTTP proxy (HTTPS_PROXY). Domains, *.subdomains, IPs, each optionally :port; loopback only as an IP literal with its port. Unset: the host network, unfiltered (loopback included). []: nothing.',
      ),
    envAllowlist: z
      .array(envName)
      .optional()
      .describe(
        "Names of kernel environment variables the agent may see. Unset: PATH, LANG, LC_ALL, TERM, TZ, USER, LOGNAME, SHELL. []: none. HOME and TMPDIR are always the private ones; the agent's own key comes from its agent settings.",
      ),
    maxExecutionTimeMs: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'Upper bound on any agent process run time, in milliseconds. Unset: the task time limit alone.',
      ),
    maxMemoryMb: z
      .number()
      .int()
      .min(16)
      .optional()
      .describe(
        'Memory cap for all processes of an attempt together (cgroup). Unset: no cap. Where no cgroup is available the attempt record says it was not applied.',
      ),
    allowUnixSockets: z
      .boolean()
      .default(false)
      .describe(
        'Allow creating Unix domain sockets. They reach daemons outside the sandbox (docker, systemd, D-Bus), so the default is false.',
      ),
    maxMaskScanEntries: z
      .number()
      .int()
      .positive()
      .optional()
      .describe(
        'How many directory entries (worktree, main checkout and absolute forbiddenPaths globs together, node_modules and .git not entered) the scan for files to mask may visit before each attempt. A larger tree stops the attempt with SANDBOX_UNAVAILABLE instead of leaving unscanned files readable. Unset: 200000.',
      ),
  })
  .strict()
  .superRefine((policy, ctx) => {
    if (policy.networkAllowlist !== undefined && !policy.networkAccess) {
      ctx.addIssue({
        code: 'custom',
        path: ['networkAllowlist'],
        message:
          'needs networkAccess: true (with networkAccess false there is no network at all); set policy.networkAccess to true or remove networkAllowlist',
      });
    }
  })
  .describe('What the OS sandbox lets an agent do.');

export type PolicyConfig = z.infer<typeof policySchema>;
