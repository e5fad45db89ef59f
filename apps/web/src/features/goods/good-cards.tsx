import type { GoodListItem } from '@tm/contracts';
import { Card, Flex, Pagination, Spin, Tag, Typography, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  goods: readonly GoodListItem[];
  loading: boolean;
  /** What an empty list shows instead of cards. */
  empty: ReactNode;
  pagination: TablePaginationConfig;
  priceOf: (good: GoodListItem) => string;
  pricingModeOf: (good: GoodListItem) => string;
  /** For system administrators, who see every company's goods. */
  companyOf?: ((good: GoodListItem) => string) | undefined;
  /** The same switch, fit tag and actions the table's row has. */
  onSaleOf: (good: GoodListItem) => ReactNode;
  fitOf: (good: GoodListItem) => ReactNode;
  actionsOf: (good: GoodListItem) => ReactNode;
};

/**
 * The goods list on a phone: one card a good, its name and price first, where the table would put
 * them past the edge of the screen behind the picture, PLU and item code. Selecting goods for the
 * batch actions stays with the table, on a wider screen.
 */
export function GoodCards({
  goods,
  loading,
  empty,
  pagination,
  priceOf,
  pricingModeOf,
  companyOf,
  onSaleOf,
  fitOf,
  actionsOf,
}: Props) {
  const { t } = useTranslation('goods');
  return (
    <Spin spinning={loading}>
      {goods.length === 0 ? (
        empty
      ) : (
        <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {goods.map((good) => (
            <li key={good.id}>
              <Card size="small" title={good.name_lines.join(' ')} extra={`PLU ${good.plu}`}>
                <Flex wrap align="baseline" gap={8}>
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    {priceOf(good)}
                  </Typography.Text>
                  <Typography.Text type="secondary">{pricingModeOf(good)}</Typography.Text>
                  {good.category && <Tag>{good.category}</Tag>}
                  {companyOf && <Typography.Text type="secondary">{companyOf(good)}</Typography.Text>}
                </Flex>
                <Flex wrap align="center" justify="space-between" gap={8} style={{ marginTop: 8 }}>
                  <Flex align="center" gap={8}>
                    {onSaleOf(good)}
                    <Typography.Text type="secondary">{t('onSale')}</Typography.Text>
                    {fitOf(good)}
                  </Flex>
                  {actionsOf(good)}
                </Flex>
              </Card>
            </li>
          ))}
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
