import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  PRICING_MODES_BLOCK,
  RECOGNITION_BLOCK,
  REMOTE_BLOCK,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [RECOGNITION_BLOCK, PRICING_MODES_BLOCK, labelPrintBlock(), REMOTE_BLOCK] as const;

export const tmf66: Product = {
  kind: 'product',
  route: '/tmf66',
  parent: '/ai',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-F66 智能识别秤',
    twotitleone: '为客流大的生鲜区准备的识别秤',
    twotitle: '识别、称重、出签，排队更短',
    containone: '智能识别秤盘上的生鲜商品',
    containtwo: '按重量、按数量、按定重数量三种计价方式',
    containthree: '外观尺寸 381*388*500 mm，称量 3/6/15/30 kg 可选',
    video: '观看 TM-F66 智能识别秤视频',
    size: 'TM-F66 规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, outsize: '381*388*500 mm', labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-F66 intelligent identification scale',
    twotitleone: 'The identification scale for busy fresh-food departments',
    twotitle: 'Identify, weigh, label: shorter queues',
    containone: 'Identifies the fresh produce on the platter',
    containtwo: 'Prices by weight, by quantity or by quantity at a fixed weight',
    containthree: '381*388*500 mm; capacities of 3, 6, 15 or 30 kg',
    video: 'Watch the TM-F66 intelligent identification scale',
    size: 'TM-F66 specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, outsize: '381*388*500 mm', labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
