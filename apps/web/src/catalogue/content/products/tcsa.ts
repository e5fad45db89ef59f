import {
  COLOUR_SCREEN_BLOCK,
  featureFields,
  featureIcons,
  REPORTS_BLOCK,
  TCS_DOWNLOAD_BLOCK,
  TRACE_BLOCK,
} from '../feature-blocks';
import { TCS_HEAD_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [TRACE_BLOCK, TCS_DOWNLOAD_BLOCK, COLOUR_SCREEN_BLOCK, REPORTS_BLOCK] as const;

export const tcsa: Product = {
  kind: 'product',
  route: '/tcsa',
  parent: '/tcs',
  family: 'bench-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TCS-A 收银台秤',
    twotitleone: '带 7 英寸彩色屏的收银台秤',
    twotitle: '批发市场与配送中心的称重收银台',
    containone: '打印 20 位追溯码',
    containtwo: '10000 个 PLU 约 5 分钟下载完成',
    containthree: '外观尺寸 600*800*1000 mm',
    video: '观看 TCS-A 收银台秤视频',
    size: 'TCS-A 规格参数',
    ...specRows('ch', { ...TCS_HEAD_SPECS.ch, outsize: '600*800*1000 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TCS-A checkout counter scale',
    twotitleone: 'A checkout counter scale with a 7-inch colour screen',
    twotitle: 'The weighing checkout for wholesale markets and distribution centres',
    containone: 'Prints a 20-digit traceability code',
    containtwo: '10,000 PLUs download in about 5 minutes',
    containthree: '600*800*1000 mm',
    video: 'Watch the TCS-A checkout counter scale',
    size: 'TCS-A specifications',
    ...specRows('en', { ...TCS_HEAD_SPECS.en, outsize: '600*800*1000 mm' }),
    ...featureFields('en', blocks),
  },
};
