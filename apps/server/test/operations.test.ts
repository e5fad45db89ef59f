import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { DataDirLockedError, openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/demo';
import { scaleGoods, scales } from '../src/modules/scales/scales.table';
import { labels, scaleLabels } from '../src/modules/labels/labels.table';
import { goods } from '../src/modules/goods/goods.table';
import { shopGoods } from '../src/modules/shop-goods/shop-goods.table';
import { shops } from '../src/modules/shops/shops.table';
import { users } from '../src/modules/users/users.table';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-ops-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The operator command line, as `npm run cli --` runs it, on a data folder of its own. */
async function cli(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('loadConfig', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT="eighty"');
      expect(text).toContain('DATABASE_URL="mysql://x"');
      expect(text).toContain('LOG_LEVEL="loud"');
    }
  });

  it('names the settings that only make sense together', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.test/send' })).toThrow(
      /SMS_HTTP_KEY: required when SMS_PROVIDER=http/,
    );
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: required when FILE_STORE=s3/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      demoData: true,
      tokenTtlSeconds: 604800,
      databaseUrl: undefined,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });
});

// Each opening of a data folder creates or reads a database on disk: 2 to 4 s alone, up to 16 s with
// the rest of the suite on the same two cores; a test opens one two or three times.
describe('the embedded database folder', { timeout: 90_000 }, () => {
  it('refuses a second opener with a message naming the process that has it', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ url: undefined, dataDir });
    try {
      await expect(openDatabase({ url: undefined, dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ url: undefined, dataDir })).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    // Closed: the next opener gets it.
    const again = await openDatabase({ url: undefined, dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '2147483646');
    const database = await openDatabase({ url: undefined, dataDir });
    await database.close();
  });
});

describe('npm run cli', () => {
  it('creates accounts, and says clearly what is wrong', async () => {
    const dataDir = tempDir();
    const help = await cli(dataDir, '--help');
    expect(help.stdout).toContain('user:create --username NAME --password PASS --role');

    const created = await cli(
      dataDir,
      'user:create',
      '--username',
      'ops',
      '--password',
      'Ops-pass-2026',
      '--role',
      'ADMIN',
      '--phone',
      '13900000009',
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created ADMIN "ops" \(id \d+\) with phone 13900000009/);

    const duplicate = await cli(
      dataDir,
      'user:create',
      '--username',
      'ops',
      '--password',
      'Ops-pass-2026',
      '--role',
      'ADMIN',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('username: This user name is already taken');

    const samePhone = await cli(
      dataDir,
      'user:create',
      '--username',
      'ops2',
      '--password',
      'Ops-pass-2026',
      '--role',
      'USER',
      '--phone',
      '13900000009',
    );
    expect(samePhone.stderr).toContain('phone_number: This phone number is bound to another account');

    const weak = await cli(dataDir, 'user:create', '--username', 'ops3', '--password', 'short', '--role', 'USER');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: Password needs at least 8 characters with letters and digits');

    const badRole = await cli(
      dataDir,
      'user:create',
      '--username',
      'ops4',
      '--password',
      'Ops-pass-2026',
      '--role',
      'ROOT',
    );
    expect(badRole.stderr).toContain('--role must be ADMIN, SUPER_ADMIN or USER');

    const reset = await cli(dataDir, 'user:password', '--username', 'ops', '--password', 'New-pass-2027');
    expect(reset.stdout).toContain('Password of "ops" changed');
    const unknown = await cli(dataDir, 'user:password', '--username', 'nobody', '--password', 'New-pass-2027');
    expect(unknown.code).toBe(1);
  }, 120_000);

  it('does not keep the demo data from being seeded at the first start', async () => {
    const dataDir = tempDir();
    await cli(dataDir, 'user:create', '--username', 'early', '--password', 'Early-pass-1', '--role', 'SUPER_ADMIN');
    const database = await openDatabase({ url: undefined, dataDir });
    try {
      const accounts = await seedDemoData(database.db, pino({ level: 'silent' }));
      expect(accounts?.map((a) => a.username)).toEqual(['admin', 'xianfeng']);
      const names = (await database.db.select({ username: users.username }).from(users)).map((u) => u.username);
      expect(names).toEqual(expect.arrayContaining(['early', 'admin', 'xianfeng']));
      // The demo company's fresh-food assortment, over seven categories.
      const assortment = await database.db.select({ category: goods.category }).from(goods);
      expect(assortment.length).toBeGreaterThanOrEqual(200);
      expect(new Set(assortment.map((g) => g.category))).toEqual(
        new Set(['蔬菜', '水果', '肉禽', '水产', '熟食', '烘焙', '干货']),
      );
      // The hypermarket sells it all; the community shop has no deli counter and no bakery.
      const sold = await database.db
        .select({ shop: shops.name, category: goods.category })
        .from(shopGoods)
        .innerJoin(shops, eq(shops.id, shopGoods.shop_id))
        .innerJoin(goods, eq(goods.id, shopGoods.good_id));
      const soldIn = (shop: string) => sold.filter((row) => row.shop === shop);
      expect(soldIn('鲜丰生鲜 西溪店')).toHaveLength(assortment.length);
      const community = new Set(soldIn('鲜丰生鲜 文三路店').map((row) => row.category));
      expect(community).toEqual(new Set(['蔬菜', '水果', '肉禽', '水产', '干货']));
      // Scales of three models at the counters, each holding its counter's goods, hot keys set.
      const demoScales = await database.db
        .select({ model: scales.model, hot_keys: scales.hot_keys, held: sql<number>`count(${scaleGoods.id})::int` })
        .from(scales)
        .leftJoin(scaleGoods, eq(scaleGoods.scale_id, scales.id))
        .groupBy(scales.id)
        .orderBy(scales.id);
      expect(demoScales.map((scale) => scale.model)).toEqual(['TM-Aa', 'TM-H', 'SY-A']);
      expect(demoScales.every((scale) => scale.held > 0 && scale.hot_keys.length === 20)).toBe(true);
      // Each shop has a weight, a count and a fixed-weight label; every scale holds its shop's three,
      // and every good names a label of its pricing mode with the EAN-13 price barcode.
      const formats = await database.db.select({ shop_id: labels.shop_id, type: labels.type }).from(labels);
      expect(formats).toHaveLength(6);
      expect(new Set(formats.map((f) => f.type))).toEqual(new Set(['weight', 'count', 'fixed_weight']));
      const held = await database.db.select({ scale_id: scaleLabels.scale_id }).from(scaleLabels);
      expect(held).toHaveLength(9);
      const named = await database.db
        .select({ mode: goods.pricing_mode, type: labels.type, barcode: goods.barcode_format_id })
        .from(goods)
        .innerJoin(labels, eq(labels.id, goods.label_format_id));
      expect(named).toHaveLength(assortment.length);
      const typeOf = { by_weight: 'weight', by_count: 'count', by_count_fixed_weight: 'fixed_weight' };
      expect(named.every((good) => good.type === typeOf[good.mode] && good.barcode === 1)).toBe(true);
      // Seeded once: a second start leaves it alone.
      expect(await seedDemoData(database.db, pino({ level: 'silent' }))).toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);
});
