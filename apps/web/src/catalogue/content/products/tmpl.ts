import { featureFields, featureIcons, labelPrintBlock, pluBlock, REMOTE_BLOCK, REPORTS_BLOCK } from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  labelPrintBlock(),
  pluBlock({ ch: '9999 个 PLU', en: '9999 PLUs' }),
  REMOTE_BLOCK,
  REPORTS_BLOCK,
] as const;

export const tmpl: Product = {
  kind: 'product',
  route: '/tmpl',
  parent: '/tmp',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-P 系列标签条码价格秤',
    twotitleone: 'TM-P 与 TM-P2 两款标签条码价格秤',
    twotitletwo: '打印宽度 56 mm 与 48 mm 两种选择',
    twotitle: '按标签宽度选型',
    containone: '两款均为 9999 个 PLU、71 个快捷键',
    containtwo: 'TM-P 最大打印宽度 56 mm，TM-P2 为 48 mm',
    containthree: 'TM-P 外观尺寸 507*444*519 mm',
    video: '观看 TM-P 系列介绍视频',
    size: 'TM-P 系列规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      maxprint: 'TM-P 56 mm；TM-P2 48 mm',
      outsize: '507*444*519 mm（TM-P）',
      plu: '9999 个',
      shortcuts: '71 个',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-P series labelling barcode price scales',
    twotitleone: 'Two labelling barcode price scales: TM-P and TM-P2',
    twotitletwo: 'Print widths of 56 mm and 48 mm',
    twotitle: 'Choose by the label width you need',
    containone: 'Both store 9999 PLUs and have 71 shortcut keys',
    containtwo: 'TM-P prints up to 56 mm wide, TM-P2 up to 48 mm',
    containthree: 'TM-P: 507*444*519 mm',
    video: 'Watch the introduction to the TM-P series',
    size: 'TM-P series specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      maxprint: 'TM-P 56 mm; TM-P2 48 mm',
      outsize: '507*444*519 mm (TM-P)',
      plu: '9999',
      shortcuts: '71',
    }),
    ...featureFields('en', blocks),
  },
};
