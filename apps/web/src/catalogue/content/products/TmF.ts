import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  REMOTE_BLOCK,
  type FeatureBlock,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

/** TM-F extras of spec §9: accumulation groups A-D, two kinds of discount, two identical small bills. */
const ACCUMULATION_BLOCK: FeatureBlock = {
  icon: 'report',
  ch: {
    heading: '累计与折扣',
    points: ['A、B、C、D 四组累计，多位顾客同时称量互不干扰', '支持单价折扣与总价折扣'],
  },
  en: {
    heading: 'Accumulation and discounts',
    points: [
      'Four accumulation groups, A to D, so several customers can be served at once',
      'Unit-price discounts and total-price discounts',
    ],
  },
};

const blocks = [
  pluBlock({ ch: '最多 4000 种商品与 5000 条销售记录', en: 'up to 4000 products and 5000 sales records' }),
  ACCUMULATION_BLOCK,
  REMOTE_BLOCK,
  labelPrintBlock(),
] as const;

export const TmF: Product = {
  kind: 'product',
  route: '/TmF',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-F 条码打印秤',
    twotitleone: '称重、累计、打印小票与条码标签',
    twotitle: '一次打印两张相同小票，顾客与门店各留一张',
    containone: '最多 4000 种商品、5000 条销售记录、71 个 PLU 快捷键',
    containtwo: 'A 至 D 四组累计，单价折扣与总价折扣',
    containthree: '一次打印两张相同的小票',
    video: '观看 TM-F 条码打印秤操作视频',
    size: 'TM-F 规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      outsize: '381*388*500 mm',
      plu: '4000 种商品',
      records: '5000 条',
      shortcuts: '71 个 PLU 快捷键',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-F barcode printing scale',
    twotitleone: 'Weighs, accumulates and prints receipts and barcode labels',
    twotitle: 'Prints two identical small bills at once: one for the customer, one for the shop',
    containone: 'Up to 4000 products, 5000 sales records and 71 PLU shortcut keys',
    containtwo: 'Four accumulation groups A to D; unit-price and total-price discounts',
    containthree: 'Prints two identical small bills in one go',
    video: 'Watch the TM-F barcode printing scale in use',
    size: 'TM-F specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      outsize: '381*388*500 mm',
      plu: '4000 products',
      records: '5000',
      shortcuts: '71 PLU shortcut keys',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
