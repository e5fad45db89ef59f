import {
  CLIMATE_BLOCK,
  featureFields,
  featureIcons,
  keypadBlock,
  pluBlock,
  PRICING_MODES_BLOCK,
} from '../feature-blocks';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  PRICING_MODES_BLOCK,
  keypadBlock(24),
  pluBlock({ ch: '最多 4000 种商品', en: 'up to 4000 products' }),
  CLIMATE_BLOCK,
] as const;

export const aAcsthree: Product = {
  kind: 'product',
  route: '/aAcsthree',
  parent: '/acsq',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'ACS-Aa 计价秤',
    twotitleone: '生鲜档口的电子计价秤',
    twotitle: '称重算价，一目了然',
    containone: '24 键键盘，单价输入快',
    containtwo: '最多 4000 种商品',
    containthree: '精度 1/3000，称量 3/6/15/30 kg',
    video: '观看 ACS-Aa 计价秤视频',
    size: 'ACS-Aa 计价秤规格参数',
    ...specRows('ch', {
      jingdu: '1/3000',
      spec: '3 kg、6 kg、15 kg、30 kg',
      plu: '最多 4000 种商品',
      keyboard: '24 键',
      temperature: '0 ℃ 至 +40 ℃',
      storagetemp: '-10 ℃ 至 +55 ℃',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'ACS-Aa price computing scale',
    twotitleone: 'The electronic price scale for fresh-food stalls',
    twotitle: 'Weight and price at a glance',
    containone: '24-key pad for quick unit-price entry',
    containtwo: 'Up to 4000 products',
    containthree: 'Precision 1/3000; 3, 6, 15 or 30 kg',
    video: 'Watch the ACS-Aa price computing scale',
    size: 'ACS-Aa price scale specifications',
    ...specRows('en', {
      jingdu: '1/3000',
      spec: '3 kg, 6 kg, 15 kg, 30 kg',
      plu: 'Up to 4000 products',
      keyboard: '24 keys',
      temperature: '0 °C to +40 °C',
      storagetemp: '-10 °C to +55 °C',
    }),
    ...featureFields('en', blocks),
  },
};
