import { type FeatureBlock, featureFields, featureIcons, LABEL_FORMATS_BLOCK, SUPPORT_BLOCK } from '../feature-blocks';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const LED_BLOCK: FeatureBlock = {
  icon: 'screen',
  ch: { heading: 'LED 显示', points: ['LED 数码管显示重量', '地磅房内外都能读数'] },
  en: {
    heading: 'LED display',
    points: ['Weight shown on LED digits', 'Readable inside and outside the weighbridge office'],
  },
};

const BATTERY_BLOCK: FeatureBlock = {
  icon: 'battery',
  ch: { heading: '电池续航', points: ['电池续航 10 小时', '停电时过磅不中断'] },
  en: { heading: 'Battery', points: ['10 hours on battery', 'Weighing goes on through a power cut'] },
};

const blocks = [LED_BLOCK, LABEL_FORMATS_BLOCK, BATTERY_BLOCK, SUPPORT_BLOCK] as const;

export const xkb: Product = {
  kind: 'product',
  route: '/xkb',
  parent: '/acspc',
  family: 'instrument',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'LED 地磅仪表',
    twotitleone: 'LED 显示的汽车衡称重仪表',
    twotitle: '过磅、打单、存档',
    containone: 'LED 显示',
    containtwo: '最多 16 种标签格式',
    containthree: '电池续航 10 小时',
    video: '观看 LED 地磅仪表视频',
    size: 'LED 地磅仪表规格参数',
    ...specRows('ch', { appear: 'LED', labelformats: '最多 16 种', battery: '10 小时' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'LED truck-scale indicator',
    twotitleone: 'A weighing indicator with an LED display for truck scales',
    twotitle: 'Weigh, print the ticket, keep the record',
    containone: 'LED display',
    containtwo: 'Up to 16 label formats',
    containthree: '10 hours on battery',
    video: 'Watch the LED truck-scale indicator',
    size: 'LED truck-scale indicator specifications',
    ...specRows('en', { appear: 'LED', labelformats: 'Up to 16', battery: '10 hours' }),
    ...featureFields('en', blocks),
  },
};
