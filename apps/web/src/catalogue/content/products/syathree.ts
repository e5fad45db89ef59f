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

const blocks = [REPORTS_BLOCK, CASHIER_BLOCK, OUTAGE_BLOCK, REMOTE_BLOCK] as const;

export const syathree: Product = {
  kind: 'product',
  route: '/syathree',
  parent: '/sya',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-A-3 收银秤',
    twotitleone: '带班次与收银员管理的收银秤',
    twotitle: '多人轮班的门店也能对清每一笔账',
    containone: '班次、收银员编号与密码管理',
    containtwo: '停电后仍可称重 8 小时、打印 200 张小票',
    containthree: '外观尺寸 375*432*550 mm',
    video: '观看 SY-A-3 收银秤视频',
    size: 'SY-A-3 规格参数',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch, outsize: '375*432*550 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-A-3 cash-register scale',
    twotitleone: 'A cash-register scale with shift and cashier management',
    twotitle: 'Shops with several cashiers on rota can still balance every sale',
    containone: 'Shifts, cashier numbers and passwords',
    containtwo: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    containthree: '375*432*550 mm',
    video: 'Watch the SY-A-3 cash-register scale',
    size: 'SY-A-3 specifications',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en, outsize: '375*432*550 mm' }),
    ...featureFields('en', blocks),
  },
};
