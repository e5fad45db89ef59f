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

const blocks = [COLOUR_SCREEN_BLOCK, XK_BATTERY_BLOCK, TCS_DOWNLOAD_BLOCK, TRACE_BLOCK] as const;

export const Xkthree: Product = {
  kind: 'product',
  route: '/Xkthree',
  parent: '/tcs',
  family: 'instrument',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'XK3170-A 收银称重仪表',
    twotitleone: '154*86 mm 液晶屏的收银称重仪表',
    twotitle: '仓库、市场与户外过磅都能用',
    containone: '0-40 ℃、湿度 85%RH 以下工作',
    containtwo: '收银纸轴径 12 mm，最大打印宽度 48 mm',
    containthree: '10000 个 PLU 约 5 分钟下载完成',
    video: '观看 XK3170-A 仪表视频',
    size: 'XK3170-A 规格参数',
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
    onetitle: 'XK3170-A cashier weighing indicator',
    twotitleone: 'A cashier weighing indicator with a 154*86 mm LCD',
    twotitle: 'For warehouses, markets and outdoor weighing',
    containone: 'Works from 0 to 40 °C at up to 85%RH',
    containtwo: '12 mm receipt roll shaft; prints up to 48 mm wide',
    containthree: '10,000 PLUs download in about 5 minutes',
    video: 'Watch the XK3170-A indicator',
    size: 'XK3170-A specifications',
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
