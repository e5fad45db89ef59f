import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  RECOGNITION_BLOCK,
  REMOTE_BLOCK,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [RECOGNITION_BLOCK, pluBlock(), REMOTE_BLOCK, labelPrintBlock()] as const;

export const tmf65: Product = {
  kind: 'product',
  route: '/tmf65',
  parent: '/ai',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-F65AI 智能识别秤',
    twotitleone: '识别生鲜、称重计价、打印条码标签',
    twotitle: '新店员也能又快又准地称重出签',
    containone: '放上秤盘即识别商品，减少查码与输码',
    containtwo: '16 种标签格式，打印速度 75 mm/s',
    containthree: '外观尺寸 381*388*500 mm，精度 1/3000',
    video: '观看 TM-F65AI 智能识别演示视频',
    size: 'TM-F65AI 规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, outsize: '381*388*500 mm', labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-F65AI intelligent identification scale',
    twotitleone: 'Identifies fresh produce, weighs, prices and prints the barcode label',
    twotitle: 'Even a new clerk weighs and labels quickly and correctly',
    containone: 'Identifies what is on the platter, so fewer codes to look up and type',
    containtwo: '16 label formats; prints at 75 mm/s',
    containthree: '381*388*500 mm; precision 1/3000',
    video: 'Watch the TM-F65AI identification demonstration',
    size: 'TM-F65AI specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, outsize: '381*388*500 mm', labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
