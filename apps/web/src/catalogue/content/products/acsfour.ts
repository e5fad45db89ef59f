import { CLIMATE_BLOCK, COUNTING_BLOCK, type FeatureBlock, featureFields, featureIcons } from '../feature-blocks';
import { COUNTING_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const LED_BLOCK: FeatureBlock = {
  icon: 'screen',
  ch: { heading: 'LED 显示', points: ['重量 5 位、单价 5 位、总价 6 位', '按 GB/T7722-2005 标准生产'] },
  en: {
    heading: 'LED display',
    points: ['5 digits of weight, 5 of unit price, 6 of total', 'Built to the GB/T7722-2005 standard'],
  },
};

const POWER_BLOCK: FeatureBlock = {
  icon: 'battery',
  ch: { heading: '交直流两用', points: ['AC 220V 50Hz 市电供电', 'DC 4V/4A 电池供电，没有插座也能称'] },
  en: {
    heading: 'Mains or battery',
    points: ['Runs on AC 220V 50Hz mains', 'Runs on a DC 4V/4A battery where there is no socket'],
  },
};

const blocks = [LED_BLOCK, COUNTING_BLOCK, POWER_BLOCK, CLIMATE_BLOCK] as const;

export const acsfour: Product = {
  kind: 'product',
  route: '/acsfour',
  parent: '/acsq',
  family: 'counting-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'LED 计数秤',
    twotitleone: 'LED 数码显示的计数秤',
    twotitle: '交流电与电池两用',
    containone: '重量 5 位、单价 5 位、总价 6 位显示',
    containtwo: '执行标准 GB/T7722-2005',
    containthree: 'AC 220V 50Hz 或 DC 4V/4A 供电',
    video: '观看 LED 计数秤视频',
    size: 'LED 计数秤规格参数',
    ...specRows('ch', {
      ...COUNTING_SCALE_SPECS.ch,
      appear: 'LED',
      digits: '重量 5 位、单价 5 位、总价 6 位',
      standard: 'GB/T7722-2005',
      power: 'AC 220V 50Hz；DC 4V/4A',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'LED counting scale',
    twotitleone: 'A counting scale with an LED display',
    twotitle: 'Runs on mains or battery',
    containone: '5-digit weight, 5-digit unit price and 6-digit total',
    containtwo: 'Built to GB/T7722-2005',
    containthree: 'AC 220V 50Hz or DC 4V/4A',
    video: 'Watch the LED counting scale',
    size: 'LED counting scale specifications',
    ...specRows('en', {
      ...COUNTING_SCALE_SPECS.en,
      appear: 'LED',
      digits: 'Weight 5, unit price 5, total 6',
      standard: 'GB/T7722-2005',
      power: 'AC 220V 50Hz; DC 4V/4A',
    }),
    ...featureFields('en', blocks),
  },
};
