import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipStream } from '../src/sheets/zip-stream';
import { createTestApp, type TestApp, type TestUser } from './harness';

/** Uploaded files are judged by their bytes on every upload route (docs/security.md). */
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ user } = await t.seed.companyWithUser());
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) {
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/** An .xlsx-looking zip whose sheet unpacks to 40 MB from a few dozen kilobytes. */
async function zipBomb(): Promise<Buffer> {
  const megabyte = ' '.repeat(1024 * 1024);
  return bytesOf(
    zipStream([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/worksheets/sheet1.xml', content: Array.from({ length: 40 }, () => megabyte) },
    ]),
  );
}

function form(field: string, bytes: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    body.append(name, value);
  }
  body.append(field, new File([bytes], fileName));
  return body;
}

describe('uploads judged by their content', () => {
  it('refuses a zip bomb posing as a spreadsheet, before unpacking it, on the price sheet and the goods import', async () => {
    const bomb = await zipBomb();
    expect(bomb.length).toBeLessThan(200 * 1024);
    const sheet = await t.as(user).upload('/api/management/prices/batches/sheet', form('file', bomb, 'prices.xlsx'));
    expect(sheet.statusCode).toBe(400);
    expect(sheet.json().data.fields).toEqual({ file: '文件解压后过大（超过 256 MB），不是正常的表格文件' });

    const started = await t
      .as(user)
      .upload('/api/management/goods/imports', form('file', bomb, 'goods.xlsx', { mode: 'upsert' }));
    expect(started.statusCode).toBe(200);
    let job = started.json().data as { id: string; status: string; message: string; created: number };
    for (let i = 0; i < 200 && job.status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = (await t.as(user).get(`/api/management/goods/imports/${job.id}`)).json().data;
    }
    expect(job).toMatchObject({
      status: 'failed',
      created: 0,
      message: '文件解压后过大（超过 256 MB），不是正常的表格文件',
    });
  });

  it('refuses a broken spreadsheet with a message, never a failure of the server', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const res = await t
      .as(user, { 'accept-language': 'en' })
      .upload('/api/management/prices/batches/sheet', form('file', broken, 'prices.xlsx'));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      file: 'The file cannot be read; save it as .xlsx or .csv from the template and try again',
    });
  });

  it('refuses an image cut short, and keeps the whole one', async () => {
    const cut = await t.as(user).upload('/api/management/images/upload', form('image', PNG.subarray(0, 40), 'a.png'));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().data.fields).toEqual({ image: '图片不完整（文件被截断），请重新选择图片' });
    const whole = await t.as(user).upload('/api/management/images/upload', form('image', PNG, 'a.png'));
    expect(whole.statusCode).toBe(200);
  });

  it('stores a file named with a path under its content hash, inside the file store only', async () => {
    const filesRoot = path.join(t.config.dataDir, 'files');
    const res = await t.as(user).upload('/api/management/images/upload', form('image', PNG, '../../../escaped.png'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/\/files\/images\/[0-9a-f]{64}\.png$/);
    const stored = fs.readdirSync(filesRoot, { recursive: true }).map(String);
    expect(stored.every((name) => /^images(\/[0-9a-f]{64}\.png)?$/.test(name))).toBe(true);
    for (const up of ['..', '../..', '../../..']) {
      expect(fs.existsSync(path.resolve(filesRoot, up, 'escaped.png'))).toBe(false);
    }
  });
});
