import {
  CLIMATE_BLOCK,
  COUNTING_BLOCK,
  featureFields,
  featureIcons,
  keypadBlock,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { COUNTING_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [COUNTING_BLOCK, keypadBlock(14), CLIMATE_BLOCK, REPORTS_BLOCK] as const;

export const acsfive: Product = {
  kind: 'product',
  route: '/acsfive',
  parent: '/acsq',
  family: 'counting-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'ACS-Ab-2a+ 计数秤',
    twotitleone: '只管称重点数的简洁计数秤',
    twotitle: '打开即用，不用先建商品',
    containone: '精度 1/15000',
    containtwo: '分度值 0.2/0.5/1/2 g 起',
    containthree: '储存温度 -10 ℃ 至 +55 ℃',
    video: '观看 ACS-Ab-2a+ 计数秤视频',
    size: 'ACS-Ab-2a+ 规格参数',
    ...specRows('ch', { ...COUNTING_SCALE_SPECS.ch, keyboard: '14 键' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'ACS-Ab-2a+ counting scale',
    twotitleone: 'A plain counting scale that just weighs and counts',
    twotitle: 'Switch on and count: no product set-up needed',
    containone: 'Resolution 1/15000',
    containtwo: 'Scale intervals from 0.2/0.5/1/2 g',
    containthree: 'Storage from -10 °C to +55 °C',
    video: 'Watch the ACS-Ab-2a+ counting scale',
    size: 'ACS-Ab-2a+ specifications',
    ...specRows('en', { ...COUNTING_SCALE_SPECS.en, keyboard: '14 keys' }),
    ...featureFields('en', blocks),
  },
};
