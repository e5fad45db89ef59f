import { createContext, useContext } from 'react';
import { downloadFileOf } from '../content/downloads';
import { SITE } from '../content/site';
import type { Lang, TextLink } from '../content/types';
import { hrefFor } from './links';

/** File names present in the downloads folder at render time; none unless the render step says so. */
export const AvailableDownloads = createContext<ReadonlySet<string>>(new Set());

/** Whether a download file can be linked to: a link to a missing file would be a dead link. */
export function useIsAvailable(file: string): boolean {
  return useContext(AvailableDownloads).has(file);
}

/**
 * One link of page, contact or footer text, as the body of a list item. A download whose file is not
 * there is named without a link and followed by the "being prepared" note.
 */
export function TextLinkView({ link, lang }: { link: TextLink; lang: Lang }) {
  const available = useContext(AvailableDownloads);
  const file = downloadFileOf(link.href);
  if (file !== undefined && !available.has(file)) {
    return (
      <>
        <span className="pending-name">{link.label}</span>
        <span className="note">{` — ${SITE[lang].downloadPending}`}</span>
      </>
    );
  }
  return (
    <>
      <a href={hrefFor(link.href, lang)}>{link.label}</a>
      {link.note ? <span className="note"> {link.note}</span> : null}
    </>
  );
}
