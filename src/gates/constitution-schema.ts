import { z } from 'zod';
import { formatZodIssues, GovernError } from '../common/index.js';

/**
 * The repository's own invariants (DESIGN: the CONSTITUTION gate). Committed with the code,
 * read from the base commit of whatever is checked, and never put into an agent's prompt:
 * the rules bind every change, human or agent, and are enforced by code.
 */
export const CONSTITUTION_PATH = '.governance/constitution.json';

export const CONSTITUTION_RULE_KINDS = [
  'no-import',
  'immutable',
  'append-only',
  'public-api',
  'dependencies',
  'forbid',
  'max-lines',
] as const;
export type ConstitutionRuleKind = (typeof CONSTITUTION_RULE_KINDS)[number];

const glob = z.string({ error: 'must be a glob (a string)' }).min(1, 'must be a non-empty glob');
const globs = z
  .array(glob, { error: 'must be a list of globs' })
  .min(1, 'must list at least one glob');
/** One glob or several: `"src/core/**"` and `["src/core/**", "lib/**"]` read the same. */
const globOrGlobs = z
  .union([glob, globs], { error: 'must be a glob or a non-empty list of globs' })
  .transform((value) => (Array.isArray(value) ? value : [value]));

const common = {
  id: z
    .string({ error: 'must name the rule (a stable id quoted in findings)' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, ".", "_" or "-"')
    .describe('A stable name for the rule, quoted in every finding.'),
  why: z
    .string({ error: 'must say in one sentence why the rule exists' })
    .trim()
    .min(1, 'must say in one sentence why the rule exists')
    .describe('One sentence shown to whoever breaks the rule.'),
};

const noImport = z
  .object({
    ...common,
    kind: z.literal('no-import'),
    from: globOrGlobs.describe('Files whose imports are checked.'),
    to: globOrGlobs.describe(
      'What they may not import: repository paths (relative specifiers are resolved) or package names.',
    ),
  })
  .strict();

const immutable = z
  .object({ ...common, kind: z.literal('immutable'), paths: globs })
  .strict()
  .describe('These files may not change.');

const appendOnly = z
  .object({ ...common, kind: z.literal('append-only'), paths: globs })
  .strict()
  .describe('New files are allowed; existing ones may not be modified or deleted.');

const publicApi = z
  .object({
    ...common,
    kind: z.literal('public-api'),
    entry: z
      .string()
      .regex(
        /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/,
        'must name a TypeScript or JavaScript entry file, e.g. "src/index.ts" (this version reads the API of TS/JS only)',
      ),
  })
  .strict();

const dependencies = z
  .object({
    ...common,
    kind: z.literal('dependencies'),
    manifests: globs
      .optional()
      .describe(
        'Manifests to read; default: package.json, pyproject.toml, go.mod, Cargo.toml anywhere.',
      ),
    allow: z
      .array(glob)
      .optional()
      .describe('Dependency names (globs, e.g. "@types/*") that may be added without sign-off.'),
  })
  .strict();

/** A pattern must compile, or every change would "pass" a rule that never matches. */
const regex = z
  .string()
  .min(1)
  .superRefine((source, ctx) => {
    try {
      new RegExp(source, 'u');
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `is not a valid JavaScript regular expression (${error instanceof Error ? error.message : String(error)})`,
      });
    }
  });

const forbid = z
  .object({
    ...common,
    kind: z.literal('forbid'),
    paths: globs,
    pattern: regex
      .optional()
      .describe('A JavaScript regular expression (flag u), matched per added line.'),
    query: z.string().min(1).optional().describe('A tree-sitter query, matched over added code.'),
    in: z.literal('added-code').describe('What is searched: only code the change added.'),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if ((rule.pattern === undefined) === (rule.query === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pattern'],
        message:
          'give exactly one of "pattern" (a regular expression) or "query" (a tree-sitter query)',
      });
    }
  });

const maxLines = z
  .object({
    ...common,
    kind: z.literal('max-lines'),
    paths: globs,
    lines: z.number().int().positive('must be a positive whole number of lines'),
  })
  .strict();

const constitutionRuleSchema = z.discriminatedUnion(
  'kind',
  [noImport, immutable, appendOnly, publicApi, dependencies, forbid, maxLines],
  { error: () => `must be one of ${CONSTITUTION_RULE_KINDS.join(', ')}` },
);

export const constitutionSchema = z
  .object({
    rules: z.array(constitutionRuleSchema).describe('The invariants, checked in order.'),
  })
  .strict()
  .superRefine((value, ctx) => {
    const seen = new Map<string, number>();
    value.rules.forEach((rule, index) => {
      const first = seen.get(rule.id);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['rules', index, 'id'],
          message: `repeats the id of rules[${String(first)}]; ids name rules in findings, so they must be unique`,
        });
      }
      seen.set(rule.id, index);
    });
  });

export type Constitution = z.infer<typeof constitutionSchema>;
export type ConstitutionRule = z.infer<typeof constitutionRuleSchema>;

/**
 * Parses the constitution's text. Every problem names the rule (index and id) and the
 * field; the error is CONFIG_INVALID with the list in `details.issues`.
 */
export function parseConstitution(text: string, source: string): Constitution {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new GovernError(
      'CONFIG_INVALID',
      `${source} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      { hint: 'fix the JSON syntax (JSON has no comments)', details: { file: source } },
    );
  }
  const issues = constitutionIssues(raw);
  if (issues.length > 0) {
    throw new GovernError('CONFIG_INVALID', `${source} is invalid:\n  ${issues.join('\n  ')}`, {
      hint: 'fix the named rules and fields; `govern constitution explain` shows what each kind takes',
      details: { file: source, issues },
    });
  }
  return constitutionSchema.parse(raw);
}

/** The schema's problems with a parsed value, each naming the rule's index, id and field. */
export function constitutionIssues(raw: unknown): string[] {
  const result = constitutionSchema.safeParse(raw);
  if (result.success) {
    return [];
  }
  const rules = isRecord(raw) && Array.isArray(raw['rules']) ? (raw['rules'] as unknown[]) : [];
  return result.error.issues.map((issue) => {
    const [top, index] = issue.path;
    const [line] = formatZodIssues([issue]);
    if (top !== 'rules' || typeof index !== 'number') {
      return line ?? issue.message;
    }
    const rule = rules[index];
    const id = isRecord(rule) && typeof rule['id'] === 'string' ? ` (id "${rule['id']}")` : '';
    const field = formatZodIssues([{ ...issue, path: issue.path.slice(2) }])[0] ?? '';
    return `rules[${String(index)}]${id}${field.startsWith('(root)') ? field.slice(6) : `.${field}`}`;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
