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

export const tmhp: Product = {
  kind: 'product',
  route: '/tmhp',
  parent: '/tmh',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-H 系列价签秤',
    twotitleone: 'TM-H、TM-H-1d、TM-H-3 与 TM-H2 组成的价签秤系列',
    twotitle: '按门店规模选择机型',
    containone: '系列机型最多存储 10000 个 PLU',
    containtwo: 'RS232、RJ45 以太网，选配 Wi-Fi、4G',
    containthree: 'TM-H 外观尺寸 370*430*540 mm',
    video: '观看 TM-H 系列价签秤介绍视频',
    size: 'TM-H 系列规格参数',
    ...specRows('ch', {
      ...PRICE_TAG_SPECS.ch,
      outsize: '370*430*540 mm（TM-H）',
      plu: '最多 10000 个',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-H series price-tag scales',
    twotitleone: 'The TM-H, TM-H-1d, TM-H-3 and TM-H2 price-tag scales',
    twotitle: 'Pick the model that fits the size of your shop',
    containone: 'Models of the series store up to 10,000 PLUs',
    containtwo: 'RS232 and RJ45 Ethernet; optional Wi-Fi or 4G',
    containthree: 'TM-H: 370*430*540 mm',
    video: 'Watch the introduction to the TM-H series',
    size: 'TM-H series specifications',
    ...specRows('en', {
      ...PRICE_TAG_SPECS.en,
      outsize: '370*430*540 mm (TM-H)',
      plu: 'Up to 10,000',
    }),
    ...featureFields('en', blocks),
  },
};
