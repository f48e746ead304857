import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  failureFromStatus,
  findExecutable,
  finishRun,
  NO_TOKENS,
  parseJsonLines,
  priceTokens,
} from './cli-agent.js';
import type { ParsedRun } from './cli-agent.js';
import type { AgentRequest } from './types.js';

describe('priceTokens', () => {
  it('prices uncached input, cached input and output per million; an unknown model is null', () => {
    const prices = { m: { inputUsdPerMTok: 2, outputUsdPerMTok: 8, cachedInputUsdPerMTok: 0.5 } };
    expect(priceTokens(prices, 'm', { input: 1_000_000, output: 500_000, cached: 200_000 })).toBe(
      0.8 * 2 + 0.2 * 0.5 + 0.5 * 8,
    );
    expect(
      priceTokens({ m: { inputUsdPerMTok: 2, outputUsdPerMTok: 8 } }, 'm', {
        input: 10,
        output: 0,
        cached: 10,
      }),
    ).toBeCloseTo(0.00002, 12);
    expect(priceTokens(prices, 'other', NO_TOKENS)).toBeNull();
  });
});

describe('failureFromStatus', () => {
  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [429, 'rate-limit'],
    [500, 'server-error'],
    [529, 'server-error'],
    [400, 'api-error'],
    [404, 'api-error'],
  ])('%i is %s', (status, kind) => {
    expect(failureFromStatus(status, 'x', 'detail').kind).toBe(kind);
  });
});

describe('findExecutable', () => {
  it('searches PATH for executables only, and resolves relative paths from the workspace', () => {
    const dir = makeTempDir();
    writeFileSync(join(dir, 'tool'), '#!/bin/sh\n');
    writeFileSync(join(dir, 'plain'), '');
    chmodSync(join(dir, 'tool'), 0o755);
    expect(findExecutable('tool', `/nonexistent:${dir}`, '/')).toBe(join(dir, 'tool'));
    expect(findExecutable('plain', dir, '/')).toBeNull();
    expect(findExecutable('./tool', undefined, dir)).toBe(join(dir, 'tool'));
    expect(findExecutable('missing', dir, '/')).toBeNull();
  });
});

describe('finishRun', () => {
  const request = { timeoutMs: 50, rawLogPath: '/log' } as AgentRequest;
  const proc = {
    exitCode: 0,
    signal: null,
    stdout: '',
    stderr: '',
    timedOut: false,
    truncated: false,
    durationMs: 5,
    spawnError: null,
    spawnErrorCode: null,
  };
  const parsed: ParsedRun = {
    costUsd: 0.1,
    tokens: { input: 1, output: 2, cached: 0 },
    sessionId: 's',
    model: 'm',
    summary: 'done',
    failure: null,
    complete: true,
  };

  it('passes only a complete run that exited 0 and reported no failure', () => {
    expect(finishRun(request, 'x', proc, parsed).failure).toBeNull();
    expect(finishRun(request, 'x', proc, { ...parsed, complete: false }).failure?.kind).toBe(
      'invalid-output',
    );
    expect(finishRun(request, 'x', { ...proc, exitCode: 2 }, parsed).failure?.kind).toBe('exit');
    const reported = { ...parsed, failure: { kind: 'auth' as const, message: 'bad key' } };
    expect(finishRun(request, 'x', { ...proc, exitCode: 1 }, reported).failure?.kind).toBe('auth');
    const killed = { ...proc, exitCode: null, timedOut: true };
    expect(finishRun(request, 'x', killed, reported).failure?.kind).toBe('timeout');
    expect(finishRun(request, 'x', { ...proc, spawnError: 'ENOENT' }, parsed).failure?.kind).toBe(
      'spawn',
    );
  });

  it('keeps cost and tokens even when the run failed', () => {
    const result = finishRun(request, 'x', { ...proc, exitCode: 1 }, parsed);
    expect(result).toMatchObject({ costUsd: 0.1, tokens: { input: 1, output: 2 }, exitCode: 1 });
  });
});

describe('parseJsonLines', () => {
  it('keeps JSON objects and skips log lines, arrays and torn lines', () => {
    expect(parseJsonLines('INFO start\n{"a":1}\n[1]\n{"b":\n  {"c":2}  \n')).toEqual([
      { a: 1 },
      { c: 2 },
    ]);
  });
});
