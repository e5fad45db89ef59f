import { ErrorCode } from '@tm/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * The keys from `value` down to the first string holding a NUL character, innermost first, or null.
 * The path is made only on the way back from a find: a clean body (a scale's upload of a thousand
 * sales, say) is walked without building a path for each of its values.
 */
function keysToNul(value: unknown): string[] | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [] : null;
  }
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = keysToNul(value[index]);
      if (found !== null) {
        found.push(String(index));
        return found;
      }
    }
    return null;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key)) {
      const found = keysToNul((value as Record<string, unknown>)[key]);
      if (found !== null) {
        found.push(key);
        return found;
      }
    }
  }
  return null;
}

/** The path of the first string holding a NUL character, e.g. `lines.2.note`, or null. */
export function pathOfNul(value: unknown): string | null {
  const keys = keysToNul(value);
  return keys === null ? null : keys.reverse().join('.') || '_';
}

/**
 * PostgreSQL text cannot hold a NUL character: a query carrying one fails. Such input is refused
 * first, naming the field, whatever route it was sent to.
 */
export function refuseNulCharacters(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const field = pathOfNul(request.query) ?? pathOfNul(request.params) ?? pathOfNul(request.body);
    if (field !== null) {
      throw new AppError(ErrorCode.VALIDATION, { fields: { [field]: 'nul_character' } });
    }
  });
}
