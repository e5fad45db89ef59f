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
  REMOTE_BLOCK,
  PRICING_MODES_BLOCK,
  REPORTS_BLOCK,
] as const;

export const tmhone: Product = {
  kind: 'product',
  route: '/tmhone',
  parent: '/tmh',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-H-1d 价签秤',
    twotitleone: 'TM-H 系列台式价签秤',
    twotitle: '称重计价，数据回传后台',
    containone: '最多存储 10000 个 PLU',
    containtwo: '按重量、按数量、按定重数量三种计价方式',
    containthree: '经 RJ45 以太网接入云端后台',
    video: '观看 TM-H-1d 价签秤视频',
    size: 'TM-H-1d 规格参数',
    ...specRows('ch', { ...PRICE_TAG_SPECS.ch, plu: '最多 10000 个' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-H-1d price-tag scale',
    twotitleone: 'Counter-top price-tag scale of the TM-H series',
    twotitle: 'Weighs and prices, and reports back to the back office',
    containone: 'Stores up to 10,000 PLUs',
    containtwo: 'Prices by weight, by quantity or by quantity at a fixed weight',
    containthree: 'Joins the cloud back office over RJ45 Ethernet',
    video: 'Watch the TM-H-1d price-tag scale',
    size: 'TM-H-1d specifications',
    ...specRows('en', { ...PRICE_TAG_SPECS.en, plu: 'Up to 10,000' }),
    ...featureFields('en', blocks),
  },
};
