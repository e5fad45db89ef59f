import http from 'node:http';
import { basicToken } from './harness';

/** A GET on a connection of its own, so that closing it leaves nothing open behind. */
export function getOwnConnection(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { headers, agent: false }, resolve);
    request.on('error', reject);
  });
}

/** Opens the live stream as a console does (with the token) and hands out its events one by one. */
export async function openLiveStream(origin: string, token: string) {
  const response = await getOwnConnection(origin, '/api/live', { authorization: basicToken(token) });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffered = '';
  const next = async (): Promise<{ event: string; data: unknown }> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
        if (field('event')) {
          return { event: field('event')!, data: JSON.parse(field('data') ?? 'null') };
        }
        continue;
      }
      const chunk = await chunks.next();
      if (chunk.done) {
        throw new Error('stream ended');
      }
      buffered += chunk.value;
    }
  };
  return { response, next, close: () => response.destroy() };
}
