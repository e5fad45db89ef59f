import { ErrorCode, type RoleType } from '@tm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import { resolveSession } from '../modules/users/sessions.service';
import type { Actor, Clock, Ctx, PublicCtx } from './context';
import { AppError } from './errors';
import { langFromHeader } from './lang';

/**
 * Who may call a route. Routes are closed by default: without `access`, any signed-in user.
 * `public` routes take no token; `roles` narrows to those roles.
 */
export type Access = 'public' | 'signed_in' | { roles: readonly RoleType[] };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    actor: Actor | null;
    /** The signed-in caller's context; only on routes that are not public. */
    ctx: Ctx;
    publicCtx: PublicCtx;
  }
}

/** `Authorization: Basic base64("<a>:<b>")` → [a, b], or null if absent or malformed. */
export function parseBasic(header: string | undefined): [string, string] | null {
  if (!header) {
    return null;
  }
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) {
    return null;
  }
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) {
    return null;
  }
  return [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

type AuthDeps = { db: Db; config: Config; clock: Clock; deps: AppDeps };

/** Request decorators: the caller and the service context. */
export function decorateRequests(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('publicCtx', {
    getter(this: FastifyRequest): PublicCtx {
      return {
        db: deps.db,
        config: deps.config,
        lang: langFromHeader(this.headers['accept-language']),
        log: this.log,
        now: deps.clock,
        deps: deps.deps,
        ip: this.ip,
      };
    },
  });
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest): Ctx {
      // The onRequest hook has refused every non-public call without a valid token.
      if (!this.actor) {
        throw new AppError(ErrorCode.LOGIN_INVALID);
      }
      return { ...this.publicCtx, actor: this.actor };
    },
  });
}

/**
 * The API's guard, added to the /api context: every route there is closed unless it says
 * `access: 'public'`, so a route that forgets its access rule is closed, never open.
 */
export function addAuthGuard(api: FastifyInstance, deps: AuthDeps): void {
  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'signed_in';
    if (access === 'public' || !request.routeOptions.url) {
      return;
    }
    const credentials = parseBasic(request.headers.authorization);
    const token = credentials?.[0];
    const actor = token ? await resolveSession(deps.db, token, deps.clock) : null;
    if (!actor) {
      throw new AppError(ErrorCode.LOGIN_INVALID);
    }
    if (typeof access === 'object' && !access.roles.includes(actor.role_type)) {
      throw new AppError(ErrorCode.FORBIDDEN);
    }
    request.actor = actor;
  });
}

export const ADMINS_ONLY: Access = { roles: ['ADMIN', 'SUPER_ADMIN'] };

/**
 * The caller of a public route that shows more to signed-in users: null when no Authorization
 * header is sent. A header that is sent but invalid or expired is refused as on closed routes, so
 * the console asks to sign in again rather than quietly showing less.
 */
export async function optionalActor(request: FastifyRequest): Promise<Actor | null> {
  if (!request.headers.authorization) {
    return null;
  }
  const token = parseBasic(request.headers.authorization)?.[0];
  const { db, now } = request.publicCtx;
  const actor = token ? await resolveSession(db, token, now) : null;
  if (!actor) {
    throw new AppError(ErrorCode.LOGIN_INVALID);
  }
  request.actor = actor;
  return actor;
}
