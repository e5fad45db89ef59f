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

const blocks = [labelPrintBlock(), pluBlock(), PRICING_MODES_BLOCK, REMOTE_BLOCK] as const;

export const Tmaa6a: Product = {
  kind: 'product',
  route: '/Tmaa6a',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-6a 条码标签秤',
    twotitleone: '为预包装与标签打印较多的门店准备',
    twotitle: '一张标签写清品名、价格、保质期与特殊信息',
    containone: '16 种标签格式，4 种常用标签纸规格',
    containtwo: '每条商品 3 行品名、3 行特殊信息与保质期',
    containthree: '最大打印宽度 56 mm，打印速度 75 mm/s',
    video: '观看 TM-Aa-6a 标签打印视频',
    size: 'TM-Aa-6a 规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-6a barcode label scale',
    twotitleone: 'For shops that pre-pack and print many labels',
    twotitle: 'One label carries the name, price, expiry and special notes',
    containone: '16 label formats on 4 common label paper sizes',
    containtwo: '3 name lines, 3 special-information lines and expiry per product',
    containthree: 'Prints up to 56 mm wide at 75 mm/s',
    video: 'Watch the TM-Aa-6a printing labels',
    size: 'TM-Aa-6a specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
