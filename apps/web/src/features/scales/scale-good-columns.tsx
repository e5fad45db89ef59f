import type { EffectivePrice, Good } from '@tm/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { perUnitText, PRICING_MODE_KEYS, priceUnitOf, unitPriceText } from '../../shared/unit-price';
import { SellsAt } from '../prices/price-source';

/** A good's name as the scale prints it on its first line. */
export const goodName = (good: Pick<Good, 'name_lines' | 'plu'>) => good.name_lines[0] || String(good.plu);

/**
 * The columns of the goods on a scale and of the shop's goods that can be put on it. Goods on a
 * scale carry the price the scale sells at (its zone's, a markdown's), shown with where it comes from.
 */
export function useScaleGoodColumns<T extends Good & { sells_at?: EffectivePrice }>(): TableColumnsType<T> {
  const { t } = useTranslation('scales');
  return [
    { title: t('plu'), dataIndex: 'plu', width: 80 },
    { title: t('goodName'), dataIndex: 'name_lines', render: (lines: string[]) => lines.join(' ') },
    {
      title: t('unitPrice'),
      key: 'unit_price',
      width: 200,
      align: 'right',
      render: (_, good) =>
        good.sells_at ? (
          <SellsAt price={good.sells_at} unit={perUnitText(t, priceUnitOf(good))} />
        ) : (
          unitPriceText(t, good.unit_price, priceUnitOf(good))
        ),
    },
    {
      title: t('pricingMode'),
      dataIndex: 'pricing_mode',
      width: 110,
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
