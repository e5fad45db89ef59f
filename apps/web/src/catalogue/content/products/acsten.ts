import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  REMOTE_BLOCK,
  shortcutsBlock,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  pluBlock({ ch: '最多 10000 个 PLU', en: 'up to 10,000 PLUs' }),
  shortcutsBlock({ ch: '142 个快捷键', en: '142 shortcut keys' }),
  labelPrintBlock(),
  REMOTE_BLOCK,
] as const;

export const acsten: Product = {
  kind: 'product',
  route: '/acsten',
  parent: '/acsq',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Q 触摸屏价签秤',
    twotitleone: '触摸屏操作的价签条码秤',
    twotitle: '点选商品，称重出签',
    containone: '142 个快捷键，商品在屏上点选',
    containtwo: '最多 10000 个 PLU 商品',
    containthree: '每条商品 3 行特殊信息',
    video: '观看 TM-Q 触摸屏价签秤视频',
    size: 'TM-Q 规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      appear: '触摸屏',
      plu: '最多 10000 个',
      shortcuts: '142 个',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Q touch-screen price-label scale',
    twotitleone: 'A price-label barcode scale operated by touch',
    twotitle: 'Tap the product, weigh, print the label',
    containone: '142 shortcut keys, tapped on screen',
    containtwo: 'Up to 10,000 PLU items',
    containthree: '3 special-information lines per product',
    video: 'Watch the TM-Q touch-screen price-label scale',
    size: 'TM-Q specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      appear: 'Touch screen',
      plu: 'Up to 10,000',
      shortcuts: '142',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
