import {
  type FeatureBlock,
  featureFields,
  featureIcons,
  LABEL_FORMATS_BLOCK,
  PRINTER_PORTS_BLOCK,
  RIBBON_BLOCK,
} from '../feature-blocks';
import { DY2000_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const STATION_BLOCK: FeatureBlock = {
  icon: 'scale',
  ch: { heading: '称重站配套', points: ['与称重秤、台秤搭配，打印称重标签', '机身 195*235*305 mm，放在秤旁即可'] },
  en: {
    heading: 'At the weighing station',
    points: [
      'Pairs with weighing and bench scales to print weighing labels',
      '195*235*305 mm: sits right beside the scale',
    ],
  },
};

const blocks = [STATION_BLOCK, RIBBON_BLOCK, PRINTER_PORTS_BLOCK, LABEL_FORMATS_BLOCK] as const;

export const acsabtwo: Product = {
  kind: 'product',
  route: '/acsabtwo',
  parent: '/acspc',
  family: 'label-printer',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'DY-2000 称重配套标签打印机',
    twotitleone: '为称重站配套的 DY-2000 标签打印机',
    twotitle: '称完即打，标签宽至 110 mm',
    containone: '热转印打印，最大宽度 110 mm',
    containtwo: '300 m 碳带，75 mm/s',
    containthree: '0-45 ℃ 环境可用',
    video: '观看 DY-2000 称重配套打印视频',
    size: 'DY-2000 规格参数',
    ...specRows('ch', { ...DY2000_SPECS.ch }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'DY-2000 label printer for weighing stations',
    twotitleone: 'The DY-2000 label printer, set up for weighing stations',
    twotitle: 'Weigh, then print labels up to 110 mm wide',
    containone: 'Thermal-transfer printing up to 110 mm wide',
    containtwo: '300 m ribbon; 75 mm/s',
    containthree: 'Works from 0 to 45 °C',
    video: 'Watch the DY-2000 printing at a weighing station',
    size: 'DY-2000 specifications',
    ...specRows('en', { ...DY2000_SPECS.en }),
    ...featureFields('en', blocks),
  },
};
