import { CLIMATE_BLOCK, COUNTING_BLOCK, featureFields, featureIcons, keypadBlock, pluBlock } from '../feature-blocks';
import { COUNTING_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  COUNTING_BLOCK,
  pluBlock({ ch: '最多 4000 种商品', en: 'up to 4000 products' }),
  keypadBlock(24),
  CLIMATE_BLOCK,
] as const;

export const acsone: Product = {
  kind: 'product',
  route: '/acsone',
  parent: '/acsq',
  family: 'counting-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'ACS-Aa-4a 计数秤',
    twotitleone: '精度可在 1/3000、1/7500、1/15000 之间设定的计数秤',
    twotitle: '零件、药片、纽扣，按重量点数',
    containone: '预设精度 1/3000，可改为 1/7500 或 1/15000',
    containtwo: '24 键键盘，最多 4000 种商品',
    containthree: '外观尺寸 335*355*130 mm',
    video: '观看 ACS-Aa-4a 计数秤视频',
    size: 'ACS-Aa-4a 规格参数',
    ...specRows('ch', {
      ...COUNTING_SCALE_SPECS.ch,
      jingdu: '1/3000（预设），可设为 1/7500 或 1/15000',
      keyboard: '24 键',
      plu: '最多 4000 种商品',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'ACS-Aa-4a counting scale',
    twotitleone: 'A counting scale set to 1/3000, 1/7500 or 1/15000',
    twotitle: 'Parts, tablets, buttons: counted by weight',
    containone: '1/3000 preset, switchable to 1/7500 or 1/15000',
    containtwo: '24-key pad; up to 4000 products',
    containthree: '335*355*130 mm',
    video: 'Watch the ACS-Aa-4a counting scale',
    size: 'ACS-Aa-4a specifications',
    ...specRows('en', {
      ...COUNTING_SCALE_SPECS.en,
      jingdu: '1/3000 preset; 1/7500 or 1/15000 selectable',
      keyboard: '24 keys',
      plu: 'Up to 4000 products',
    }),
    ...featureFields('en', blocks),
  },
};
