import { CASHIER_BLOCK, type FeatureBlock, featureFields, featureIcons, pluBlock } from '../feature-blocks';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const SLOGAN_BLOCK: FeatureBlock = {
  icon: 'screen',
  ch: { heading: '15 英寸彩色屏', points: ['商品与金额在大屏上清楚显示', '屏上广告语最多 60 个字符'] },
  en: {
    heading: '15-inch colour screen',
    points: ['Products and amounts shown clearly on a large screen', 'An on-screen slogan of up to 60 characters'],
  },
};

const USB_BLOCK: FeatureBlock = {
  icon: 'report',
  ch: { heading: '记录导出', points: ['10000 条销售记录可导出到 U 盘', '导出数据在电脑上对账、存档'] },
  en: {
    heading: 'Record export',
    points: ['10,000 sales records export to a USB drive', 'Reconcile and archive the export on a PC'],
  },
};

const blocks = [
  SLOGAN_BLOCK,
  pluBlock({ ch: '10000 种商品', en: '10,000 products' }),
  USB_BLOCK,
  CASHIER_BLOCK,
] as const;

export const acsnine: Product = {
  kind: 'product',
  route: '/acsnine',
  parent: '/acsq',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-PC 电子收银秤',
    twotitleone: '15 英寸彩色屏的电子收银秤',
    twotitle: '大屏收银，记录随时导出',
    containone: '15 英寸彩色屏，广告语最多 60 个字符',
    containtwo: '10000 种商品，10000 条记录导出到 U 盘',
    containthree: '最大打印宽度 56 mm，标签纸芯 40 mm',
    video: '观看 TM-PC 电子收银秤视频',
    size: 'TM-PC 规格参数',
    ...specRows('ch', {
      jiekou: 'RS232、RJ45 以太网、RJ11 钱箱接口；选配 GPRS、Wi-Fi、4G、WCDMA、USB',
      label: '40 mm（标签纸芯）',
      maxprint: '最大 56 mm',
      screen: '15 英寸彩色屏',
      plu: '10000 种商品',
      records: '10000 条，可导出到 U 盘',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-PC electronic cash-register scale',
    twotitleone: 'An electronic cash-register scale with a 15-inch colour screen',
    twotitle: 'Big-screen checkout, records exported whenever you need them',
    containone: '15-inch colour screen with a slogan of up to 60 characters',
    containtwo: '10,000 products; 10,000 records export to USB',
    containthree: 'Prints up to 56 mm wide; 40 mm label core',
    video: 'Watch the TM-PC electronic cash-register scale',
    size: 'TM-PC specifications',
    ...specRows('en', {
      jiekou: 'RS232, RJ45 Ethernet, RJ11 cash drawer; optional GPRS, Wi-Fi, 4G, WCDMA, USB',
      label: '40 mm (label core)',
      maxprint: 'Up to 56 mm',
      screen: '15-inch colour screen',
      plu: '10,000 products',
      records: '10,000, exportable to USB',
    }),
    ...featureFields('en', blocks),
  },
};
