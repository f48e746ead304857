import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from './changes.js';

const SSE_HEARTBEAT_MS = 15_000;

/**
 * Server-sent events: one `change` event whenever a watched file moves, so the page refetches
 * only when there is something new. Polling the files is the feed's job; here a stream per
 * listener is opened and torn down.
 */
export function streamChanges(
  feed: ChangeFeed,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
  });
  const send = (signature: string): void => {
    res.write(`event: change\ndata: ${JSON.stringify({ signature })}\n\n`);
  };
  res.write('retry: 2000\n\n');
  send(feed.current());
  const unsubscribe = feed.subscribe(send);
  const heartbeat = setInterval(() => {
    res.write(': keep-alive\n\n');
  }, SSE_HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
