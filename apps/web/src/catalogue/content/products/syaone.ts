import {
  CASHIER_BLOCK,
  featureFields,
  featureIcons,
  OUTAGE_BLOCK,
  REMOTE_BLOCK,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { CASH_REGISTER_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [CASHIER_BLOCK, REPORTS_BLOCK, OUTAGE_BLOCK, REMOTE_BLOCK] as const;

export const syaone: Product = {
  kind: 'product',
  route: '/syaone',
  parent: '/sya',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-A-1d 收银秤',
    twotitleone: '高位显示的立式收银秤',
    twotitle: '顾客站在柜台前也看得清金额',
    containone: '日销售、单品时段、单品日报三类报表',
    containtwo: '停电后仍可称重 8 小时、打印 200 张小票',
    containthree: '外观尺寸 375*432*570 mm',
    video: '观看 SY-A-1d 收银秤视频',
    size: 'SY-A-1d 规格参数',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch, outsize: '375*432*570 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-A-1d cash-register scale',
    twotitleone: 'An upright cash-register scale with a raised display',
    twotitle: 'Customers read the amount from across the counter',
    containone: 'Daily sales, single-product period and single-product daily reports',
    containtwo: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    containthree: '375*432*570 mm',
    video: 'Watch the SY-A-1d cash-register scale',
    size: 'SY-A-1d specifications',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en, outsize: '375*432*570 mm' }),
    ...featureFields('en', blocks),
  },
};
