import { describe, expect, it } from 'vitest';
import { classifyChange, isProtectedBranch } from './index.js';

function tierOf(path: string, rules = {}): string {
  return classifyChange([path], rules).tier;
}

describe('classifyChange', () => {
  it('lets ordinary code in scope land autonomously', () => {
    for (const path of ['src/index.ts', 'README.md', 'test/a.test.ts', 'src/package/util.ts']) {
      expect(tierOf(path), path).toBe('autonomous');
    }
    expect(classifyChange([])).toEqual({ tier: 'autonomous', reasons: [], paths: [] });
  });

  it('asks for approval for dependency manifests and lock files', () => {
    const manifests = [
      'package.json',
      'packages/web/package.json',
      'package-lock.json',
      'yarn.lock',
      'pnpm-lock.yaml',
      'Cargo.toml',
      'crates/x/Cargo.lock',
      'go.mod',
      'go.sum',
      'requirements.txt',
      'requirements-dev.txt',
      'Requirements.txt',
      'pyproject.toml',
      'poetry.lock',
      'Gemfile.lock',
      'pom.xml',
    ];
    for (const path of manifests) {
      expect(tierOf(path), path).toBe('semi-autonomous');
    }
    expect(classifyChange(['package.json']).reasons).toEqual([
      'package.json: a dependency manifest or lock file ("**/package.json")',
    ]);
  });

  it("lands a lock file only by the caller's autonomous verdict on it, and says why one waits", () => {
    const landed = new Map([['package-lock.json', { autonomous: true, note: 'only metadata' }]]);
    expect(classifyChange(['package-lock.json'], {}, new Map(), landed)).toMatchObject({
      tier: 'autonomous',
      paths: [{ reason: 'a lock file: only metadata' }],
    });
    const held = new Map([['yarn.lock', { autonomous: false, note: 'x is fetched from y' }]]);
    expect(classifyChange(['yarn.lock'], {}, new Map(), held).reasons).toEqual([
      'yarn.lock: a dependency manifest or lock file ("**/yarn.lock"): x is fetched from y',
    ]);
    // A verdict never relaxes what is not a lock file, nor a list of the config.
    const misused = new Map([['package.json', { autonomous: true, note: 'n' }]]);
    expect(classifyChange(['package.json'], {}, new Map(), misused).tier).toBe('semi-autonomous');
    expect(
      classifyChange(['package-lock.json'], { semiAutonomous: ['*.json'] }, new Map(), landed).tier,
    ).toBe('semi-autonomous');
  });

  it('asks for approval for schemas, migrations and CI configuration', () => {
    const paths = [
      'db/migrations/001_init.sql',
      'src/migrations/2024_add_users.ts',
      'queries/report.sql',
      'api/schema.graphql',
      'prisma/schema.prisma',
      'models/user.prisma',
      'openapi.yaml',
      'api/schema.json',
      'db/schema.rb',
      'src/db/schema.ts',
      'proto/user.proto',
      '.github/workflows/ci.yml',
      '.gitlab-ci.yml',
      '.circleci/config.yml',
      'Jenkinsfile',
      '.husky/pre-commit',
    ];
    for (const path of paths) {
      expect(tierOf(path), path).toBe('semi-autonomous');
    }
  });

  it('reads the documentation of a schema as documentation', () => {
    for (const path of ['schema.md', 'docs/schema.rst', 'schema.txt', 'schema.png']) {
      expect(tierOf(path), path).not.toBe('semi-autonomous');
    }
  });

  it('forbids secrets, git internals and govern state', () => {
    const paths = [
      '.env',
      '.env.local',
      'config/.env.production',
      'certs/server.pem',
      'tls/private.key',
      'secrets/api.txt',
      'deploy/secrets/db.yaml',
      '.ssh/id_rsa',
      '.ENV',
      '.git/config',
      '.governance/config.json',
      'PROGRESS.json',
      '../outside.ts',
      '/etc/passwd',
    ];
    for (const path of paths) {
      expect(tierOf(path), path).toBe('forbidden');
    }
    expect(tierOf('.env.example')).toBe('semi-autonomous');
    expect(tierOf('id_rsa.pub')).toBe('autonomous');
  });

  it('takes the strictest tier of the change and lists why, strictest first', () => {
    const result = classifyChange(['src/a.ts', 'package.json', '.env', './src/b.ts']);
    expect(result.tier).toBe('forbidden');
    expect(result.reasons).toEqual([
      '.env: a secrets file ("**/.env")',
      'package.json: a dependency manifest or lock file ("**/package.json")',
    ]);
    expect(result.paths.map((p) => p.path)).toEqual([
      'src/a.ts',
      'package.json',
      '.env',
      'src/b.ts',
    ]);
  });

  it('applies config overrides in the documented order', () => {
    const rules = {
      forbidden: ['src/billing/**', 'package.json'],
      semiAutonomous: ['src/auth/**', 'fixtures/*.pem'],
      autonomous: ['**/package-lock.json', '.env', 'src/auth/session.ts'],
    };
    expect(tierOf('src/billing/charge.ts', rules)).toBe('forbidden');
    expect(tierOf('package.json', rules)).toBe('forbidden');
    expect(tierOf('src/auth/login.ts', rules)).toBe('semi-autonomous');
    expect(tierOf('src/auth/session.ts', rules)).toBe('semi-autonomous');
    expect(tierOf('fixtures/test.pem', rules)).toBe('semi-autonomous');
    expect(tierOf('package-lock.json', rules)).toBe('autonomous');
    expect(tierOf('.env', rules)).toBe('forbidden');
    expect(classifyChange(['src/billing/x.ts'], rules).reasons).toEqual([
      'src/billing/x.ts: config forbids "src/billing/**"',
    ]);
  });
});

describe('isProtectedBranch', () => {
  it('matches names and globs; nothing is protected without a list', () => {
    const rules = { protectedBranches: ['main', 'release/*'] };
    expect(isProtectedBranch('main', rules)).toBe(true);
    expect(isProtectedBranch('refs/heads/main', rules)).toBe(true);
    expect(isProtectedBranch('release/1.2', rules)).toBe(true);
    expect(isProtectedBranch('govern/TASK-1', rules)).toBe(false);
    expect(isProtectedBranch('mainline', rules)).toBe(false);
    expect(isProtectedBranch('main/feature', rules)).toBe(false);
    expect(isProtectedBranch('main', {})).toBe(false);
  });
});
