import {
  BENCH_BLOCK,
  featureFields,
  featureIcons,
  REMOTE_BLOCK,
  REPORTS_BLOCK,
  XK_BATTERY_BLOCK,
} from '../feature-blocks';
import { BENCH_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [BENCH_BLOCK, XK_BATTERY_BLOCK, REPORTS_BLOCK, REMOTE_BLOCK] as const;

export const acseleven: Product = {
  kind: 'product',
  route: '/acseleven',
  parent: '/tcs',
  family: 'bench-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'XK3170-B-2b+ 小头计重台秤',
    twotitleone: 'XK3170 小型称重头的计重台秤',
    twotitle: '仓库收货、发货过秤',
    containone: '最大称量 300 kg',
    containtwo: '电池续航 10 小时',
    containthree: '台面 400*500、450*600、600*800 mm 可选',
    video: '观看 XK3170-B-2b+ 计重台秤视频',
    size: 'XK3170-B-2b+ 规格参数',
    ...specRows('ch', {
      ...BENCH_SPECS.ch,
      battery: '10 小时',
      temperature: '0-40 ℃',
      humidity: '85%RH 以下',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'XK3170-B-2b+ small-head weighing bench scale',
    twotitleone: 'A weighing bench scale with a compact XK3170 head',
    twotitle: 'For checking goods in and out of the warehouse',
    containone: 'Weighs up to 300 kg',
    containtwo: '10 hours on battery',
    containthree: 'Platforms of 400*500, 450*600 or 600*800 mm',
    video: 'Watch the XK3170-B-2b+ weighing bench scale',
    size: 'XK3170-B-2b+ specifications',
    ...specRows('en', {
      ...BENCH_SPECS.en,
      battery: '10 hours',
      temperature: '0-40 °C',
      humidity: 'Up to 85%RH',
    }),
    ...featureFields('en', blocks),
  },
};
