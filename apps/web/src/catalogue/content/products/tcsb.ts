import {
  CASHIER_BLOCK,
  COLOUR_SCREEN_BLOCK,
  featureFields,
  featureIcons,
  TCS_DOWNLOAD_BLOCK,
  TRACE_BLOCK,
} from '../feature-blocks';
import { TCS_HEAD_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [TCS_DOWNLOAD_BLOCK, COLOUR_SCREEN_BLOCK, TRACE_BLOCK, CASHIER_BLOCK] as const;

export const tcsb: Product = {
  kind: 'product',
  route: '/tcsb',
  parent: '/tcs',
  family: 'bench-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TCS-B 收银台秤',
    twotitleone: '大记录容量的收银台秤',
    twotitle: '整箱称重、收银、对账一台完成',
    containone: '保存 10000 条销售记录',
    containtwo: '7 英寸 800*480 彩色屏',
    containthree: '外观尺寸 600*800*1000 mm',
    video: '观看 TCS-B 收银台秤视频',
    size: 'TCS-B 规格参数',
    ...specRows('ch', { ...TCS_HEAD_SPECS.ch, outsize: '600*800*1000 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TCS-B checkout counter scale',
    twotitleone: 'A checkout counter scale with a large record memory',
    twotitle: 'Weigh whole cases, take payment and reconcile on one machine',
    containone: 'Keeps 10,000 sales records',
    containtwo: '7-inch 800*480 colour screen',
    containthree: '600*800*1000 mm',
    video: 'Watch the TCS-B checkout counter scale',
    size: 'TCS-B specifications',
    ...specRows('en', { ...TCS_HEAD_SPECS.en, outsize: '600*800*1000 mm' }),
    ...featureFields('en', blocks),
  },
};
