import { CLIMATE_BLOCK, COUNTING_BLOCK, featureFields, featureIcons, keypadBlock, pluBlock } from '../feature-blocks';
import { COUNTING_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  COUNTING_BLOCK,
  keypadBlock(14),
  pluBlock({ ch: '最多 4000 种商品', en: 'up to 4000 products' }),
  CLIMATE_BLOCK,
] as const;

export const acstwo: Product = {
  kind: 'product',
  route: '/acstwo',
  parent: '/acsq',
  family: 'counting-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'ASC-Ab-2a（1）计数秤',
    twotitleone: '14 键简洁键盘的高精度计数秤',
    twotitle: '仓库与产线的日常点数',
    containone: '精度 1/15000',
    containtwo: '14 键键盘，最多 4000 种商品',
    containthree: '称量 3/6/15/30 kg，最小称量 20/40/100/200 g',
    video: '观看 ASC-Ab-2a 计数秤视频',
    size: 'ASC-Ab-2a（1）规格参数',
    ...specRows('ch', { ...COUNTING_SCALE_SPECS.ch, keyboard: '14 键', plu: '最多 4000 种商品' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'ASC-Ab-2a (1) counting scale',
    twotitleone: 'A high-resolution counting scale with a simple 14-key pad',
    twotitle: 'Everyday counting for stores and production lines',
    containone: 'Resolution 1/15000',
    containtwo: '14-key pad; up to 4000 products',
    containthree: '3/6/15/30 kg, minimum capacity 20/40/100/200 g',
    video: 'Watch the ASC-Ab-2a counting scale',
    size: 'ASC-Ab-2a (1) specifications',
    ...specRows('en', {
      ...COUNTING_SCALE_SPECS.en,
      keyboard: '14 keys',
      plu: 'Up to 4000 products',
    }),
    ...featureFields('en', blocks),
  },
};
