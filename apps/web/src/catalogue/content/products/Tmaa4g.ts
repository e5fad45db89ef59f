import { featureFields, featureIcons, labelPrintBlock, pluBlock, REMOTE_BLOCK, REPORTS_BLOCK } from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [REMOTE_BLOCK, pluBlock(), labelPrintBlock(), REPORTS_BLOCK] as const;

export const Tmaa4g: Product = {
  kind: 'product',
  route: '/Tmaa4g',
  parent: '/chanpincontain',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-4g 条码标签秤',
    twotitleone: '可选无线联网的 TM-Aa 系列条码标签秤',
    twotitle: '没有网线的摊位也能接入云端',
    containone: '选配 GPRS、4G、WCDMA 或 Wi-Fi 无线联网',
    containtwo: '销售数据回传后台，远程查看每台秤',
    containthree: '16 种标签格式，打印速度 75 mm/s',
    video: '观看 TM-Aa-4g 无线联网视频',
    size: 'TM-Aa-4g 规格参数',
    ...specRows('ch', { ...LABEL_SCALE_SPECS.ch, labelformats: '16 种' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-4g barcode label scale',
    twotitleone: 'A TM-Aa series barcode label scale with optional wireless networking',
    twotitle: 'Market stalls without network cabling still reach the cloud',
    containone: 'Optional GPRS, 4G, WCDMA or Wi-Fi',
    containtwo: 'Sales flow back to the back office; watch every scale remotely',
    containthree: '16 label formats; prints at 75 mm/s',
    video: 'Watch the TM-Aa-4g connecting wirelessly',
    size: 'TM-Aa-4g specifications',
    ...specRows('en', { ...LABEL_SCALE_SPECS.en, labelformats: '16' }),
    ...featureFields('en', blocks),
  },
};
