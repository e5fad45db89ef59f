import type { GoodListItem } from '@tm/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneCard } from '../../shared/phone-cards';

type Renderers = {
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
 * A good on a phone: its name and price first, where the table would put them past the edge of the
 * screen behind the picture, PLU and item code. Selecting goods for the batch actions stays with the
 * table, on a wider screen.
 */
export function useGoodCard({
  priceOf,
  pricingModeOf,
  companyOf,
  onSaleOf,
  fitOf,
  actionsOf,
}: Renderers): (good: GoodListItem) => PhoneCard {
  const { t } = useTranslation('goods');
  return (good) => ({
    title: good.name_lines.join(' '),
    extra: `PLU ${good.plu}`,
    body: (
      <>
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
      </>
    ),
  });
}
