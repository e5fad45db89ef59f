import { Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';

/**
 * The few formatting rules of an announcement's text (docs/announcements.md): blank lines between
 * paragraphs, lines starting with `- ` as a bulleted list, `**bold**`, and http(s) addresses as
 * links. The text is parsed into these pieces and rendered as React elements, never as HTML, so an
 * administrator's `<script>` stays visible text.
 */
type Inline = { type: 'text'; text: string } | { type: 'bold'; children: Inline[] } | { type: 'link'; href: string };

type Block = { type: 'paragraph'; lines: Inline[][] } | { type: 'list'; items: Inline[][] };

const LIST_MARK = /^\s*- /;
// Only the characters an address may hold unescaped: a Chinese full stop or word right after it ends it.
const URL_PATTERN = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;
// Punctuation that closes the sentence rather than the address ("see https://a.cn/x.").
const TRAILING = /[.,;:!?'*]+$/;
const BOLD = /\*\*(.+?)\*\*/g;

const count = (text: string, char: string) => text.split(char).length - 1;

/** An address without the sentence's punctuation after it, nor a `)` that closes the sentence's bracket. */
function trimUrl(url: string): string {
  let trimmed = url.replace(TRAILING, '');
  while (trimmed.endsWith(')') && count(trimmed, '(') < count(trimmed, ')')) {
    trimmed = trimmed.slice(0, -1).replace(TRAILING, '');
  }
  return trimmed;
}

function linkify(text: string): Inline[] {
  const parts: Inline[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = trimUrl(match[0]);
    // "https://" alone is no address.
    if (!/^https?:\/\/[^/]/.test(href)) {
      continue;
    }
    if (match.index > rest) {
      parts.push({ type: 'text', text: text.slice(rest, match.index) });
    }
    parts.push({ type: 'link', href });
    rest = match.index + href.length;
  }
  if (rest < text.length) {
    parts.push({ type: 'text', text: text.slice(rest) });
  }
  return parts;
}

/** One line's bold spans and links; a `**` without its pair stays as typed. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let rest = 0;
  for (const match of line.matchAll(BOLD)) {
    const inner = match[1] ?? '';
    // `** **` is not bold text.
    if (!inner.trim()) {
      continue;
    }
    parts.push(...linkify(line.slice(rest, match.index)));
    parts.push({ type: 'bold', children: linkify(inner) });
    rest = match.index + match[0].length;
  }
  parts.push(...linkify(line.slice(rest)));
  return parts;
}

/**
 * The text's paragraphs and lists. Within a paragraph a single line break stays a line break
 * (people write short lines); a list may follow a paragraph's lines without a blank line between.
 */
export function parseAnnouncementBody(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      current = null;
      continue;
    }
    if (LIST_MARK.test(line)) {
      const item = parseInline(line.replace(LIST_MARK, ''));
      if (current?.type === 'list') {
        current.items.push(item);
      } else {
        current = { type: 'list', items: [item] };
        blocks.push(current);
      }
    } else if (current?.type === 'paragraph') {
      current.lines.push(parseInline(line));
    } else {
      current = { type: 'paragraph', lines: [parseInline(line)] };
      blocks.push(current);
    }
  }
  return blocks;
}

function renderInline(parts: Inline[]): ReactNode {
  return parts.map((part, index) => {
    switch (part.type) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'bold':
        return <strong key={index}>{renderInline(part.children)}</strong>;
      case 'link':
        return (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
            {part.href}
          </a>
        );
    }
  });
}

/** An announcement's text with its formatting, as the public page and the console's preview show it. */
export function AnnouncementBody({ text }: { text: string }) {
  const blocks = parseAnnouncementBody(text);
  // The last block's own margin would only widen the space under the text.
  const spacing = (index: number) => (index === blocks.length - 1 ? { marginBottom: 0 } : undefined);
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      {blocks.map((block, index) =>
        block.type === 'list' ? (
          <ul key={index} style={spacing(index)}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index} style={spacing(index)}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </Typography>
  );
}
