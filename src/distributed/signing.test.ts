import { describe, expect, it } from 'vitest';
import { isGovernError } from '../common/index.js';
import {
  hasValidSignature,
  isVouchedFor,
  queueKeyFrom,
  signValue,
  withSignature,
} from './signing.js';

const key = Buffer.from('x'.repeat(32));

describe('queue signatures', () => {
  it('hold across a JSON round trip that reorders keys, and break on any change', () => {
    const job = { taskId: 'A', attempt: 1, config: { gates: ['SCOPE'], agents: { sh: { a: 1 } } } };
    const signed = { ...job, signature: signValue(key, 'job A@attempt-1', job) };
    const reordered = JSON.parse(
      JSON.stringify({
        signature: signed.signature,
        config: signed.config,
        attempt: 1,
        taskId: 'A',
      }),
    ) as unknown;
    expect(hasValidSignature(key, 'job A@attempt-1', reordered)).toBe(true);
    expect(hasValidSignature(key, 'job A@attempt-1', { ...signed, attempt: 2 })).toBe(false);
    expect(
      hasValidSignature(key, 'job A@attempt-1', { ...signed, config: { gates: [], agents: {} } }),
    ).toBe(false);
  });

  it('are bound to their purpose and key, and an absent or malformed one is invalid', () => {
    const result = { kind: 'ran', outcome: 'COMPLETED' };
    const signature = signValue(key, 'result A@attempt-1', result);
    expect(hasValidSignature(key, 'result A@attempt-1', { ...result, signature })).toBe(true);
    expect(hasValidSignature(key, 'result B@attempt-1', { ...result, signature })).toBe(false);
    expect(hasValidSignature(key, 'job A@attempt-1', { ...result, signature })).toBe(false);
    const other = Buffer.from('y'.repeat(32));
    expect(hasValidSignature(other, 'result A@attempt-1', { ...result, signature })).toBe(false);
    expect(hasValidSignature(key, 'result A@attempt-1', result)).toBe(false);
    expect(hasValidSignature(key, 'result A@attempt-1', { ...result, signature: 'zz' })).toBe(
      false,
    );
    expect(hasValidSignature(key, 'result A@attempt-1', null)).toBe(false);
  });

  it('without a key nothing is signed and everything is believed; with one, only the signed', () => {
    const report = { worker: 'w', picked: 1 };
    expect(withSignature(null, 'progress A@attempt-1', report)).toBe(report);
    expect(isVouchedFor(null, 'progress A@attempt-1', { forged: true })).toBe(true);
    const signed = withSignature(key, 'progress A@attempt-1', report);
    expect(isVouchedFor(key, 'progress A@attempt-1', signed)).toBe(true);
    expect(isVouchedFor(key, 'progress A@attempt-1', report)).toBe(false);
    expect(isVouchedFor(key, 'progress B@attempt-1', signed)).toBe(false);
  });

  it('need a key of at least 32 characters; none set means unsigned', () => {
    expect(queueKeyFrom({})).toBeNull();
    expect(queueKeyFrom({ GOVERN_QUEUE_KEY: '' })).toBeNull();
    expect(queueKeyFrom({ GOVERN_QUEUE_KEY: 'k'.repeat(32) })?.length).toBe(32);
    let thrown: unknown;
    try {
      queueKeyFrom({ GOVERN_QUEUE_KEY: 'short' });
    } catch (error) {
      thrown = error;
    }
    expect(isGovernError(thrown) && thrown.code).toBe('QUEUE_KEY_INVALID');
  });
});
