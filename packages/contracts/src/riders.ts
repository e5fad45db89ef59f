import { z } from 'zod';

/**
 * Delivery (docs/riders.md): regional back offices serving provinces, cities and districts, their
 * riders, and the top-ups that fund either account. A balance is the sum of its ledger entries.
 */
export const PARTY_STATUSES = ['active', 'suspended'] as const;
export const partyStatusSchema = z.enum(PARTY_STATUSES, { error: 'status_invalid' });
export type PartyStatus = z.output<typeof partyStatusSchema>;

/** One region an office serves: a province, optionally narrowed to a city and a district. */
export type ServedRegion = { province: string; city: string; district: string };

export const TOP_UP_ACCOUNT_KINDS = ['office', 'rider'] as const;
export const topUpAccountKindSchema = z.enum(TOP_UP_ACCOUNT_KINDS, { error: 'account_kind_invalid' });
export type TopUpAccountKind = z.output<typeof topUpAccountKindSchema>;

export const TOP_UP_METHODS = ['wechat', 'alipay', 'bank_transfer', 'cash'] as const;
export const topUpMethodSchema = z.enum(TOP_UP_METHODS, { error: 'method_invalid' });
export type TopUpMethod = z.output<typeof topUpMethodSchema>;
