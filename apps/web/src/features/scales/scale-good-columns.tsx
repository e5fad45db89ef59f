import type { Good } from '@tm/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../shared/format';

const UNIT_KEYS = { kg: 'perKg', '500g': 'per500g', '100g': 'per100g' } as const;
const MODE_KEYS = { by_weight: 'byWeight', by_count: 'byCount', by_count_fixed_weight: 'byCountFixedWeight' } as const;

/** A good's name as the scale prints it on its first line. */
export const goodName = (good: Pick<Good, 'name_lines' | 'plu'>) => good.name_lines[0] || String(good.plu);

/** The columns of the goods on a scale and of the shop's goods that can be put on it. */
export function useScaleGoodColumns<T extends Good>(): TableColumnsType<T> {
  const { t } = useTranslation('scales');
  return [
    { title: t('plu'), dataIndex: 'plu', width: 80 },
    { title: t('goodName'), dataIndex: 'name_lines', render: (lines: string[]) => lines.join(' ') },
    {
      title: t('unitPrice'),
      key: 'unit_price',
      width: 130,
      align: 'right',
      render: (_, good) =>
        `${formatFen(good.unit_price)}${t(good.pricing_mode === 'by_weight' ? UNIT_KEYS[good.weight_unit ?? 'kg'] : 'perPiece')}`,
    },
    {
      title: t('pricingMode'),
      dataIndex: 'pricing_mode',
      width: 110,
      render: (mode: Good['pricing_mode']) => t(MODE_KEYS[mode]),
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
