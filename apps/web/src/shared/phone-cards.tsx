import { Card, Flex, Pagination, Spin, type TablePaginationConfig } from 'antd';
import type { Key, ReactNode } from 'react';

/** One row of a list as a card: what names it in the title, what tells it apart on the right. */
export type PhoneCard = { title: ReactNode; extra?: ReactNode; body: ReactNode };

type Props<T> = {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  cardOf: (row: T) => PhoneCard;
  loading: boolean;
  /** What an empty list shows instead of cards. */
  empty: ReactNode;
  /** The table's pager; a phone gets its pages without the size changer and jumper. */
  pagination: TablePaginationConfig;
  /** What a tap on a card (or Enter on it) opens, as a click on the table's row does. */
  onOpen?: ((row: T) => void) | undefined;
};

/**
 * A list page's rows on a phone (below antd's `sm`), a card a row: a table there shows its first
 * two or three columns and puts what matters past the edge of the screen. The page chooses with
 * `Grid.useBreakpoint().xs` and keeps its table for wider screens.
 */
export function PhoneCards<T>({ rows, rowKey, cardOf, loading, empty, pagination, onOpen }: Props<T>) {
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        empty
      ) : (
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
      )}
      <Pagination
        {...pagination}
        size="small"
        showSizeChanger={false}
        showQuickJumper={false}
        align="center"
        style={{ marginTop: 16 }}
      />
    </Spin>
  );
}
