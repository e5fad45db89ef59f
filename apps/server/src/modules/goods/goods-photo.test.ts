import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, manualClock, type TestApp } from '../../../test/harness';
import { goods } from './goods.table';

const clock = manualClock(new Date('2026-11-22T08:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function goodWithLink() {
  const { user } = await t.seed.companyWithUser();
  const good = (
    await t.as(user).post('/api/management/goods', {
      plu: 9,
      item_code: '9',
      name_lines: ['草莓'],
      unit_price: 3990,
      pricing_mode: 'by_weight',
    })
  ).json().data;
  const link = await t.as(user).post(`/api/management/goods/${good.id}/photo_link`);
  expect(link.statusCode).toBe(200);
  return { user, good, token: link.json().data.token as string, link: link.json().data };
}

const photoForm = () => {
  const form = new FormData();
  form.append('image', new File([PNG], 'photo.png', { type: 'image/png' }));
  return form;
};

describe('phone photo links', () => {
  it('lets a phone without a sign-in see the good and upload its image; the version grows', async () => {
    const { good, token, link } = await goodWithLink();
    expect(link.expires_time).toBe('2026-11-22T08:30:00.000Z');
    const target = await t.as(null).get(`/api/goods/photo_upload/${token}`);
    expect(target.json().data).toMatchObject({ plu: 9, name_lines: ['草莓'], img_url: '' });
    const uploaded = await t.as(null).upload(`/api/goods/photo_upload/${token}`, photoForm());
    expect(uploaded.statusCode).toBe(200);
    const [row] = await t.db.select().from(goods).where(eq(goods.id, good.id));
    expect(row?.img_url).toMatch(/^\/files\/images\/[0-9a-f]{64}\.png$/);
    expect(row?.version).toBe(2);
  });

  it('refuses a forged or expired link, saying so', async () => {
    const { good, token } = await goodWithLink();
    const forged = token.replace(/^\d+/, String(good.id + 1));
    const res = await t.as(null).get(`/api/goods/photo_upload/${forged}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.token).toContain('已过期');
    clock.advance(31 * 60 * 1000);
    expect((await t.as(null).upload(`/api/goods/photo_upload/${token}`, photoForm())).statusCode).toBe(400);
  });

  it('makes links only for goods of the caller’s company', async () => {
    const { good } = await goodWithLink();
    const other = await t.seed.companyWithUser();
    expect((await t.as(other.user).post(`/api/management/goods/${good.id}/photo_link`)).statusCode).toBe(404);
  });
});
