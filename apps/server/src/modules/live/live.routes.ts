import type { FastifyPluginAsync } from 'fastify';
import { isAdminRole } from '@tm/contracts';
import { concerns, eventData, type Listener } from './live.events';
import type { LiveHub } from './live.hub';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;

/**
 * `GET /api/live`: a server-sent event stream of what concerns the caller (docs/live.md). It is
 * read with fetch, not EventSource, since the API authenticates by header.
 */
export const liveRoutes =
  (hub: LiveHub): FastifyPluginAsync =>
  async (app) => {
    const open = new Set<() => void>();
    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => {
      for (const end of open) {
        end();
      }
    });

    app.get(
      '/live',
      {
        schema: {
          tags: ['live'],
          summary:
            'Server-sent events for the caller: `notice` when their notices change, `sales` `{company_id, shop_id}` ' +
            'when a scale of their company uploads sales. A `ready` event comes first.',
        },
      },
      (req, reply) => {
        const { actor } = req.ctx;
        const listener: Listener = {
          user_id: actor.user_id,
          company_id: actor.company_id,
          is_admin: isAdminRole(actor.role_type),
        };
        reply.hijack();
        const out = reply.raw;
        out.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          // nginx would otherwise buffer the stream.
          'x-accel-buffering': 'no',
        });
        const send = (event: string, data: unknown) => out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        send('ready', { user_id: actor.user_id });

        const unsubscribe = hub.subscribe((event) => {
          if (concerns(event, listener)) {
            send(event.kind, eventData(event));
          }
        });
        const keepalive = setInterval(() => out.write(': keepalive\n\n'), KEEPALIVE_MS).unref();
        const end = () => {
          clearInterval(keepalive);
          unsubscribe();
          open.delete(end);
          // A stream has no natural end: the connection goes with it, so a closing server is not held
          // by a socket left open for reuse.
          out.destroy();
        };
        open.add(end);
        // The response closes when the console goes away (or the stream is ended here).
        out.on('close', end);
      },
    );
  };
