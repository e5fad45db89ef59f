import {
  BENCH_BLOCK,
  COLOUR_SCREEN_BLOCK,
  featureFields,
  featureIcons,
  pluBlock,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { BENCH_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [BENCH_BLOCK, COLOUR_SCREEN_BLOCK, pluBlock(), REPORTS_BLOCK] as const;

export const acssix: Product = {
  kind: 'product',
  route: '/acssix',
  parent: '/tcs',
  family: 'bench-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TCS-Aa-1a+ 小头台秤（II）',
    twotitleone: '小型称重头配大台面的台秤',
    twotitle: '称重大件商品也能计价出票',
    containone: '最大称量 300 kg',
    containtwo: '台面 400*500、450*600、600*800 mm 可选',
    containthree: '7 英寸彩色屏',
    video: '观看 TCS-Aa-1a+ 台秤视频',
    size: 'TCS-Aa-1a+ 规格参数',
    ...specRows('ch', { ...BENCH_SPECS.ch, screen: '7 英寸彩色屏' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TCS-Aa-1a+ small-head bench scale (II)',
    twotitleone: 'A compact weighing head on a large platform',
    twotitle: 'Prices and tickets bulky goods too',
    containone: 'Weighs up to 300 kg',
    containtwo: 'Platforms of 400*500, 450*600 or 600*800 mm',
    containthree: '7-inch colour screen',
    video: 'Watch the TCS-Aa-1a+ bench scale',
    size: 'TCS-Aa-1a+ specifications',
    ...specRows('en', { ...BENCH_SPECS.en, screen: '7-inch colour screen' }),
    ...featureFields('en', blocks),
  },
};
