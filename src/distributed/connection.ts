import { Redis } from 'ioredis';
import type { RedisOptions } from 'ioredis';
import { describeError, GovernError } from '../common/index.js';
import { QUEUE_PASSWORD_ENV } from './env.js';

/** Where a queue URL came from, named in every error about it. */
export type QueueUrlSource = '--queue' | 'queue.url';

/** A parsed queue URL: what to connect to, and a form of it safe to print or audit. */
export interface QueueTarget {
  readonly options: RedisOptions;
  /** The URL with any password replaced by `***`. */
  readonly display: string;
}

/**
 * Parses `redis://[:password@]host:port[/db]` or `rediss://` (TLS). A password in
 * GOVERN_QUEUE_PASSWORD wins over one in the URL, so the URL itself can be shared.
 */
export function parseQueueUrl(
  url: string,
  source: QueueUrlSource,
  env: Readonly<Record<string, string | undefined>>,
): QueueTarget {
  const bad = (why: string): GovernError =>
    new GovernError('QUEUE_URL_INVALID', `${source}: ${why}`, {
      hint: `give ${source} as redis://[:password@]host:port[/db] (or rediss:// for TLS), e.g. redis://127.0.0.1:6379/0`,
      details: { source },
    });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw bad('is not a URL');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw bad(`the scheme must be redis: or rediss: (got ${parsed.protocol})`);
  }
  if (parsed.hostname === '') {
    throw bad('names no host');
  }
  const port = parsed.port === '' ? 6379 : Number(parsed.port);
  const path = parsed.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,2}$/.test(path)) {
    throw bad(`the path must be a database number such as /0 (got /${path})`);
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    throw bad('takes no query string or fragment');
  }
  const fromEnv = env[QUEUE_PASSWORD_ENV];
  const password =
    fromEnv !== undefined && fromEnv !== '' ? fromEnv : decodeURIComponent(parsed.password);
  const username = decodeURIComponent(parsed.username);
  const display = new URL(url);
  if (display.password !== '') {
    display.password = '***';
  }
  return {
    options: {
      host: parsed.hostname.replace(/^\[|\]$/g, ''),
      port,
      db: path === '' ? 0 : Number(path),
      ...(username === '' ? {} : { username }),
      ...(password === '' ? {} : { password }),
      ...(parsed.protocol === 'rediss:' ? { tls: { servername: parsed.hostname } } : {}),
      // BullMQ's blocking commands must wait for a reconnect rather than fail.
      maxRetriesPerRequest: null,
    },
    display: display.toString(),
  };
}

/**
 * A connected client, or QUEUE_UNAVAILABLE naming the URL (without its password) and what
 * Redis said: a machine that cannot reach the queue stops before it takes any work.
 */
export async function connectQueue(
  target: QueueTarget,
  source: QueueUrlSource,
  timeoutMs = 5_000,
): Promise<Redis> {
  const client = new Redis({
    ...target.options,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // The first connection either works or is reported at once (no retries).
    retryStrategy: () => null,
  });
  // Until connected an error is reported here; after, ioredis reconnects by itself.
  let lastError: unknown = null;
  client.on('error', (error) => {
    lastError = error;
  });
  try {
    await withTimeout(
      (async () => {
        await client.connect();
        await client.ping();
      })(),
      timeoutMs,
    );
    // Once connected, a lost Redis is waited for: reconnect forever (also in duplicates).
    client.options.retryStrategy = (times) => Math.min(times * 200, 2_000);
    return client;
  } catch (error) {
    client.disconnect();
    // A refused AUTH surfaces as "Connection is closed" from connect(); the event says why.
    const message = [describeError(error), lastError === null ? '' : describeError(lastError)]
      .filter((text, index, all) => text !== '' && all.indexOf(text) === index)
      .join(': ');
    const auth = /WRONGPASS|NOAUTH|invalid password|invalid username/i.test(message);
    throw new GovernError(
      'QUEUE_UNAVAILABLE',
      `${source}: ${auth ? 'Redis refused the credentials' : 'cannot reach Redis'} at ${target.display}: ${message}`,
      {
        hint: auth
          ? `set the right password in ${QUEUE_PASSWORD_ENV} (or in the URL of ${source})`
          : `start Redis there (apt-get install redis-server) or fix ${source}`,
        details: { source, url: target.display },
      },
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}
