import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  PRICING_MODES_BLOCK,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [PRICING_MODES_BLOCK, pluBlock(), labelPrintBlock(), REPORTS_BLOCK] as const;

export const TmAaP: Product = {
  kind: 'product',
  route: '/TmAaP',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-P 条码标签秤',
    twotitleone: '散装、计件、预包装商品一台秤计价',
    twotitle: '按重量、按数量、按定重数量三种计价方式',
    containone: '三种计价方式，散装与包装商品共用一台秤',
    containtwo: '每种商品 4 个折扣时段，临期促销自动执行',
    containthree: '日销售、单品时段、单品日报三类报表',
    video: '观看 TM-Aa-P 计价与折扣设置视频',
    size: 'TM-Aa-P 规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-P barcode label scale',
    twotitleone: 'Loose, counted and pre-packed goods priced on one scale',
    twotitle: 'By weight, by quantity, or by quantity at a fixed weight',
    containone: 'Three pricing modes: one scale for loose and packed goods',
    containtwo: '4 discount periods per product, so end-of-day markdowns run by themselves',
    containthree: 'Daily sales, single-product period and single-product daily reports',
    video: 'Watch how pricing and discounts are set on the TM-Aa-P',
    size: 'TM-Aa-P specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
