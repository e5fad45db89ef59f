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

export const Tmaa4d: Product = {
  kind: 'product',
  route: '/Tmaa4d',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-4d 联网条码秤（I）',
    twotitleone: '机身高度仅 162 mm 的联网条码秤',
    twotitle: '商品、标签与销售数据随网络同步',
    containone: '外观尺寸 381*388*162 mm，台面放得下',
    containtwo: 'RJ45 以太网联网，选配 Wi-Fi、4G、WCDMA',
    containthree: '16 种标签格式，最多 142 个商品快捷键',
    video: '观看 TM-Aa-4d 联网条码秤视频',
    size: 'TM-Aa-4d（I）规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      outsize: '381*388*162 mm',
      shortcuts: '最多 142 个商品快捷键',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-4d networked barcode scale (I)',
    twotitleone: 'A networked barcode scale only 162 mm tall',
    twotitle: 'Products, labels and sales stay in step over the network',
    containone: '381*388*162 mm: fits on a crowded counter',
    containtwo: 'RJ45 Ethernet, with optional Wi-Fi, 4G or WCDMA',
    containthree: '16 label formats and up to 142 product shortcut keys',
    video: 'Watch the TM-Aa-4d networked barcode scale',
    size: 'TM-Aa-4d (I) specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      outsize: '381*388*162 mm',
      shortcuts: 'Up to 142 product shortcut keys',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
