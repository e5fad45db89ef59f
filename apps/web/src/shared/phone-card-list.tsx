import { Card, Flex } from 'antd';
import type { Key, ReactNode } from 'react';
import './phone-cards.css';

/** One row of a list as a card: what names it in the title, what tells it apart on the right. */
export type PhoneCard = { title: ReactNode; extra?: ReactNode; body: ReactNode };

export type CardListProps<T> = {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  cardOf: (row: T) => PhoneCard;
  /** What an empty list shows instead of cards. */
  empty: ReactNode;
  /** What a tap on a card (or Enter on it) opens, as a click on the table's row does. */
  onOpen?: ((row: T) => void) | undefined;
};

/**
 * A list page's rows on a phone (below antd's `sm`), a card a row: a table there shows its first
 * two or three columns and puts what matters past the edge of the screen. `AdaptiveTable` (antd's
 * table) and `ListTable` (the lighter one) draw it there, each with its own pager under it; it is
 * apart from them so that a page drawing the lighter table loads no antd pager.
 */
export function PhoneCardList<T>({ rows, rowKey, cardOf, empty, onOpen }: CardListProps<T>) {
  if (rows.length === 0) {
    return empty;
  }
  return (
    <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const { title, extra, body } = cardOf(row);
        return (
          <li key={rowKey(row)}>
            <Card
              size="small"
              title={title}
              extra={extra}
              // A long name wraps: cut short it would hide what tells two goods apart.
              styles={{ title: { whiteSpace: 'normal' } }}
              {...(onOpen && {
                hoverable: true,
                tabIndex: 0,
                onClick: () => onOpen(row),
                onKeyDown: (event) => {
                  if (event.key === 'Enter') {
                    onOpen(row);
                  }
                },
              })}
            >
              {body}
            </Card>
          </li>
        );
      })}
    </Flex>
  );
}

/** One fact of a card: what it is, and its value. */
export type CardFact = { key: string; label: ReactNode; value: ReactNode };

/** The facts of a card, each under its name, two to a line: a table's columns, on a phone. */
export function CardFacts({ facts }: { facts: readonly CardFact[] }) {
  return (
    <dl className="card-facts">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whom to call, and the number as a link a phone dials with a tap; nothing when neither is known. */
export function ContactLine({ person, phone }: { person?: string; phone: string | null }) {
  if (!person && !phone) {
    return null;
  }
  return (
    <Flex wrap gap={8}>
      {person}
      {phone && <a href={`tel:${phone}`}>{phone}</a>}
    </Flex>
  );
}
