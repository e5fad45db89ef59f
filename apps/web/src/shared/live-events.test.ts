import { describe, expect, it } from 'vitest';
import { parseEventStream } from './live-events';

describe('parseEventStream', () => {
  it('hands out whole events and keeps the unfinished rest for the next chunk', () => {
    const first = parseEventStream('event: ready\ndata: {"user_id":7}\n\n: keepalive\n\nevent: not');
    expect(first.events).toEqual([{ event: 'ready', data: '{"user_id":7}' }]);
    const second = parseEventStream(`${first.rest}ice\ndata: {}\n\n`);
    expect(second).toEqual({ events: [{ event: 'notice', data: '{}' }], rest: '' });
  });

  it('reads CRLF line ends and data over several lines, and skips events without a name', () => {
    const { events } = parseEventStream('event: notice\r\ndata: a\r\ndata: b\r\n\r\ndata: nameless\n\n');
    expect(events).toEqual([{ event: 'notice', data: 'a\nb' }]);
  });
});
