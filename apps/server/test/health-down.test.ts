import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

describe('GET /api/health without a database', () => {
  it('answers 503 when the database cannot be reached', async () => {
    const t = await createTestApp();
    try {
      // Close the database under the running app, as a crashed database server would.
      await t.app.database.close();
      const res = await t.anonymous.get('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      t.app.database.close = async () => {};
      await t.close();
    }
  });
});

/** A PostgreSQL protocol message: its type byte, its length, its body. */
const message = (type: string, body: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
};
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

/**
 * A stand-in for a PostgreSQL server that goes away as a real one does: `drop` lets a session start
 * and closes its socket at the first query (an immediate stop, a crash: node-postgres reports it
 * without a code); `crashed` refuses the session with 57P02, as every session is told while the
 * server resets after a backend crashed.
 */
async function failingPostgres(how: 'drop' | 'crashed') {
  const server = net.createServer((socket) => {
    socket.once('data', () => {
      if (how === 'crashed') {
        const fields = ['SFATAL', 'C57P02', 'Mterminating connection because of crash of another server process'];
        socket.end(message('E', Buffer.from(`${fields.join('\0')}\0\0`)));
        return;
      }
      // Authenticated, ready for a query; the query finds the socket closed.
      socket.write(Buffer.concat([message('R', int32(0)), message('Z', Buffer.from('I'))]));
      socket.once('data', () => socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `postgres://tm@127.0.0.1:${port}/tm`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('API calls while PostgreSQL goes away', () => {
  for (const how of ['drop', 'crashed'] as const) {
    it(`answer 503 with the envelope, never 500 (${how === 'drop' ? 'the connection drops mid-query' : 'the server resets after a crash'})`, async () => {
      const postgres = await failingPostgres(how);
      const pool = new pg.Pool({ connectionString: postgres.url });
      pool.on('error', () => {});
      const t = await createTestApp({
        extraApiRoutes: async (api) => {
          api.get('/test/query', { config: { access: 'public' } }, async () => {
            await drizzle(pool).execute(sql`select 1`);
            return { code: 1 };
          });
        },
      });
      try {
        const res = await t.anonymous.get('/api/test/query');
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 'ERCO000010', data: null });
      } finally {
        await t.close();
        await pool.end();
        await postgres.close();
      }
    });
  }
});
