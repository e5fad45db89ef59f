import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  PRICING_MODES_BLOCK,
  REMOTE_BLOCK,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [pluBlock(), labelPrintBlock(), PRICING_MODES_BLOCK, REMOTE_BLOCK] as const;

export const TmA3: Product = {
  kind: 'product',
  route: '/TmA3',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-A-3 型条码秤',
    twotitleone: 'TM-A-3 型及其变型条码标签秤',
    twotitle: '按门店所用标签纸卷选择机型',
    containone: '标签纸轴径按机型为 25、40 或 56 mm',
    containtwo: '适配 30*40、37*50、40*50、40*60 mm 标签纸',
    containthree: '精度 1/3000，打印速度 75 mm/s',
    video: '观看 TM-A-3 型条码秤介绍视频',
    size: 'TM-A-3 型规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, label: '25、40 或 56 mm（按机型）', labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-A-3 type barcode scale',
    twotitleone: 'The TM-A-3 type barcode label scale and its variants',
    twotitle: 'Choose the variant that fits your label rolls',
    containone: 'Label roll shaft of 25, 40 or 56 mm depending on the variant',
    containtwo: 'Takes 30*40, 37*50, 40*50 and 40*60 mm label paper',
    containthree: 'Precision 1/3000; prints at 75 mm/s',
    video: 'Watch the introduction to the TM-A-3 type barcode scale',
    size: 'TM-A-3 type specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, label: '25, 40 or 56 mm (by variant)', labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
