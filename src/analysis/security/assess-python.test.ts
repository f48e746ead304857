import { describe, expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

const lines = (...text: readonly string[]): string => text.join('\n');

async function rulesOf(baseline: string, proposed: string): Promise<string[]> {
  return (await assessSecurityRegression(baseline, proposed, 'app/views.py')).findings.map(
    (finding) => finding.rule,
  );
}

const ADMIN_ONLY = lines(
  'def delete(user, item):',
  '    if not user.is_admin:',
  '    ' + '    raise PermissionError("admins only")',
  '    item.delete()',
  '',
);

describe('Python', () => {
  it.each([
    {
      name: 'an admin check removed',
      rule: 'guard-removed',
      baseline: ADMIN_ONLY,
      proposed: lines('def delete(user, item):', '    item.delete()', ''),
    },
    {
      name: 'compare_digest replaced by ==',
      rule: 'primitive-removed',
      baseline: lines(
        'import hmac',
        'def check(a, b):',
        '    return hmac.compare_digest(a, b)',
        '',
      ),
      proposed: lines('def check(a, b):', '    return a == b', ''),
    },
    {
      name: 'a command run through the shell with input',
      rule: 'shell-injection',
      baseline: lines('def run(name):', '    subprocess.run(["ls", name])', ''),
      proposed: lines('def run(name):', '    subprocess.run(f"ls {name}", shell=True)', ''),
    },
    {
      name: 'SQL formatted with %',
      rule: 'sql-injection',
      baseline: lines(
        'def find(cur, name):',
        '    cur.execute("SELECT * FROM users WHERE name = %s", (name,))',
        '',
      ),
      proposed: lines(
        'def find(cur, name):',
        '    cur.execute("SELECT * FROM users WHERE name = \'%s\'" % name)',
        '',
      ),
    },
    {
      name: 'verify=False on a request',
      rule: 'tls-disabled',
      baseline: lines('def fetch(url):', '    return requests.get(url)', ''),
      proposed: lines('def fetch(url):', '    return requests.get(url, verify=False)', ''),
    },
    {
      name: 'yaml.load without SafeLoader',
      rule: 'unsafe-deserialization',
      baseline: lines('def load(text):', '    return yaml.safe_load(text)', ''),
      proposed: lines('def load(text):', '    return yaml.load(text)', ''),
    },
    {
      name: 'secrets replaced by random for a token',
      rule: 'insecure-random',
      baseline: lines('def make_token():', '    return secrets.token_hex(16)', ''),
      proposed: lines('def make_token():', '    return str(random.random())', ''),
    },
    {
      name: 'a path containment check removed',
      rule: 'containment-check-removed',
      baseline: lines(
        'def read(base, name):',
        '    path = os.path.realpath(os.path.join(base, name))',
        '    if not path.startswith(base):',
        '        raise ValueError("outside the base directory")',
        '    return open(path).read()',
        '',
      ),
      proposed: lines(
        'def read(base, name):',
        '    path = os.path.join(base, name)',
        '    return open(path).read()',
        '',
      ),
    },
  ])('$name', async ({ rule, baseline, proposed }) => {
    expect(await rulesOf(baseline, proposed)).toContain(rule);
  });

  it.each([
    { name: 'a parameter renamed', proposed: ADMIN_ONLY.replace(/\buser\b/g, 'account') },
    {
      name: 'the check moved into a helper that is still called',
      proposed: lines(
        'def require_admin(user):',
        '    if not user.is_admin:',
        '        raise PermissionError("admins only")',
        '',
        'def delete(user, item):',
        '    require_admin(user)',
        '    item.delete()',
        '',
      ),
    },
  ])('allows $name', async ({ proposed }) => {
    expect(await rulesOf(ADMIN_ONLY, proposed)).toEqual([]);
  });
});

describe('Python guards moved into a helper of guard clauses', () => {
  const baseline = lines(
    'def open_inside(root, target):',
    '    if not isinstance(target, str):',
    "        raise TypeError('target')",
    "    if '..' in target:",
    "        raise ValueError('parent segment')",
    '    return join(root, target)',
    '',
  );
  const helper = (...clauses: readonly string[]): string =>
    lines(
      'def outside(target):',
      ...clauses,
      '    return False',
      '',
      'def open_inside(root, target):',
      '    if outside(target):',
      "        raise ValueError('bad target')",
      '    return join(root, target)',
      '',
    );
  const typeClause = lines('    if not isinstance(target, str):', '        return True');
  const traversalClause = lines("    if '..' in target:", '        return True');

  it('are the same checks, read through the helper', async () => {
    expect(await rulesOf(baseline, helper(typeClause, traversalClause))).toEqual([]);
  });

  it('still report the one the helper leaves out', async () => {
    expect(await rulesOf(baseline, helper(typeClause))).toEqual(['guard-removed']);
  });
});
