import { createHmac, timingSafeEqual } from 'node:crypto';
import { GovernError, QUEUE_KEY_ENV, QUEUE_KEY_MIN_CHARS } from '../common/index.js';

// The queue key (QUEUE_KEY_ENV) is a secret the coordinator and every worker share and Redis
// never sees. With it, the coordinator signs each job (and the remote it announces) and each
// worker signs its result, so that write access to Redis no longer decides what workers run,
// which gates judge it, or what the ledger records. A key shorter than QUEUE_KEY_MIN_CHARS is
// refused: it could be guessed offline from one signed job.

/** The queue key from the environment, or null when none is set. */
export function queueKeyFrom(env: Readonly<Record<string, string | undefined>>): Buffer | null {
  const value = env[QUEUE_KEY_ENV];
  if (value === undefined || value === '') {
    return null;
  }
  if (value.length < QUEUE_KEY_MIN_CHARS) {
    throw new GovernError(
      'QUEUE_KEY_INVALID',
      `${QUEUE_KEY_ENV} has ${String(value.length)} characters; a queue key needs at least ${String(QUEUE_KEY_MIN_CHARS)}`,
      {
        hint: `set ${QUEUE_KEY_ENV} to the same long random secret on the coordinator and every worker (openssl rand -hex 32)`,
      },
    );
  }
  return Buffer.from(value, 'utf8');
}

/**
 * JSON with object keys in sorted order: what is signed must not depend on the order in which
 * a JSON round trip through Redis or another runtime keeps the keys.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The signature of `value` (its `signature` field left out) for `purpose` (the job id with
 * what is signed: a job's data and its result differ, so neither passes for the other, nor a
 * job for another job).
 */
export function signValue(key: Buffer, purpose: string, value: object): string {
  const { signature: _signature, ...rest } = value as Record<string, unknown>;
  return createHmac('sha256', key)
    .update(`${purpose}\n${canonical(rest)}`)
    .digest('hex');
}

/** Whether `value.signature` is `value`'s signature for `purpose` under `key`. */
export function hasValidSignature(key: Buffer, purpose: string, value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return false;
  }
  const signature = (value as Record<string, unknown>)['signature'];
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) {
    return false;
  }
  const expected = Buffer.from(signValue(key, purpose, value), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** `value` as it goes to Redis: with its signature for `purpose` when there is a key. */
export function withSignature<T extends object>(
  key: Buffer | null,
  purpose: string,
  value: T,
): T & { readonly signature?: string } {
  return key === null ? value : { ...value, signature: signValue(key, purpose, value) };
}

/**
 * Whether `value`, read from Redis, is to be believed: always without a key, else only with a
 * valid signature for `purpose` (anyone who can write to Redis could have written it).
 */
export function isVouchedFor(key: Buffer | null, purpose: string, value: unknown): boolean {
  return key === null || hasValidSignature(key, purpose, value);
}
