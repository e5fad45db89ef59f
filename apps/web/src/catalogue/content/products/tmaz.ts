import {
  type FeatureBlock,
  featureFields,
  featureIcons,
  pluBlock,
  REMOTE_BLOCK,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const LABEL_BLOCK: FeatureBlock = {
  icon: 'print',
  ch: { heading: '标签打印', points: ['适配 30*40、37*50、40*50、40*60 mm 标签纸', '最大打印宽度 56 mm'] },
  en: {
    heading: 'Label printing',
    points: ['Takes 30*40, 37*50, 40*50 and 40*60 mm label paper', 'Prints up to 56 mm wide'],
  },
};

const blocks = [
  pluBlock({ ch: '最多 10000 个 PLU', en: 'up to 10,000 PLUs' }),
  LABEL_BLOCK,
  REMOTE_BLOCK,
  REPORTS_BLOCK,
] as const;

export const tmaz: Product = {
  kind: 'product',
  route: '/tmaz',
  parent: '/acsq',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: '安卓价签秤',
    twotitleone: '电容触摸屏的安卓系统价签秤',
    twotitle: '像用手机一样操作称重秤',
    containone: '电容触摸屏，Android 系统',
    containtwo: '最多 10000 个 PLU，数万条销售记录',
    containthree: '精度 1/3000，称量 3/6/15/30 kg',
    video: '观看安卓价签秤视频',
    size: '安卓价签秤规格参数',
    ...specRows('ch', {
      appear: '电容触摸屏',
      jiekou: 'RS232、以太网；选配钱箱、GPRS、Wi-Fi、4G',
      jingdu: '1/3000',
      maxprint: '56 mm',
      labelsize: '30*40、37*50、40*50、40*60 mm',
      spec: '3 kg、6 kg、15 kg、30 kg',
      plu: '最多 10000 个',
      records: '数万条',
      system: 'Android',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'Android price-tag scale',
    twotitleone: 'A price-tag scale running Android on a capacitive touch screen',
    twotitle: 'Runs like a smartphone, weighs like a scale',
    containone: 'Capacitive touch screen; Android',
    containtwo: 'Up to 10,000 PLU items and tens of thousands of sales records',
    containthree: 'Precision 1/3000; 3, 6, 15 or 30 kg',
    video: 'Watch the Android price-tag scale',
    size: 'Android price-tag scale specifications',
    ...specRows('en', {
      appear: 'Capacitive touch screen',
      jiekou: 'RS232, Ethernet; optional cash drawer, GPRS, Wi-Fi, 4G',
      jingdu: '1/3000',
      maxprint: '56 mm',
      labelsize: '30*40, 37*50, 40*50, 40*60 mm',
      spec: '3 kg, 6 kg, 15 kg, 30 kg',
      plu: 'Up to 10,000',
      records: 'Tens of thousands',
      system: 'Android',
    }),
    ...featureFields('en', blocks),
  },
};
