import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { isoTimeSchema } from '@tm/contracts';
import { z } from 'zod';

type Write = (data: unknown) => string;

/**
 * The wire form of a response schema as JSON Schema, or undefined where JSON Schema cannot say it.
 * The time codec is the one pipe allowed: fast-json-stringify writes a `Date` under a date-time
 * string as zod's codec does (`toISOString`). Any other codec changes a value on its way out, and
 * a type JSON has no word for (z.date(), z.bigint()) throws here; both stay with zod.
 */
function wireJsonSchema(schema: z.ZodType): object | undefined {
  let expressible = true;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'ref',
      override: ({ zodSchema, jsonSchema }) => {
        const def = zodSchema._zod.def;
        if (def.type === 'pipe' && zodSchema !== isoTimeSchema) {
          expressible = false;
        }
        if (def.type === 'default' || def.type === 'prefault') {
          // fast-json-stringify would write a default for a missing value; zod fails such an answer.
          delete jsonSchema.default;
        }
        if (def.type === 'object') {
          // The input side calls a field with a default optional, but an answer must hold it: only
          // what is optional on the output side may be left out.
          const shape: Record<string, z.core.$ZodType> = (zodSchema as z.ZodObject).shape;
          jsonSchema.required = Object.keys(shape).filter((key) => shape[key]?._zod.optout !== 'optional');
        }
      },
    });
    return expressible ? json : undefined;
  } catch {
    return undefined;
  }
}

/** zod's own writer, fastify-type-provider-zod's: check and encode, then JSON.stringify. */
const zodWriter = (schema: z.ZodType, method: string, url: string): Write =>
  createSerializerCompiler({})({ schema, method, url, httpStatus: '200' });

/**
 * Writes each route's answers with fast-json-stringify, compiled from its zod response schema:
 * about ten times cheaper than zod's encode and JSON.stringify (docs/performance.md, "answers written
 * by fast-json-stringify"). It writes what the schema names and does not check the values, so
 * `check` (the tests' setting) also runs zod's writer on every answer, fails the answer zod
 * refuses and any answer the two write differently: a wrong field still breaks a test.
 */
export function answerWriterCompiler({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const write = lazily(() => fastWriter(schema, method, url));
    if (!check) {
      return write;
    }
    const byZod = zodWriter(schema, method, url);
    return (data) => {
      const expected = byZod(data);
      const written = write(data);
      // The fast writer puts required fields before optional ones: the same answer, otherwise ordered.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `the answer of ${method} ${url} was written otherwise than zod writes it:\n` +
            `${written.slice(0, 2000)}\n${expected.slice(0, 2000)}`,
        );
      }
      return written;
    };
  };
}

/** fast-json-stringify's writer for the schema, or zod's where JSON Schema cannot say it. */
function fastWriter(schema: z.ZodType, method: string, url: string): Write {
  const json = wireJsonSchema(schema);
  if (json === undefined) {
    return zodWriter(schema, method, url);
  }
  const fast: Write = fastJsonStringify(json);
  return (data) => {
    try {
      return fast(data);
    } catch (error) {
      // A required field missing: a 500, as zod's writer gives.
      throw new Error(`the answer of ${method} ${url} could not be written`, { cause: error });
    }
  };
}

/** Made at a route's first answer: compiling all 310 routes' writers at start adds 0.15 s to it. */
function lazily(make: () => Write): Write {
  let write: Write | undefined;
  return (data) => {
    write ??= make();
    return write(data);
  };
}
