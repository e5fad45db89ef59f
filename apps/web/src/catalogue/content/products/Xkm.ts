import {
  COLOUR_SCREEN_BLOCK,
  featureFields,
  featureIcons,
  TCS_DOWNLOAD_BLOCK,
  TRACE_BLOCK,
  XK_BATTERY_BLOCK,
} from '../feature-blocks';
import { TCS_HEAD_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [XK_BATTERY_BLOCK, TRACE_BLOCK, TCS_DOWNLOAD_BLOCK, COLOUR_SCREEN_BLOCK] as const;

export const Xkm: Product = {
  kind: 'product',
  route: '/Xkm',
  parent: '/tcs',
  family: 'instrument',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'XK3170-M 收银称重仪表',
    twotitleone: '可配台秤到地磅的收银称重仪表',
    twotitle: '称量范围 1 kg 至 50 T',
    containone: '电池续航 10 小时',
    containtwo: '7 英寸 800*480 彩色屏，打印 20 位追溯码',
    containthree: '10000 个 PLU、10000 条销售记录',
    video: '观看 XK3170-M 仪表视频',
    size: 'XK3170-M 规格参数',
    ...specRows('ch', {
      ...TCS_HEAD_SPECS.ch,
      screen: '7 英寸 800*480 彩色液晶屏（154*86 mm）',
      cashiershaft: '12 mm',
      range: '1 kg 至 50 T',
      battery: '10 小时',
      temperature: '0-40 ℃',
      humidity: '85%RH 以下',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'XK3170-M cashier weighing indicator',
    twotitleone: 'A cashier weighing indicator for anything from a bench scale to a weighbridge',
    twotitle: 'Weighing range 1 kg to 50 T',
    containone: '10 hours on battery',
    containtwo: '7-inch 800*480 colour screen; prints a 20-digit traceability code',
    containthree: '10,000 PLUs and 10,000 sales records',
    video: 'Watch the XK3170-M indicator',
    size: 'XK3170-M specifications',
    ...specRows('en', {
      ...TCS_HEAD_SPECS.en,
      screen: '7-inch 800*480 colour LCD (154*86 mm)',
      cashiershaft: '12 mm',
      range: '1 kg to 50 T',
      battery: '10 hours',
      temperature: '0-40 °C',
      humidity: 'Up to 85%RH',
    }),
    ...featureFields('en', blocks),
  },
};
