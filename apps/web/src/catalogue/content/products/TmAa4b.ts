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
  pluBlock(),
  REMOTE_BLOCK,
  shortcutsBlock({ ch: '最多 142 个商品快捷键', en: 'Up to 142 product shortcut keys' }),
  labelPrintBlock(),
] as const;

export const TmAa4b: Product = {
  kind: 'product',
  route: '/TmAa4b',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-4b 立式条码秤（II）',
    twotitleone: '顾客与店员都看得清的立式条码标签秤',
    twotitle: '生鲜称重台的联网标签秤',
    containone: '最多 142 个商品快捷键',
    containtwo: '16 种标签格式，每条商品 3 行品名、3 行特殊信息',
    containthree: '精度 1/3000，外观尺寸 381*388*163 mm',
    video: '观看 TM-Aa-4b 立式条码秤视频',
    size: 'TM-Aa-4b（II）规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      outsize: '381*388*163 mm',
      shortcuts: '最多 142 个商品快捷键',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-4b upright barcode scale (II)',
    twotitleone: 'An upright barcode label scale both customer and clerk can read',
    twotitle: 'The networked label scale for fresh-food counters',
    containone: 'Up to 142 product shortcut keys',
    containtwo: '16 label formats; 3 name lines and 3 special-information lines per product',
    containthree: 'Precision 1/3000; 381*388*163 mm',
    video: 'Watch the TM-Aa-4b upright barcode scale',
    size: 'TM-Aa-4b (II) specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      outsize: '381*388*163 mm',
      shortcuts: 'Up to 142 product shortcut keys',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
