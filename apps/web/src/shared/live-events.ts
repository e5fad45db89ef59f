import { useEffect, useRef } from 'react';
import { appConfig } from './config';
import { getSession } from './session';

/** One server-sent event as the stream delivers it. */
export type LiveMessage = { event: string; data: string };

/**
 * Splits what has arrived of an event stream into whole events and the unfinished rest.
 * Comment lines (keep-alives) and events without a name are skipped.
 */
export function parseEventStream(buffered: string): { events: LiveMessage[]; rest: string } {
  const normalised = buffered.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveMessage[] = [];
  for (const block of blocks) {
    let event = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) {
        event = line.slice(6).trim();
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
    }
    if (event) {
      events.push({ event, data: data.join('\n') });
    }
  }
  return { events, rest };
}

const RETRY_MS = { first: 1_000, max: 30_000 };

/**
 * Listens to `GET /api/live` while signed in, reconnecting with growing pauses after a failure.
 * EventSource cannot send the Authorization header, so the stream is read with fetch. A 401 ends
 * it: the session is over and the ordinary requests take the user to sign-in.
 */
export function listenLive(onEvent: (message: LiveMessage) => void): () => void {
  const controller = new AbortController();
  let retryMs = RETRY_MS.first;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (!controller.signal.aborted) {
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    }
  };

  const connect = async () => {
    const session = getSession();
    if (!session) {
      return;
    }
    try {
      const response = await fetch(`${appConfig.apiBase}/live`, {
        headers: { authorization: `Basic ${btoa(`${session.token}:`)}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (response.status === 401) {
        return;
      }
      if (!response.ok || !response.body) {
        retry();
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          break;
        }
        const parsed = parseEventStream(buffered + value);
        buffered = parsed.rest;
        for (const message of parsed.events) {
          if (message.event === 'ready') {
            retryMs = RETRY_MS.first;
          }
          onEvent(message);
        }
      }
      // The server closed the stream (a restart): connect again.
      retry();
    } catch {
      retry();
    }
  };

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}

type LiveHandler = (message: LiveMessage) => void;
const handlers = new Set<LiveHandler>();
let stopListening: (() => void) | null = null;

/** One stream per tab, however many parts of the page listen; it closes with the last of them. */
function subscribeLive(handler: LiveHandler): () => void {
  handlers.add(handler);
  stopListening ??= listenLive((message) => handlers.forEach((each) => each(message)));
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) {
      stopListening?.();
      stopListening = null;
    }
  };
}

/** Calls `onEvent` with each live event while the component is mounted (the latest `onEvent`). */
export function useLiveEvents(onEvent: LiveHandler): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribeLive((message) => latest.current(message)), []);
}
