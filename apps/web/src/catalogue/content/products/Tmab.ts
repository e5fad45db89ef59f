import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  PRICING_MODES_BLOCK,
  REMOTE_BLOCK,
  shortcutsBlock,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  shortcutsBlock({ ch: '最多 142 个商品快捷键', en: 'Up to 142 product shortcut keys' }),
  PRICING_MODES_BLOCK,
  REMOTE_BLOCK,
  labelPrintBlock(),
] as const;

export const Tmab: Product = {
  kind: 'product',
  route: '/Tmab',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Ab 条码标签秤',
    twotitleone: '快捷键更多的条码标签秤',
    twotitle: '客流高峰时也能快速称重出签',
    containone: '最多 142 个商品快捷键，少翻页、少输码',
    containtwo: '16 种标签格式，适配 30*40 至 40*60 mm 四种标签纸',
    containthree: '精度 1/3000，称量 3/6/15/30 kg 可选',
    video: '观看 TM-Ab 条码标签秤演示视频',
    size: 'TM-Ab 规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, shortcuts: '最多 142 个商品快捷键', labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Ab barcode label scale',
    twotitleone: 'The barcode label scale with more shortcut keys',
    twotitle: 'Fast weighing and labelling even at peak hours',
    containone: 'Up to 142 product shortcut keys: less paging, fewer codes to type',
    containtwo: '16 label formats for four label paper sizes from 30*40 to 40*60 mm',
    containthree: 'Precision 1/3000; capacities of 3, 6, 15 or 30 kg',
    video: 'Watch the TM-Ab barcode label scale demonstration',
    size: 'TM-Ab specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, shortcuts: 'Up to 142 product shortcut keys', labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
