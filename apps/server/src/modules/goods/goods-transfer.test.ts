import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { createImportJob } from './goods-import.jobs';
import { goodPriceChanges, goods, goodsImportJobs } from './goods.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = 'PLU编号,商品代码,品名1,品名2,单价(元),计价方式,重量单位,定重(克),分类,在售';

function csvFile(
  lines: string[],
  name = 'goods.csv',
  encode: (text: string) => Uint8Array = (text) => Buffer.from(text),
) {
  return new File([encode(`${lines.join('\r\n')}\r\n`)], name, { type: 'text/csv' });
}

type Job = {
  id: string;
  status: string;
  phase: string;
  done: number;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  valid_rows: number;
  failed_rows: number;
  errors: { row: number; column: string; value: string; reason: string }[];
  message: string;
};

/** Uploads a file and waits for its import job to finish. */
async function importFile(user: TestUser, file: File, fields: Record<string, string> = {}): Promise<Job> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ mode: 'upsert', ...fields })) {
    form.append(name, value);
  }
  form.append('file', file);
  const started = await t.as(user).upload('/api/management/goods/imports', form);
  expect(started.statusCode, started.body).toBe(200);
  let job = started.json().data as Job;
  for (let i = 0; i < 600 && job.status === 'running'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    job = (await t.as(user).get(`/api/management/goods/imports/${job.id}`)).json().data;
  }
  return job;
}

const goodsOf = (companyId: number) =>
  t.db.select().from(goods).where(eq(goods.company_id, companyId)).orderBy(asc(goods.plu));

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

const rowsOf = (sheet: ExcelJS.Worksheet | undefined) =>
  (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (Array.isArray(row) ? row.slice(1) : []));

describe('goods import', () => {
  it('creates the goods of a clean UTF-8 CSV, with a first price in each history', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const job = await importFile(
      user,
      csvFile([
        HEADER,
        '1001,1001,西红柿,本地,5.98,称重,500g,,蔬菜,是',
        '1002,1002,鸡蛋,散装,1.2,计件,,,蛋类,否',
        '1003,1003,小包装大米,,25,定重计件,,2500,粮油,',
      ]),
      { mode: 'create' },
    );
    expect(job).toMatchObject({ status: 'done', phase: 'finished', created: 3, failed_rows: 0, done: 3, total: 3 });
    const rows = await goodsOf(company.id);
    expect(rows.map((g) => [g.plu, g.name_lines, g.unit_price, g.pricing_mode, g.weight_unit, g.on_sale])).toEqual([
      [1001, ['西红柿', '本地'], 598, 'by_weight', '500g', true],
      [1002, ['鸡蛋', '散装'], 120, 'by_count', 'kg', false],
      [1003, ['小包装大米'], 2500, 'by_count_fixed_weight', 'kg', true],
    ]);
    expect(rows[2]?.fixed_weight_g).toBe(2500);
    const history = await t.db.select().from(goodPriceChanges).where(eq(goodPriceChanges.company_id, company.id));
    expect(history).toHaveLength(3);
    expect(history.every((h) => h.old_price === null && h.changed_by === user.id)).toBe(true);
    // Whoever started it hears under the bell that it is done, even after leaving the page.
    const [notice] = (await t.as(user).get('/api/notices?type=notification')).json().data.list;
    expect(notice).toMatchObject({
      title: '商品导入已完成：goods.csv',
      description: '新增 3 个，更新 0 个',
      link: '/project/goodMng/goodList',
    });
  });

  it('writes a large file in batches as it checks it, and takes them all back for a bad row near its end', async () => {
    const { user, company } = await t.seed.companyWithUser();
    // 25 000 rows: on PostgreSQL two batches of 10 000 are written before row 24 002 is checked.
    const lines = (badRow?: number) =>
      Array.from({ length: 25_000 }, (_, i) =>
        i === badRow ? `x,${i + 1},商品${i},,3,称重,kg,,水果,是` : `${i + 1},${i + 1},商品${i},,3,称重,kg,,水果,是`,
      );
    const rejected = await importFile(user, csvFile([HEADER, ...lines(24_000)]), { mode: 'create' });
    expect(rejected).toMatchObject({ status: 'rejected', created: 0, valid_rows: 24_999, failed_rows: 1 });
    expect(await goodsOf(company.id)).toHaveLength(0);

    const done = await importFile(user, csvFile([HEADER, ...lines()]), { mode: 'create' });
    expect(done).toMatchObject({ status: 'done', phase: 'finished', created: 25_000, done: 25_000, total: 25_000 });
    expect(await goodsOf(company.id)).toHaveLength(25_000);
  });

  it('reports every bad row with its row, column and reason, and writes nothing', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const job = await importFile(
      user,
      csvFile([
        HEADER,
        '1,1,苹果,,3.5,称重,kg,,水果,是',
        'x,2,梨,,3,称重,kg,,水果,是',
        '3,3,香蕉,,3.456,按斤卖,kg,,水果,也许',
        '1,4,橙子,,4,计件,kg,,水果,是',
        '5,1,这是一个名字非常非常长的商品超过了秤的打印宽度,,4,计件,kg,,水果,是',
        '6,6,,,4,定重计件,kg,,水果,是',
      ]),
    );
    expect(job).toMatchObject({ status: 'rejected', created: 0, valid_rows: 1, failed_rows: 5 });
    const [notice] = (await t.as(user).get('/api/notices?type=notification')).json().data.list;
    expect(notice.description).toBe('5 行有误，没有导入任何商品；请按错误报告改正后再导入');
    expect(job.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'PLU编号', value: 'x', reason: '须为整数' },
        { row: 4, column: '单价(元)', value: '3.456', reason: '单价须为 0 到 99999.99 元，最多两位小数' },
        { row: 4, column: '计价方式', value: '按斤卖', reason: '计价方式须为 计重、计件 或 计件定重' },
        { row: 4, column: '在售', value: '也许', reason: '请填写 是 或 否' },
        { row: 5, column: 'PLU编号', value: '1', reason: '与第 2 行的 PLU 编号重复' },
        expect.objectContaining({ row: 6, column: '商品代码', reason: '与第 2 行的商品代码重复' }),
        expect.objectContaining({ row: 6, column: '品名1', reason: expect.stringContaining('36') }),
        expect.objectContaining({ row: 7, column: '品名1' }),
        expect.objectContaining({ row: 7, column: '定重(克)', reason: '按件定重计价须填写每件重量' }),
      ]),
    );
    expect(await goodsOf(company.id)).toEqual([]);

    // The report gives back the failed rows with their reasons, ready to fix and import again.
    const report = await t.as(user).get(`/api/management/goods/imports/${job.id}/errors?format=xlsx`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain('filename*=UTF-8');
    const rows = rowsOf((await readXlsx(report.rawPayload)).worksheets[0]);
    expect(rows[0]?.[0]).toBe('行号');
    expect(rows[0]?.at(-1)).toBe('错误原因');
    expect(rows.slice(1).map((row) => row[0])).toEqual([3, 4, 5, 6, 7]);
    expect(rows[2]?.at(-1)).toContain('计价方式: 计价方式须为');
  });

  it('imports the valid rows when asked to, and skips the bad ones', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const job = await importFile(
      user,
      csvFile([HEADER, '1,1,苹果,,3.5,称重,kg,,水果,是', '2,2,梨,,-3,称重,kg,,水果,是']),
      {
        on_errors: 'skip',
      },
    );
    expect(job).toMatchObject({ status: 'done', created: 1, failed_rows: 1 });
    expect((await goodsOf(company.id)).map((g) => g.plu)).toEqual([1]);
  });

  it('reads the GBK that Chinese Excel saves CSV in', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const gbk = (text: string) => iconv.encode(text, 'gbk');
    const job = await importFile(user, csvFile([HEADER, '7,7,精品五花肉,冷鲜,28.8,称重,kg,,肉类,是'], 'gbk.csv', gbk));
    expect(job.status).toBe('done');
    const [good] = await goodsOf(company.id);
    expect(good).toMatchObject({ name_lines: ['精品五花肉', '冷鲜'], category: '肉类', unit_price: 2880 });
  });

  it('upserts: changes what changed (version up, price in history), creates new PLUs, leaves identical rows alone', async () => {
    const { user, company } = await t.seed.companyWithUser();
    await importFile(user, csvFile([HEADER, '1,1,苹果,,3.5,称重,kg,,水果,是', '2,2,梨,,3,称重,kg,,水果,是']));
    const job = await importFile(
      user,
      csvFile([
        HEADER,
        '1,1,苹果,红富士,3.9,称重,kg,,水果,是',
        '2,2,梨,,3,称重,kg,,水果,是',
        '3,3,桃,,6,称重,kg,,水果,是',
      ]),
    );
    expect(job).toMatchObject({ status: 'done', created: 1, updated: 1, unchanged: 1 });
    const [apple, pear] = await goodsOf(company.id);
    expect(apple).toMatchObject({ name_lines: ['苹果', '红富士'], unit_price: 390, version: 2 });
    expect(pear?.version).toBe(1);
    const history = await t.db
      .select()
      .from(goodPriceChanges)
      .where(eq(goodPriceChanges.good_id, apple?.id ?? 0))
      .orderBy(goodPriceChanges.id);
    expect(history.map((h) => [h.old_price, h.new_price])).toEqual([
      [null, 350],
      [350, 390],
    ]);
  });

  it('keeps names with quotes, backslashes, braces, commas and spaces as written, created and updated', async () => {
    const { user, company } = await t.seed.companyWithUser();
    // CSV quoting: a cell in double quotes, a quote inside it doubled.
    const created = await importFile(
      user,
      csvFile([
        HEADER,
        '1,1,"5"" 西瓜 {大}",C:\\货架\\一,3.5,称重,kg,,水果,是',
        '2,2,NULL, 两端有空格 ,3,称重,kg,,水果,是',
      ]),
      { mode: 'create' },
    );
    expect(created).toMatchObject({ status: 'done', created: 2 });
    const updated = await importFile(user, csvFile([HEADER, '1,1,"a,b",{},3.5,称重,kg,,水果,是']), { mode: 'update' });
    expect(updated).toMatchObject({ status: 'done', updated: 1 });
    const rows = await goodsOf(company.id);
    expect(rows.map((g) => [g.name_lines, g.name])).toEqual([
      [['a,b', '{}'], 'a,b'],
      [['NULL', '两端有空格'], 'NULL'],
    ]);
    const before = await importFile(user, csvFile([HEADER, '1,1,"5"" 西瓜 {大}",C:\\货架\\一,3.5,称重,kg,,水果,是']), {
      mode: 'update',
    });
    expect(before).toMatchObject({ status: 'done', updated: 1 });
    expect((await goodsOf(company.id))[0]?.name_lines).toEqual(['5" 西瓜 {大}', 'C:\\货架\\一']);
  });

  it('updates by PLU from a sheet of prices only, keeping every other field, and names unknown PLUs', async () => {
    const { user, company } = await t.seed.companyWithUser();
    await importFile(user, csvFile([HEADER, '1,1,苹果,红富士,3.5,称重,500g,,水果,是']));
    const rejected = await importFile(user, csvFile(['PLU,Unit price (yuan)', '1,4.2', '99,1']), { mode: 'update' });
    expect(rejected.errors).toEqual([
      { row: 3, column: 'PLU编号', value: '99', reason: '本公司没有该 PLU 编号的商品' },
    ]);
    const job = await importFile(user, csvFile(['PLU,Unit price (yuan)', '1,4.2']), { mode: 'update' });
    expect(job).toMatchObject({ status: 'done', updated: 1 });
    const [apple] = await goodsOf(company.id);
    expect(apple).toMatchObject({
      name_lines: ['苹果', '红富士'],
      weight_unit: '500g',
      category: '水果',
      unit_price: 420,
    });
  });

  it('changes only prices from the template with PLU and price filled in, in every mode that updates', async () => {
    const { user, company } = await t.seed.companyWithUser();
    const stored = await importFile(
      user,
      csvFile([
        'PLU编号,商品代码,品名1,品名2,特殊信息1,单价(元),计价方式,计价单位,皮重(克),保质期(天),分类,在售',
        '1,1001,苹果,Apple,产地：烟台,3.5,称重,500g,5,7,水果,否',
      ]),
    );
    expect(stored.errors).toEqual([]);
    const before = (await goodsOf(company.id))[0];
    const template = await readXlsx((await t.as(user).get('/api/management/goods/import_template')).rawPayload);
    const header = rowsOf(template.worksheets[0])[0] as string[];
    /** The template with one row of a PLU and a price, the other cells left blank. */
    const pricesOnly = async (plu: number, price: string) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('商品');
      sheet.addRow(header);
      sheet.addRow(header.map((title) => (title === 'PLU编号' ? plu : title === '单价(元)' ? price : '')));
      return new File([Buffer.from(await workbook.xlsx.writeBuffer())], 'prices.xlsx');
    };
    for (const [mode, price] of [
      ['update', '4.2'],
      ['upsert', '4.5'],
    ] as const) {
      const job = await importFile(user, await pricesOnly(1, price), { mode });
      expect(job.errors).toEqual([]);
      expect(job).toMatchObject({ status: 'done', updated: 1, failed_rows: 0 });
      const [apple] = await goodsOf(company.id);
      expect(apple).toEqual({
        ...before,
        unit_price: Math.round(Number(price) * 100),
        version: expect.any(Number),
        sync_version: expect.anything(),
        last_modified_time: expect.any(Date),
      });
    }
    // A new PLU needs what the template marks required, each named as missing.
    const created = (await importFile(user, await pricesOnly(2, '3'), { mode: 'create' })).errors;
    expect(created.map(({ column, reason }) => `${column}: ${reason}`)).toEqual([
      '商品代码: 必填',
      '品名1: 请输入名称',
      '计价方式: 必填',
    ]);
  });

  it('refuses to create over an existing PLU in create mode, and says which columns a file lacks', async () => {
    const { user } = await t.seed.companyWithUser();
    await importFile(user, csvFile([HEADER, '1,1,苹果,,3.5,称重,kg,,水果,是']));
    const taken = await importFile(user, csvFile([HEADER, '1,9,苹果,,3.5,称重,kg,,水果,是']), { mode: 'create' });
    expect(taken.errors[0]).toMatchObject({ row: 2, column: 'PLU编号', reason: '该 PLU 编号已被本公司其他商品使用' });
    const missing = await importFile(user, csvFile(['PLU编号,品名1', '5,桃']), { mode: 'create' });
    expect(missing).toMatchObject({ status: 'failed', message: '缺少列：商品代码、单价(元)、计价方式' });
  });

  it('refuses a file that is not a spreadsheet, and a second import of the company while one runs', async () => {
    const { user } = await t.seed.companyWithUser();
    const form = new FormData();
    form.append('mode', 'create');
    form.append('file', new File([Buffer.from('GIF89a')], 'a.gif'));
    const res = await t.as(user).upload('/api/management/goods/imports', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ file: '只能导入 .xlsx 或 .csv 文件' });
    // A picture renamed .xlsx is told it is not a readable sheet, not to be an .xlsx file.
    const renamed = new FormData();
    renamed.append('mode', 'create');
    renamed.append('file', new File([Buffer.from('\x89PNG\r\n')], 'goods.xlsx'));
    const unreadable = await t.as(user).upload('/api/management/goods/imports', renamed);
    expect(unreadable.json().data.fields).toEqual({
      file: '这个文件不是能读出的 .xlsx 表格：请在 Excel 中另存为 .xlsx 后再导入',
    });
    const noMode = new FormData();
    noMode.append('file', csvFile([HEADER]));
    expect((await t.as(user).upload('/api/management/goods/imports', noMode)).json().data.fields).toEqual({
      mode: '必填',
    });
  });

  it('runs one import a company at a time, and ends one whose server stopped mid-way', async () => {
    const { user, company } = await t.seed.companyWithUser();
    // As another instance would have it: started, its heartbeat moving.
    const elsewhere = await createImportJob(
      t.db,
      { company_id: company.id, user_id: user.id, file_name: 'a.csv', mode: 'upsert', on_errors: 'abort' },
      new Date(),
    );
    const form = () => {
      const body = new FormData();
      body.append('mode', 'upsert');
      body.append('file', csvFile([HEADER, '1,1,苹果,,3.5,称重,kg,,水果,是']));
      return body;
    };
    const refused = await t.as(user).upload('/api/management/goods/imports', form());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.fields).toEqual({ file: '本公司已有一个导入正在进行，请等它完成' });
    const polled = (await t.as(user).get(`/api/management/goods/imports/${elsewhere.id}`)).json().data;
    expect(polled).toMatchObject({ status: 'running', phase: 'reading' });

    // That instance died: its heartbeat stopped a minute ago.
    await t.db
      .update(goodsImportJobs)
      .set({ heartbeat_time: new Date(Date.now() - 60_000) })
      .where(eq(goodsImportJobs.id, elsewhere.id));
    const ended = (await t.as(user).get(`/api/management/goods/imports/${elsewhere.id}`)).json().data;
    expect(ended).toMatchObject({ status: 'failed', phase: 'finished', created: 0 });
    expect(ended.message).toBe('导入被中断（服务器重新启动），没有写入任何商品；请重新导入');
    const job = await importFile(user, csvFile([HEADER, '1,1,苹果,,3.5,称重,kg,,水果,是']));
    expect(job).toMatchObject({ status: 'done', created: 1 });
    const english = await t.as(user, { 'accept-language': 'en' }).get(`/api/management/goods/imports/${elsewhere.id}`);
    expect(english.json().data).toMatchObject({
      status: 'failed',
      message: 'The import was interrupted by a server restart; no goods were written. Please import the file again',
    });
  });

  it('keeps a company’s jobs from other companies', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    const job = await importFile(a.user, csvFile([HEADER, '1,1,秘密苹果,,3.5,称重,kg,,水果,否', 'x']));
    expect((await t.as(b.user).get(`/api/management/goods/imports/${job.id}`)).statusCode).toBe(404);
    expect((await t.as(b.user).get(`/api/management/goods/imports/${job.id}/errors`)).statusCode).toBe(404);
    expect((await t.as(await t.seed.admin()).get(`/api/management/goods/imports/${job.id}`)).statusCode).toBe(200);
  });
});

describe('goods export and template', () => {
  it('exports the filtered goods, and an export imports back into the same goods', async () => {
    const a = await t.seed.companyWithUser();
    await importFile(
      a.user,
      csvFile([
        'PLU编号,商品代码,品名1,品名2,品名3,附加信息1,单价(元),计价方式,重量单位,定重(克),皮重(克),保质期(天),包装日期偏移(天),分类,在售',
        '1,00001,苹果,红富士,特级,"产地：烟台, 山东",3.5,称重,500g,,5,7,1,水果,是',
        '2,2,鸡蛋,,,,0.99,计件,kg,,0,0,0,蛋类,否',
        '3,3,大米,,,,25,定重计件,kg,2500,0,180,0,粮油,是',
      ]),
    );
    for (const format of ['xlsx', 'csv'] as const) {
      const res = await t.as(a.user).get(`/api/management/goods/export?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(format === 'csv' ? 'text/csv' : 'spreadsheetml');
      const b = await t.seed.companyWithUser();
      const file = new File([res.rawPayload], `export.${format}`);
      expect(await importFile(b.user, file, { mode: 'create' })).toMatchObject({ status: 'done', created: 3 });
      const fields = ({
        id: _i,
        company_id: _c,
        created_time: _t,
        last_modified_time: _m,
        // The scales' change number, stamped by the database on every write.
        sync_version: _s,
        ...rest
      }: typeof goods.$inferSelect) => rest;
      expect((await goodsOf(b.company.id)).map(fields)).toEqual((await goodsOf(a.company.id)).map(fields));
    }
    const filtered = await t.as(a.user).get(`/api/management/goods/export?format=csv&on_sale=0`);
    const lines = filtered.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('鸡蛋');
    // The file names its columns as the goods form does; the names above are the earlier ones.
    expect(lines[0]?.split(',')).toEqual(expect.arrayContaining(['特殊信息1', '计价单位', '分类']));
    expect(lines[0]).not.toContain('附加信息');
  });

  it('exports in the list’s order, either way, past a batch, when prices and change times repeat', async () => {
    const { user, company } = await t.seed.companyWithUser();
    // More goods than one export batch (2 000), three prices, and change times that tie in groups
    // and differ by microseconds (a key read back as a millisecond Date would skip or repeat some).
    await t.db.execute(sql`
      INSERT INTO goods (company_id, plu, item_code, name_lines, name, unit_price, pricing_mode, last_modified_time)
      SELECT ${company.id}, i, i::text, ARRAY['货' || i], '货' || i, 100 * (1 + i % 3), 'by_weight',
        timestamptz '2026-11-01 08:00:00+08' + (i * 7 % 700) * interval '1 microsecond'
      FROM generate_series(1, 2100) i`);
    const expected: Record<string, SQL> = {
      plu: sql`plu`,
      '-price': sql`unit_price DESC, plu DESC`,
      price: sql`unit_price, plu`,
      '-updated': sql`last_modified_time DESC, id DESC`,
    };
    for (const [sort, order] of Object.entries(expected)) {
      const res = await t.as(user).get(`/api/management/goods/export?format=csv&sort=${sort}`);
      const plus = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
      const stored = (await t.db.execute(
        sql`SELECT plu FROM goods WHERE company_id = ${company.id} ORDER BY ${order}`,
      )) as { rows: { plu: number }[] };
      expect(plus, sort).toEqual(stored.rows.map((row) => row.plu));
    }
  });

  it('writes an English export’s words in English, and it imports back into the same goods', async () => {
    const a = await t.seed.companyWithUser();
    await importFile(
      a.user,
      csvFile([
        HEADER,
        '1,1,苹果,,3.5,称重,kg,,水果,是',
        '2,2,鸡蛋,,0.99,计件,kg,,蛋类,否',
        '3,3,大米,,25,定重计件,kg,2500,粮油,是',
      ]),
    );
    const res = await t.as(a.user, { 'accept-language': 'en' }).get('/api/management/goods/export?format=csv');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Pricing mode');
    expect(rows[0]).toMatch(/,By weight,.*,Yes$/);
    expect(rows[1]).toMatch(/,By count,.*,No$/);
    expect(rows[2]).toMatch(/,"By count, fixed weight",.*,Yes$/);
    const b = await t.seed.companyWithUser();
    const file = new File([res.rawPayload], 'export.csv');
    expect(await importFile(b.user, file, { mode: 'create' })).toMatchObject({ status: 'done', created: 3 });
    const modes = (goodsList: (typeof goods.$inferSelect)[]) =>
      goodsList.map((good) => [good.plu, good.pricing_mode, good.fixed_weight_g, good.on_sale]);
    expect(modes(await goodsOf(b.company.id))).toEqual(modes(await goodsOf(a.company.id)));
  });

  it('exports only the caller’s company', async () => {
    const a = await t.seed.companyWithUser();
    const b = await t.seed.companyWithUser();
    await importFile(a.user, csvFile([HEADER, '1,1,甲公司的苹果,,3.5,称重,kg,,水果,是']));
    const res = await t.as(b.user).get(`/api/management/goods/export?format=csv&company_id=${a.company.id}`);
    expect(res.body).not.toContain('甲公司的苹果');
  });

  it('gives the template in the caller’s language, with an instructions sheet', async () => {
    const user = (await t.seed.companyWithUser()).user;
    const zh = await t.as(user).get('/api/management/goods/import_template');
    const workbook = await readXlsx(zh.rawPayload);
    expect(rowsOf(workbook.worksheets[0])[0]?.slice(0, 3)).toEqual(['PLU编号', '商品代码', '品名1']);
    expect(workbook.worksheets[1]?.name).toBe('填写说明');
    const en = await t.as(user, { 'accept-language': 'en' }).get('/api/management/goods/import_template?format=csv');
    expect(
      en.body
        .replace(/^\uFEFF/, '')
        .split(',')
        .slice(0, 3),
    ).toEqual(['PLU', 'Item code', 'Name line 1']);
    // The template imports as it is: an empty file says it has no goods rows.
    expect(await importFile(user, new File([en.rawPayload], 'template.csv'))).toMatchObject({
      status: 'failed',
      message: '文件中没有商品行',
    });
  });
});
