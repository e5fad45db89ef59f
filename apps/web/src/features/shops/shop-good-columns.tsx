import type { Good } from '@tm/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRICING_MODE_KEYS, priceUnitOf, unitPriceText } from '../../shared/unit-price';

/** The columns a shop's goods and the goods it could add share: what identifies and prices a good. */
export function useGoodColumns<T extends Good>(): TableColumnsType<T> {
  const { t } = useTranslation('shops');
  return [
    { title: t('plu'), dataIndex: 'plu', width: 80 },
    { title: t('itemCode'), dataIndex: 'item_code', width: 100 },
    { title: t('goodName'), dataIndex: 'name_lines', render: (lines: string[]) => lines.join(' ') },
    {
      title: t('unitPrice'),
      key: 'unit_price',
      width: 130,
      align: 'right',
      render: (_, good) => unitPriceText(t, good.unit_price, priceUnitOf(good)),
    },
    {
      title: t('pricingMode'),
      dataIndex: 'pricing_mode',
      width: 120,
      render: (mode: Good['pricing_mode']) => t(PRICING_MODE_KEYS[mode]),
    },
    {
      title: t('saleStatus'),
      dataIndex: 'on_sale',
      width: 80,
      render: (onSale: boolean | undefined) =>
        onSale === false ? <Tag>{t('offSale')}</Tag> : <Tag color="green">{t('onSale')}</Tag>,
    },
  ];
}
