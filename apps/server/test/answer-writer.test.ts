import { envelope, goodListItemSchema, isoTimeSchema, pageOf } from '@tm/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerWriterCompiler } from '../src/http/answer-writer';

const route = { method: 'GET', url: '/api/test', httpStatus: '200' };
const writerOf = (schema: z.ZodType, check: boolean) => answerWriterCompiler({ check })({ ...route, schema });
const byZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

// A good as the server holds it: its times are Dates, every default filled in.
const good = goodListItemSchema.decode({
  id: 7,
  company_id: 2,
  company_name: '鲜丰水果',
  version: 3,
  plu: 1001,
  item_code: '1001',
  name_lines: ['红富士苹果 "特级"', '产地\\烟台 ß 😀'],
  unit_price: 1280,
  pricing_mode: 'by_weight',
  discounts: [{ start: '08:00', end: '09:30', kind: 'percent', value: 80 }],
  created_time: '2026-11-30T01:02:03.456Z',
  last_modified_time: '2026-11-30T09:00:00.000Z',
});

describe('the answer writer', () => {
  it('writes a page of goods, with its times, nulls and escapes, byte for byte as zod does', () => {
    const schema = envelope(pageOf(goodListItemSchema));
    const data = {
      code: 1,
      msg: 'ok',
      data: { list: [good, { ...good, id: 8, label_format_id: 4 }], meta: { total: 2 } },
    };
    const written = writerOf(schema, false)(data);
    expect(written).toBe(byZod(schema, data));
    expect(JSON.parse(written).data.list[0].created_time).toBe('2026-11-30T01:02:03.456Z');
  });

  it('leaves out what the schema does not name, as zod does', () => {
    const schema = z.object({ id: z.number(), note: z.string().optional() });
    const data = { id: 1, password_hash: 'secret' };
    expect(writerOf(schema, false)(data)).toBe('{"id":1}');
    expect(byZod(schema, data)).toBe('{"id":1}');
  });

  it('keeps zod for a codec JSON Schema cannot state, so the value is still encoded', () => {
    const centsAsText = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    const schema = z.object({ at: isoTimeSchema, cents: centsAsText });
    const data = { at: new Date('2026-01-02T03:04:05.000Z'), cents: 1280 };
    expect(writerOf(schema, false)(data)).toBe('{"at":"2026-01-02T03:04:05.000Z","cents":"1280"}');
  });

  it('fails an answer missing a required field, and one with text where a number belongs, without checking', () => {
    const schema = z.object({ id: z.number(), name: z.string() });
    const write = writerOf(schema, false);
    expect(() => write({ id: 1 })).toThrow(/could not be written/);
    expect(() => write({ id: 'seven', name: 'x' })).toThrow(/could not be written/);
    // A default fills a field of a request, never of an answer: the answer must hold it.
    const withDefault = writerOf(z.object({ id: z.number(), tags: z.array(z.string()).default([]) }), false);
    expect(() => withDefault({ id: 1 })).toThrow(/could not be written/);
  });

  it('with the check on, refuses what zod refuses even where the fast writer would write something', () => {
    const schema = z.object({ name: z.string(), count: z.number().int() });
    const data = { name: null, count: 1.5 };
    // Unchecked, the fast writer turns both into values of the schema's types.
    expect(writerOf(schema, false)(data)).toBe('{"name":"","count":1}');
    expect(() => writerOf(schema, true)(data)).toThrow(/doesn't match the schema/);
  });

  it('with the check on, writes what both writers agree on', () => {
    const schema = z.object({ at: isoTimeSchema.nullable(), tags: z.array(z.enum(['a', 'b'])) });
    const data = { at: null, tags: ['b', 'a'] };
    expect(writerOf(schema, true)(data)).toBe('{"at":null,"tags":["b","a"]}');
  });

  it('with the check on, takes an answer the fast writer orders otherwise: its optional fields last', () => {
    const schema = z.object({ a: z.number(), note: z.string().optional(), b: z.number() });
    expect(writerOf(schema, true)({ a: 1, note: 'x', b: 2 })).toBe('{"a":1,"b":2,"note":"x"}');
  });
});
