import {
  featureFields,
  featureIcons,
  pluBlock,
  PRICING_MODES_BLOCK,
  REMOTE_BLOCK,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { PRICE_TAG_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  pluBlock({ ch: '最多 10000 个 PLU', en: 'up to 10,000 PLUs' }),
  PRICING_MODES_BLOCK,
  REMOTE_BLOCK,
  REPORTS_BLOCK,
] as const;

export const tmhl: Product = {
  kind: 'product',
  route: '/tmhl',
  parent: '/tmh',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-H 价签秤',
    twotitleone: '商品多的门店用的大容量价签秤',
    twotitle: '一万个商品也装得下',
    containone: '最多存储 10000 个 PLU',
    containtwo: '按重量、按数量、按定重数量三种计价方式',
    containthree: '外观尺寸 370*430*540 mm',
    video: '观看 TM-H 价签秤视频',
    size: 'TM-H 规格参数',
    ...specRows('ch', { ...PRICE_TAG_SPECS.ch, outsize: '370*430*540 mm', plu: '最多 10000 个' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-H price-tag scale',
    twotitleone: 'The high-capacity price-tag scale for shops with a long product list',
    twotitle: 'Room for ten thousand products',
    containone: 'Stores up to 10,000 PLUs',
    containtwo: 'Prices by weight, by quantity or by quantity at a fixed weight',
    containthree: '370*430*540 mm',
    video: 'Watch the TM-H price-tag scale',
    size: 'TM-H specifications',
    ...specRows('en', {
      ...PRICE_TAG_SPECS.en,
      outsize: '370*430*540 mm',
      plu: 'Up to 10,000',
    }),
    ...featureFields('en', blocks),
  },
};
