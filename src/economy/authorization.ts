import { basename } from 'node:path';
import picomatch from 'picomatch';
import { CI_CONFIG_GLOBS } from '../common/index.js';
import { compilePatterns, escapesRepository, normalizePath } from './paths.js';
import { lockfileFormat } from './lockfile.js';
import type { LockfileVerdict } from './lockfile.js';
import type { AuthorizationRules } from './rules.js';
import type { AuthorizationTier } from './vocabulary.js';

interface PathKind {
  readonly kind: string;
  readonly globs: readonly string[];
}

/**
 * Changes a person signs off (`govern approve`): what ships to every user of the
 * repository (dependencies), what outlives a revert (schemas, migrations) and what runs
 * with the repository's credentials (CI, hooks). Matched case-insensitively.
 */
export const SEMI_AUTONOMOUS_PATHS: readonly PathKind[] = [
  {
    kind: 'a dependency manifest or lock file',
    globs: [
      '**/package.json',
      '**/package-lock.json',
      '**/npm-shrinkwrap.json',
      '**/yarn.lock',
      '**/pnpm-lock.yaml',
      '**/pnpm-workspace.yaml',
      '**/bun.lock',
      '**/bun.lockb',
      '**/.npmrc',
      '**/.yarnrc',
      '**/.yarnrc.yml',
      '**/Cargo.toml',
      '**/Cargo.lock',
      '**/go.mod',
      '**/go.sum',
      '**/go.work',
      '**/go.work.sum',
      '**/requirements*.txt',
      '**/requirements/*.txt',
      '**/constraints*.txt',
      '**/pyproject.toml',
      '**/poetry.lock',
      '**/uv.lock',
      '**/Pipfile',
      '**/Pipfile.lock',
      '**/setup.py',
      '**/setup.cfg',
      '**/Gemfile',
      '**/Gemfile.lock',
      '**/*.gemspec',
      '**/composer.json',
      '**/composer.lock',
      '**/pom.xml',
      '**/build.gradle',
      '**/build.gradle.kts',
      '**/settings.gradle',
      '**/settings.gradle.kts',
      '**/gradle.lockfile',
      '**/*.csproj',
      '**/packages.lock.json',
      '**/Directory.Packages.props',
      '**/mix.exs',
      '**/mix.lock',
      '**/Package.swift',
      '**/Package.resolved',
      '**/Podfile',
      '**/Podfile.lock',
      '**/pubspec.yaml',
      '**/pubspec.lock',
      '**/deno.lock',
    ],
  },
  {
    kind: 'a schema or migration',
    globs: [
      '**/migrations/**',
      '**/migrate/**',
      '**/alembic/versions/**',
      '**/*.sql',
      // A schema as data or code (Rails' db/schema.rb, schema.graphql, schema.sql, a drizzle
      // schema.ts), not its documentation: jsen 0.6.5's `schema.md` (bench:real's twenty-second
      // set) describes the JSON Schema keywords the library supports.
      '**/schema.{rb,py,ts,js,mjs,cjs,sql,graphql,gql,json,yaml,yml,xml,xsd,prisma,proto,avsc,cql,dbml,cds}',
      '**/*.prisma',
      '**/openapi.{json,yaml,yml}',
      '**/openapi/**',
      '**/swagger.{json,yaml,yml}',
      '**/*.graphqls',
      '**/*.proto',
      '**/*.avsc',
      '**/*.schema.json',
    ],
  },
  {
    kind: 'CI configuration',
    globs: [
      ...CI_CONFIG_GLOBS,
      '.github/dependabot.yml',
      '.github/CODEOWNERS',
      'CODEOWNERS',
      '.pre-commit-config.yaml',
      '.husky/**',
    ],
  },
];

/**
 * Committed templates of `.env` files: not secrets, but one edit away from holding one, so
 * they need approval instead of being forbidden like every other `.env.*`.
 */
export const ENV_TEMPLATE_PATHS: readonly string[] = [
  '**/.env.example',
  '**/.env.sample',
  '**/.env.template',
  '**/.env.dist',
];

/** The kind of FORBIDDEN_PATHS' secrets entry, as its reasons name it. */
export const SECRETS_FILE_KIND = 'a secrets file';

/**
 * Never changed by a task: secrets (a leaked key cannot be rolled back), git's internals
 * and govern's own state (an agent that edits its governance escapes it).
 */
export const FORBIDDEN_PATHS: readonly PathKind[] = [
  {
    kind: SECRETS_FILE_KIND,
    globs: [
      '**/.env',
      '**/.env.*',
      '**/*.pem',
      '**/*.key',
      '**/*.p12',
      '**/*.pfx',
      '**/*.jks',
      '**/*.keystore',
      '**/*.kdbx',
      '**/secrets/**',
      '**/.secrets/**',
      '**/id_rsa',
      '**/id_dsa',
      '**/id_ecdsa',
      '**/id_ed25519',
      '**/.netrc',
      '**/.git-credentials',
      '**/.pgpass',
      '**/.htpasswd',
      '**/.aws/credentials',
      '**/.docker/config.json',
    ],
  },
  { kind: "git's internals", globs: ['.git/**', '**/.git/**'] },
  { kind: "govern's own state", globs: ['.governance/**', 'PROGRESS.json'] },
];

export interface PathClassification {
  readonly path: string;
  readonly tier: AuthorizationTier;
  /** Why, naming the list and the pattern that decided. */
  readonly reason: string;
}

export interface ChangeClassification {
  /** The strictest tier over the paths; autonomous for no paths. */
  readonly tier: AuthorizationTier;
  /** One line per path that is not autonomous, strictest first. */
  readonly reasons: readonly string[];
  readonly paths: readonly PathClassification[];
}

const TIER_RANK: Readonly<Record<AuthorizationTier, number>> = {
  autonomous: 0,
  'semi-autonomous': 1,
  forbidden: 2,
};

/**
 * The authorization tier of a change. Each path is decided by the first of:
 * 1. outside the repository (absolute, `..`): forbidden;
 * 2. config `forbidden`: forbidden;
 * 3. config `semiAutonomous`: semi-autonomous (it may also relax a built-in forbidden path);
 * 4. ENV_TEMPLATE_PATHS (`.env.example`...): semi-autonomous;
 * 5. built-in FORBIDDEN_PATHS: forbidden;
 * 6. config `autonomous`: autonomous (it relaxes built-in semi-autonomous paths only);
 * 7. a package.json in `metadataOnly`, whose change the caller read and found to touch only
 *    MANIFEST_METADATA_FIELDS (manifest-metadata.ts): autonomous;
 * 7b. a lock file in `lockfiles` whose verdict (judgeLockfileChange, lockfile.ts) is
 *    autonomous: autonomous; a verdict that is not adds its note to the sign-off's reason;
 * 8. built-in SEMI_AUTONOMOUS_PATHS: semi-autonomous;
 * 9. anything else: autonomous.
 * The change takes the strictest tier of its paths. Restrictive lists match
 * case-insensitively; the `autonomous` relaxation matches case-sensitively.
 */
export function classifyChange(
  paths: readonly string[],
  rules: AuthorizationRules = {},
  metadataOnly: ReadonlyMap<string, readonly string[]> = new Map(),
  lockfiles: ReadonlyMap<string, LockfileVerdict> = new Map(),
): ChangeClassification {
  const matchers = compileRules(rules);
  const judged = new Map([...metadataOnly].map(([path, fields]) => [normalizePath(path), fields]));
  const locks = new Map([...lockfiles].map(([path, verdict]) => [normalizePath(path), verdict]));
  const classified = paths.map((path) => classifyPath(path, matchers, judged, locks));
  const strictest = classified.reduce<AuthorizationTier>(
    (tier, path) => (TIER_RANK[path.tier] > TIER_RANK[tier] ? path.tier : tier),
    'autonomous',
  );
  const reasons = classified
    .filter((path) => path.tier !== 'autonomous')
    .sort((a, b) => TIER_RANK[b.tier] - TIER_RANK[a.tier])
    .map((path) => `${path.path}: ${path.reason}`);
  return { tier: strictest, reasons, paths: classified };
}

/**
 * True when no capability may commit or push to `branch`: it matches a name or glob of
 * `rules.protectedBranches` (a leading `refs/heads/` is ignored). No list: nothing is protected.
 */
export function isProtectedBranch(name: string, rules: AuthorizationRules = {}): boolean {
  const branch = name.replace(/^refs\/heads\//, '');
  const patterns = rules.protectedBranches ?? [];
  // Branch names are matched whole: `release` protects `release`, not `release/1.0`.
  return patterns.length > 0 && picomatch([...patterns], { dot: true })(branch);
}

interface CompiledAuthorization {
  readonly forbidden: (path: string) => string | null;
  readonly semiAutonomous: (path: string) => string | null;
  readonly autonomous: (path: string) => string | null;
}

const builtInForbidden = FORBIDDEN_PATHS.map((kind) => ({
  kind: kind.kind,
  match: compilePatterns(kind.globs, { nocase: true }),
}));
const envTemplate = compilePatterns(ENV_TEMPLATE_PATHS, { nocase: true });
const builtInSemi = SEMI_AUTONOMOUS_PATHS.map((kind) => ({
  kind: kind.kind,
  match: compilePatterns(kind.globs, { nocase: true }),
}));

function compileRules(rules: AuthorizationRules): CompiledAuthorization {
  return {
    forbidden: compilePatterns(rules.forbidden ?? [], { nocase: true }),
    semiAutonomous: compilePatterns(rules.semiAutonomous ?? [], { nocase: true }),
    autonomous: compilePatterns(rules.autonomous ?? []),
  };
}

function classifyPath(
  path: string,
  rules: CompiledAuthorization,
  metadataOnly: ReadonlyMap<string, readonly string[]>,
  lockfiles: ReadonlyMap<string, LockfileVerdict>,
): PathClassification {
  const clean = normalizePath(path);
  if (clean === '' || escapesRepository(path)) {
    return { path: clean, tier: 'forbidden', reason: 'outside the repository' };
  }
  const configForbidden = rules.forbidden(clean);
  if (configForbidden !== null) {
    return { path: clean, tier: 'forbidden', reason: `config forbids "${configForbidden}"` };
  }
  const configSemi = rules.semiAutonomous(clean);
  if (configSemi !== null) {
    return {
      path: clean,
      tier: 'semi-autonomous',
      reason: `config needs approval for "${configSemi}"`,
    };
  }
  const template = envTemplate(clean);
  if (template !== null) {
    return {
      path: clean,
      tier: 'semi-autonomous',
      reason: `an environment template ("${template}")`,
    };
  }
  for (const { kind, match } of builtInForbidden) {
    const pattern = match(clean);
    if (pattern !== null) {
      return { path: clean, tier: 'forbidden', reason: `${kind} ("${pattern}")` };
    }
  }
  const configAutonomous = rules.autonomous(clean);
  if (configAutonomous !== null) {
    return {
      path: clean,
      tier: 'autonomous',
      reason: `config allows "${configAutonomous}" without approval`,
    };
  }
  const fields = metadataOnly.get(clean);
  if (fields !== undefined && basename(clean) === 'package.json') {
    return {
      path: clean,
      tier: 'autonomous',
      reason: `a manifest whose change touches only metadata (${fields.length === 0 ? 'its layout' : fields.join(', ')})`,
    };
  }
  const lock = lockfiles.get(clean);
  if (lock?.autonomous === true && lockfileFormat(clean) !== null) {
    return { path: clean, tier: 'autonomous', reason: `a lock file: ${lock.note}` };
  }
  for (const { kind, match } of builtInSemi) {
    const pattern = match(clean);
    if (pattern !== null) {
      const note = lock === undefined ? '' : `: ${lock.note}`;
      return { path: clean, tier: 'semi-autonomous', reason: `${kind} ("${pattern}")${note}` };
    }
  }
  return { path: clean, tier: 'autonomous', reason: 'ordinary file' };
}
