import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent } from './live.events';

/** The live events this server instance hears, handed to each open console stream. */
export type LiveHub = {
  subscribe: (handler: (event: LiveEvent) => void) => () => void;
  /** How many streams are open (health and tests). */
  listeners: () => number;
  close: () => Promise<void>;
};

/** One LISTEN per instance, however many consoles are connected. */
export async function startLiveHub(database: Database, log: FastifyBaseLogger): Promise<LiveHub> {
  const emitter = new EventEmitter();
  // Every open console stream is a listener; there is no sensible fixed limit.
  emitter.setMaxListeners(0);
  const unlisten = await database.listen(LIVE_CHANNEL, (payload) => {
    const event = parseLiveEvent(payload);
    if (event) {
      emitter.emit('event', event);
    } else {
      log.warn({ payload: payload.slice(0, 200) }, 'unreadable live event');
    }
  });
  return {
    subscribe: (handler) => {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    listeners: () => emitter.listenerCount('event'),
    close: async () => {
      emitter.removeAllListeners();
      await unlisten();
    },
  };
}
