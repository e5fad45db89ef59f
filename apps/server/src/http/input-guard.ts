import { ErrorCode } from '@tm/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** The path of the first string holding a NUL character, e.g. `lines.2.note`, or null. */
export function pathOfNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? path.join('.') || '_' : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, String(index)]);
      if (found !== null) {
        return found;
      }
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, [...path, key]);
      if (found !== null) {
        return found;
      }
    }
  }
  return null;
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
