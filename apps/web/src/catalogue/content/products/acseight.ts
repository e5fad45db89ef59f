import { BENCH_BLOCK, featureFields, featureIcons, labelPrintBlock, pluBlock, REMOTE_BLOCK } from '../feature-blocks';
import { BENCH_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [labelPrintBlock(), BENCH_BLOCK, REMOTE_BLOCK, pluBlock()] as const;

export const acseight: Product = {
  kind: 'product',
  route: '/acseight',
  parent: '/tcs',
  family: 'bench-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-Aa-1f 立式条码台秤',
    twotitleone: '立柱式称重头的条码标签台秤',
    twotitle: '站着操作，称重贴标更顺手',
    containone: '称重头立柱安装，读数与打印在操作者眼前',
    containtwo: '打印速度 75 mm/s，4 种标签纸规格',
    containthree: '最大称量 300 kg',
    video: '观看 TM-Aa-1f 立式条码台秤视频',
    size: 'TM-Aa-1f 规格参数',
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
    onetitle: 'TM-Aa-1f vertical barcode bench scale',
    twotitleone: 'A barcode label bench scale with its head on a column',
    twotitle: 'Work standing up: weighing and labelling at hand height',
    containone: 'The head sits on a column, with readout and printer at eye level',
    containtwo: 'Prints at 75 mm/s on 4 label paper sizes',
    containthree: 'Weighs up to 300 kg',
    video: 'Watch the TM-Aa-1f vertical barcode bench scale',
    size: 'TM-Aa-1f specifications',
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
