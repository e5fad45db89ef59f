import { SearchOutlined } from '@ant-design/icons';
import { Button, Space, type TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

/** The Search and Reset buttons that end every list page's filter form. */
export function SearchActions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('search')}
      </Button>
      <Button onClick={onReset}>{t('reset')}</Button>
    </Space>
  );
}

/** A list table's pager over the page in the address (use-list-query), with the total shown. */
export function usePagination(
  paging: { page: number; per_page: number },
  total: number | undefined,
  setPaging: (page: number, perPage: number) => void,
): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: paging.page,
    pageSize: paging.per_page,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count) => t('total', { total: count }),
    onChange: setPaging,
  };
}
