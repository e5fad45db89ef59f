import {
  featureFields,
  featureIcons,
  pluBlock,
  RECOGNITION_BLOCK,
  REMOTE_BLOCK,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { PRICE_TAG_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [RECOGNITION_BLOCK, pluBlock(), REPORTS_BLOCK, REMOTE_BLOCK] as const;

export const tmh65: Product = {
  kind: 'product',
  route: '/tmh65',
  parent: '/ai',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-H66 智能识别秤',
    twotitleone: 'TM-H 系列的智能识别机型',
    twotitle: '识别商品、称重计价、报表打印',
    containone: '智能识别秤盘上的商品，店员确认即可计价',
    containtwo: '日销售、单品时段、单品日报三类报表',
    containthree: '外观尺寸 381*388*500 mm',
    video: '观看 TM-H66 智能识别秤视频',
    size: 'TM-H66 规格参数',
    ...specRows('ch', { ...PRICE_TAG_SPECS.ch, outsize: '381*388*500 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-H66 intelligent identification scale',
    twotitleone: 'The intelligent identification model of the TM-H series',
    twotitle: 'Identifies goods, weighs, prices and prints reports',
    containone: 'Identifies the goods on the platter; the clerk confirms and prices',
    containtwo: 'Daily sales, single-product period and single-product daily reports',
    containthree: '381*388*500 mm',
    video: 'Watch the TM-H66 intelligent identification scale',
    size: 'TM-H66 specifications',
    ...specRows('en', { ...PRICE_TAG_SPECS.en, outsize: '381*388*500 mm' }),
    ...featureFields('en', blocks),
  },
};
