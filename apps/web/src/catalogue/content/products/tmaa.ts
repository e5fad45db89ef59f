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
  pluBlock({ ch: '最多 4000 种商品', en: 'up to 4000 products' }),
  REMOTE_BLOCK,
  shortcutsBlock({ ch: '71 个 PLU 快捷键', en: '71 PLU shortcut keys' }),
  labelPrintBlock(),
] as const;

export const tmaa: Product = {
  kind: 'product',
  route: '/tmaa',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa 条码标签秤',
    twotitleone: '称重、计价、打印条码标签一次完成',
    twotitle: '为超市与生鲜连锁门店的称重台而设计',
    containone: '最多 4000 种商品、5000 条销售记录',
    containtwo: '71 个 PLU 快捷键，常卖商品一键调出',
    containthree: '16 种标签格式，按重量、按数量、按定重数量三种计价方式',
    video: '观看 TM-Aa 条码标签秤操作视频',
    size: 'TM-Aa 规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      outsize: '381*388*160 mm',
      plu: '4000 种商品',
      records: '5000 条',
      shortcuts: '71 个 PLU 快捷键',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa barcode label scale',
    twotitleone: 'Weighs, prices and prints a barcode label in one step',
    twotitle: 'Built for the weighing counters of supermarkets and fresh-food chains',
    containone: 'Up to 4000 products and 5000 sales records',
    containtwo: '71 PLU shortcut keys bring best sellers up in one press',
    containthree: '16 label formats; prices by weight, by quantity or by quantity at a fixed weight',
    video: 'Watch the TM-Aa barcode label scale in use',
    size: 'TM-Aa specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      outsize: '381*388*160 mm',
      plu: '4000 products',
      records: '5000',
      shortcuts: '71 PLU shortcut keys',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
