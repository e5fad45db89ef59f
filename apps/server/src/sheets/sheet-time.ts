import { STATS_UTC_OFFSET_MS } from '@tm/contracts';

/*
 * Times in a downloaded sheet are written as the shop reads them: in China time (UTC+8 all year,
 * `STATS_TIME_ZONE`, the zone of the statistics' days), as a console in China shows them, and a
 * file is named after the China day. Written as UTC they read eight hours early, and a file made
 * before 08:00 carried yesterday's date.
 */

const chinaIso = (at: Date) => new Date(at.getTime() + STATS_UTC_OFFSET_MS).toISOString();

/** `2026-11-30 19:21:02`: a moment in China time, as a spreadsheet reads a date and time. */
export const chinaTimeText = (at: Date): string => chinaIso(at).slice(0, 19).replace('T', ' ');

/** `20261130`: the China day of `now`, for a file's name. */
export const fileDateStamp = (now: Date): string => chinaIso(now).slice(0, 10).replaceAll('-', '');
