import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy may hand on as the request's id: short and plain, so it cannot forge log lines. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The id of a request: the `X-Request-Id` a proxy in front set (one id from the balancer's log to
 * ours), or a new random one.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_ID.test(given) ? given : randomUUID();
}
