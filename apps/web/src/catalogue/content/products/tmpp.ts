import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  PRICING_MODES_BLOCK,
  shortcutsBlock,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  pluBlock({ ch: '9999 个 PLU', en: '9999 PLUs' }),
  shortcutsBlock({ ch: '71 个快捷键', en: '71 shortcut keys' }),
  labelPrintBlock(),
  PRICING_MODES_BLOCK,
] as const;

export const tmpp: Product = {
  kind: 'product',
  route: '/tmpp',
  parent: '/tmp',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-P 型条码价格秤',
    twotitleone: '标签打印宽度 56 mm 的条码价格秤',
    twotitle: '宽标签写得下更多商品信息',
    containone: '9999 个 PLU，71 个快捷键',
    containtwo: '最大打印宽度 56 mm',
    containthree: '外观尺寸 507*444*519 mm',
    video: '观看 TM-P 型条码价格秤视频',
    size: 'TM-P 型规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      outsize: '507*444*519 mm',
      plu: '9999 个',
      shortcuts: '71 个',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-P type barcode price scale',
    twotitleone: 'A barcode price scale that prints labels up to 56 mm wide',
    twotitle: 'Wider labels carry more product information',
    containone: '9999 PLUs and 71 shortcut keys',
    containtwo: 'Prints up to 56 mm wide',
    containthree: '507*444*519 mm',
    video: 'Watch the TM-P type barcode price scale',
    size: 'TM-P type specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      outsize: '507*444*519 mm',
      plu: '9999',
      shortcuts: '71',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
