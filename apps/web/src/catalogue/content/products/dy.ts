import { type FeatureBlock, featureFields, featureIcons, PRINTER_PORTS_BLOCK, RIBBON_BLOCK } from '../feature-blocks';
import { DY2000_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const SIZE_BLOCK: FeatureBlock = {
  icon: 'scale',
  ch: { heading: '小巧机身', points: ['外观尺寸 195*235*305 mm', '放在称重台或办公桌旁都不占地方'] },
  en: { heading: 'Compact body', points: ['195*235*305 mm', 'Fits beside a weighing station or on a desk'] },
};

const USE_BLOCK: FeatureBlock = {
  icon: 'plu',
  ch: { heading: '适用场景', points: ['宽幅物流标签、货架标签与商品标签', '配合称重设备打印称重结果'] },
  en: {
    heading: 'What it prints',
    points: ['Wide logistics labels, shelf labels and product labels', 'Weighing results, alongside a scale'],
  },
};

const blocks = [RIBBON_BLOCK, PRINTER_PORTS_BLOCK, SIZE_BLOCK, USE_BLOCK] as const;

export const dy: Product = {
  kind: 'product',
  route: '/dy',
  parent: '/acsq',
  family: 'label-printer',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'DY-2000 热转印标签打印机',
    twotitleone: '打印宽度 110 mm 的热转印标签打印机',
    twotitle: '宽标签、长碳带、连续打印',
    containone: '最大打印宽度 110 mm，速度 75 mm/s',
    containtwo: '300 m 碳带',
    containthree: 'USB 与并口，外观尺寸 195*235*305 mm',
    video: '观看 DY-2000 标签打印机视频',
    size: 'DY-2000 规格参数',
    ...specRows('ch', { ...DY2000_SPECS.ch }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'DY-2000 thermal-transfer label printer',
    twotitleone: 'A thermal-transfer label printer 110 mm wide',
    twotitle: 'Wide labels, a long ribbon, continuous printing',
    containone: 'Prints up to 110 mm wide at 75 mm/s',
    containtwo: '300 m ribbon',
    containthree: 'USB and parallel port; 195*235*305 mm',
    video: 'Watch the DY-2000 label printer',
    size: 'DY-2000 specifications',
    ...specRows('en', { ...DY2000_SPECS.en }),
    ...featureFields('en', blocks),
  },
};
