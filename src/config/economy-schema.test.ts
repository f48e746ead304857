import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatZodIssues } from '../common/index.js';
import {
  authorizationSchema,
  budgetSchema,
  economyConfigShape,
  lifecycleSchema,
  tiersSchema,
} from './economy-schema.js';

const economy = z.object(economyConfigShape).strict();

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : formatZodIssues(parsed.error.issues);
}

describe('economy config keys', () => {
  it('default to no tiers, no ceilings, no lifecycle rules, no overrides and novelty on', () => {
    expect(economy.parse({})).toEqual({
      tiers: [],
      budget: { prices: {} },
      lifecycle: [],
      authorization: {
        autonomous: [],
        semiAutonomous: [],
        forbidden: [],
        registries: [],
        protectedBranches: [],
      },
      novelty: { enabled: true },
    });
  });

  it('accepts a full configuration', () => {
    const config = {
      tiers: [
        { tier: 0, agent: 'prettier', categories: ['REFACTORING'] },
        { tier: 1, agent: 'haiku', dailyCallCap: 50, attemptUsd: 0.02 },
        { tier: 3, agent: 'opus' },
      ],
      budget: {
        dailyUsd: 20,
        perTaskUsd: 2,
        defaultAttemptUsd: 0.3,
        prices: {
          'claude-x': { inputUsdPerMTok: 3, outputUsdPerMTok: 15, cachedInputUsdPerMTok: 0.3 },
        },
      },
      lifecycle: [{ glob: 'src/core/**', status: 'locked' }],
      authorization: {
        forbidden: ['infra/prod/**'],
        registries: ['https://npm.example.com/api/npm/remote/'],
        protectedBranches: ['main'],
      },
      novelty: { enabled: false },
    };
    expect(economy.parse(config)).toMatchObject(config);
  });

  it('names the field of every mistake', () => {
    expect(
      issuesOf(tiersSchema, [
        { tier: 4, agent: 'a' },
        { tier: 1, agent: 'b', dailyCallCap: -1, model: 'x' },
        { tier: 2, agent: 'c', categories: ['ART'] },
        { tier: 1, agent: 'b' },
      ]),
    ).toEqual([
      '[0].tier: Invalid input',
      '[1].dailyCallCap: Too small: expected number to be >=0',
      '[1]: Unrecognized key: "model"',
      '[2].categories[0]: Invalid option: expected one of "LLM_INFERENCE"|"DATA_STORAGE"|"UI_COMPONENT"|"API_INTEGRATION"|"INFRASTRUCTURE"|"TESTING"|"DOCUMENTATION"|"MIGRATION"|"REFACTORING"',
    ]);
    expect(
      issuesOf(tiersSchema, [
        { tier: 1, agent: 'b' },
        { tier: 1, agent: 'b' },
      ]),
    ).toEqual(['[1]: tier 1 lists agent "b" twice; remove one']);
    // A registry a lock file may fetch from is an https URL: plain http can be rewritten on the way.
    expect(
      issuesOf(economy, {
        authorization: { registries: ['http://npm.example.com/', 'npm.example.com'] },
      }),
    ).toEqual([
      'authorization.registries[0]: expected an https URL, such as https://npm.example.com/api/npm/remote/',
      'authorization.registries[1]: expected an https URL, such as https://npm.example.com/api/npm/remote/',
    ]);
    expect(issuesOf(budgetSchema, { dailyUsd: -5, perTaskUsd: 0 })).toEqual([
      'dailyUsd: Too small: expected number to be >0',
      'perTaskUsd: Too small: expected number to be >0',
    ]);
    expect(issuesOf(lifecycleSchema, [{ glob: '', status: 'frozen' }])).toHaveLength(2);
    expect(issuesOf(authorizationSchema, { forbidden: 'secrets/**' })).toEqual([
      'forbidden: Invalid input: expected array, received string',
    ]);
  });

  it('describes every field, for the generated JSON Schema', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (node === null || typeof node !== 'object') {
        return;
      }
      const record = node as Record<string, unknown>;
      const properties = record['properties'];
      if (properties !== null && typeof properties === 'object') {
        for (const [key, child] of Object.entries(properties)) {
          if (typeof (child as { description?: unknown }).description !== 'string') {
            undescribed.push(`${path}.${key}`);
          }
          walk(child, `${path}.${key}`);
        }
      }
      for (const key of ['items', 'additionalProperties']) {
        walk(record[key], `${path}[]`);
      }
      for (const key of ['anyOf', 'oneOf', 'allOf']) {
        const list = record[key];
        if (Array.isArray(list)) {
          list.forEach((child) => {
            walk(child, path);
          });
        }
      }
    };
    walk(z.toJSONSchema(economy, { io: 'input' }), '');
    expect(undescribed).toEqual([]);
  });
});
