import type { CompanyFeature, Lang, RoleType } from '@tm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';

/** Who is calling: resolved once per request from the token. */
export type Actor = {
  user_id: number;
  session_id: number;
  role_type: RoleType;
  /** The user's company, or null for system administrators and users without one. */
  company_id: number | null;
  /** The user's role inside the company: ADMIN = company administrator (join_type 1). */
  company_role: 'ADMIN' | 'USER' | null;
  /** The company's enabled console features (empty without a company). */
  features: readonly CompanyFeature[];
};

export type Clock = () => Date;

/** What every service function gets: the database, the caller, the language, a logger. */
export type PublicCtx = {
  db: Db;
  config: Config;
  lang: Lang;
  log: FastifyBaseLogger;
  now: Clock;
  deps: AppDeps;
  /** The caller's address (X-Forwarded-For behind a trusted proxy). */
  ip: string;
};

export type Ctx = PublicCtx & { actor: Actor };

/** What a service needs of the context when it is also called outside a request (the demo seed). */
export type ServiceCtx = Pick<Ctx, 'db' | 'actor' | 'lang' | 'now'>;
