import { CASHIER_BLOCK, featureFields, featureIcons, pluBlock, REMOTE_BLOCK, REPORTS_BLOCK } from '../feature-blocks';
import { PRICE_TAG_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  REPORTS_BLOCK,
  pluBlock({ ch: '最多 10000 个 PLU', en: 'up to 10,000 PLUs' }),
  CASHIER_BLOCK,
  REMOTE_BLOCK,
] as const;

export const tmhthree: Product = {
  kind: 'product',
  route: '/tmhthree',
  parent: '/tmh',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-H-3 价签秤',
    twotitleone: '带收银与报表的 TM-H 系列价签秤',
    twotitle: '称重台与收银台合二为一',
    containone: '最多存储 10000 个 PLU',
    containtwo: '折扣、找零、退货、抹零直接在秤上完成',
    containthree: '日销售、单品时段、单品日报三类报表',
    video: '观看 TM-H-3 价签秤视频',
    size: 'TM-H-3 规格参数',
    ...specRows('ch', { ...PRICE_TAG_SPECS.ch, plu: '最多 10000 个' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-H-3 price-tag scale',
    twotitleone: 'TM-H series price-tag scale with checkout and reports',
    twotitle: 'The weighing counter and the till in one',
    containone: 'Stores up to 10,000 PLUs',
    containtwo: 'Discounts, change, returns and rounding down at the scale',
    containthree: 'Daily sales, single-product period and single-product daily reports',
    video: 'Watch the TM-H-3 price-tag scale',
    size: 'TM-H-3 specifications',
    ...specRows('en', { ...PRICE_TAG_SPECS.en, plu: 'Up to 10,000' }),
    ...featureFields('en', blocks),
  },
};
