import type { Lang } from '@tm/contracts';

/** The caller's language from Accept-Language: English when it asks for it first, else Chinese. */
export function langFromHeader(header: string | undefined): Lang {
  if (!header) {
    return 'ch';
  }
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ch';
}
