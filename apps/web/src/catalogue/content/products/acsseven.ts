import { BENCH_BLOCK, featureFields, featureIcons, labelPrintBlock, pluBlock, REMOTE_BLOCK } from '../feature-blocks';
import { BENCH_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [BENCH_BLOCK, labelPrintBlock(), pluBlock(), REMOTE_BLOCK] as const;

export const acsseven: Product = {
  kind: 'product',
  route: '/acsseven',
  parent: '/tcs',
  family: 'bench-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-1e 台式条码台秤（I）',
    twotitleone: '大台面的条码标签台秤',
    twotitle: '整箱商品称重后直接贴条码标签',
    containone: '最大称量 300 kg，三种台面尺寸',
    containtwo: '16 种标签格式，最大打印宽度 56 mm',
    containthree: '精度 1/3000',
    video: '观看 TM-Aa-1e 条码台秤视频',
    size: 'TM-Aa-1e 规格参数',
    ...specRows('ch', {
      ...BENCH_SPECS.ch,
      jiekou: 'RS232、RJ45 以太网、RJ11 钱箱接口；选配 GPRS、Wi-Fi、4G、WCDMA、USB',
      jingdu: '1/3000',
      label: '25 mm',
      maxprint: '56 mm',
      printspeed: '75 mm/s',
      labelsize: '30*40、37*50、40*50、40*60 mm',
      labelformats: '16 种',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-Aa-1e platform barcode bench scale (I)',
    twotitleone: 'A barcode label scale on a large platform',
    twotitle: 'Weigh a whole case and label it on the spot',
    containone: 'Up to 300 kg on three platform sizes',
    containtwo: '16 label formats; prints up to 56 mm wide',
    containthree: 'Precision 1/3000',
    video: 'Watch the TM-Aa-1e barcode bench scale',
    size: 'TM-Aa-1e specifications',
    ...specRows('en', {
      ...BENCH_SPECS.en,
      jiekou: 'RS232, RJ45 Ethernet, RJ11 cash drawer; optional GPRS, Wi-Fi, 4G, WCDMA, USB',
      jingdu: '1/3000',
      label: '25 mm',
      maxprint: '56 mm',
      printspeed: '75 mm/s',
      labelsize: '30*40, 37*50, 40*50, 40*60 mm',
      labelformats: '16',
    }),
    ...featureFields('en', blocks),
  },
};
