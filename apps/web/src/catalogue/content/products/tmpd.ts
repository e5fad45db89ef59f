import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  REMOTE_BLOCK,
  shortcutsBlock,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  REMOTE_BLOCK,
  pluBlock(),
  shortcutsBlock({ ch: '最多 142 个商品快捷键', en: 'Up to 142 product shortcut keys' }),
  labelPrintBlock(),
] as const;

export const tmpd: Product = {
  kind: 'product',
  route: '/tmpd',
  parent: '/tmp',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-4d 立式联网条码秤（II）',
    twotitleone: '立式显示的 TM-Aa-4d 联网条码秤',
    twotitle: '顾客看得清，后台管得住',
    containone: 'RJ45 以太网联网，选配 Wi-Fi、4G、WCDMA',
    containtwo: '16 种标签格式，打印速度 75 mm/s',
    containthree: '精度 1/3000，称量 3/6/15/30 kg',
    video: '观看 TM-Aa-4d 立式联网条码秤视频',
    size: 'TM-Aa-4d（II）规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      outsize: '381*388*162 mm',
      shortcuts: '最多 142 个商品快捷键',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-4d upright networked barcode scale (II)',
    twotitleone: 'The TM-Aa-4d networked barcode scale with an upright display',
    twotitle: 'Easy for customers to read, easy for the back office to manage',
    containone: 'RJ45 Ethernet, with optional Wi-Fi, 4G or WCDMA',
    containtwo: '16 label formats; prints at 75 mm/s',
    containthree: 'Precision 1/3000; 3, 6, 15 or 30 kg',
    video: 'Watch the TM-Aa-4d upright networked barcode scale',
    size: 'TM-Aa-4d (II) specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      outsize: '381*388*162 mm',
      shortcuts: 'Up to 142 product shortcut keys',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
