import { CASHIER_BLOCK, featureFields, featureIcons, OUTAGE_BLOCK, pluBlock, REPORTS_BLOCK } from '../feature-blocks';
import { CASH_REGISTER_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [OUTAGE_BLOCK, CASHIER_BLOCK, pluBlock(), REPORTS_BLOCK] as const;

export const syafirst: Product = {
  kind: 'product',
  route: '/syafirst',
  parent: '/sya',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-A 系列收银秤',
    twotitleone: 'SY-A 系列称重收银一体机',
    twotitle: '以 SY-A5 为代表的台式收银秤',
    containone: '停电后仍可称重 8 小时、打印 200 张小票',
    containtwo: '每条商品 3 行品名、3 行特殊信息，4 个折扣时段',
    containthree: '外观尺寸 381*388*165 mm（SY-A5）',
    video: '观看 SY-A 系列收银秤介绍视频',
    size: 'SY-A 系列规格参数（以 SY-A5 为例）',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch, outsize: '381*388*165 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-A series cash-register scale',
    twotitleone: 'SY-A series: weighing and checkout in one machine',
    twotitle: 'Counter-top cash-register scales, led by the SY-A5',
    containone: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    containtwo: '3 name lines and 3 special-information lines per product; 4 discount periods',
    containthree: '381*388*165 mm (SY-A5)',
    video: 'Watch the introduction to the SY-A series cash-register scales',
    size: 'SY-A series specifications (SY-A5 shown)',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en, outsize: '381*388*165 mm' }),
    ...featureFields('en', blocks),
  },
};
