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
  pluBlock(),
  PRICING_MODES_BLOCK,
  shortcutsBlock({ ch: '最多 142 个商品快捷键', en: 'Up to 142 product shortcut keys' }),
  labelPrintBlock(),
] as const;

export const TmAa4bl: Product = {
  kind: 'product',
  route: '/TmAa4bl',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-4b 单机版条码秤',
    twotitleone: '不联网也能独立使用的条码标签秤',
    twotitle: '商品、价格与标签都保存在秤内',
    containone: '单机使用，商品与标签直接在秤上设置',
    containtwo: '三种计价方式，每种商品 4 个折扣时段',
    containthree: '外观尺寸 381*388*163 mm，需要时可经 RS232 或 RJ45 接入',
    video: '观看 TM-Aa-4b 单机版设置视频',
    size: 'TM-Aa-4b 单机版规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      outsize: '381*388*163 mm',
      shortcuts: '最多 142 个商品快捷键',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-4b stand-alone barcode scale',
    twotitleone: 'A barcode label scale that works without a network',
    twotitle: 'Products, prices and labels are kept in the scale itself',
    containone: 'Stand-alone use: products and labels are set up on the scale',
    containtwo: 'Three pricing modes and 4 discount periods per product',
    containthree: '381*388*163 mm; RS232 and RJ45 are there when you want to connect',
    video: 'Watch how to set up the TM-Aa-4b stand-alone scale',
    size: 'TM-Aa-4b stand-alone specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      outsize: '381*388*163 mm',
      shortcuts: 'Up to 142 product shortcut keys',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
