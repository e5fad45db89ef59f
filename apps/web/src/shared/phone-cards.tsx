import { Pagination, Spin, type TablePaginationConfig } from 'antd';
import { PhoneCardList, type CardListProps } from './phone-card-list';

export { CardFacts, ContactLine, type CardFact, type PhoneCard } from './phone-card-list';

type Props<T> = CardListProps<T> & {
  loading: boolean;
  /** The table's pager (or none); a phone gets its pages without the size changer and jumper. */
  pagination: TablePaginationConfig | false;
};

/** The cards of a list drawn elsewhere by antd's `Table`, with antd's pager under them. */
export function PhoneCards<T>({ loading, pagination, ...list }: Props<T>) {
  return (
    <Spin spinning={loading}>
      <PhoneCardList {...list} />
      {pagination && (
        <Pagination
          {...pagination}
          size="small"
          showSizeChanger={false}
          showQuickJumper={false}
          align="center"
          style={{ marginTop: 16 }}
        />
      )}
    </Spin>
  );
}
