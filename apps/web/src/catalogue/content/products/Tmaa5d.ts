import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  PRICING_MODES_BLOCK,
  REMOTE_BLOCK,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [REMOTE_BLOCK, pluBlock(), PRICING_MODES_BLOCK, labelPrintBlock()] as const;

export const Tmaa5d: Product = {
  kind: 'product',
  route: '/Tmaa5d',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-5d 条码标签秤',
    twotitleone: 'TM-Aa 系列联网条码标签秤',
    twotitle: '门店多台秤，由后台统一管理',
    containone: 'RS232、RJ45 以太网与 RJ11 钱箱接口，选配 Wi-Fi、4G',
    containtwo: '在 PC 后台编辑商品与标签，上传到每台秤',
    containthree: '精度 1/3000，最大打印宽度 56 mm',
    video: '观看 TM-Aa-5d 联网使用视频',
    size: 'TM-Aa-5d 规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-5d barcode label scale',
    twotitleone: 'Networked barcode label scale of the TM-Aa series',
    twotitle: 'Every scale in the shop, managed from the back office',
    containone: 'RS232, RJ45 Ethernet and RJ11 cash-drawer ports; optional Wi-Fi or 4G',
    containtwo: 'Edit products and labels in the PC back office and upload them to each scale',
    containthree: 'Precision 1/3000; prints up to 56 mm wide',
    video: 'Watch the TM-Aa-5d working on a network',
    size: 'TM-Aa-5d specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
