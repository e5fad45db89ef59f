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
