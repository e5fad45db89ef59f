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

const blocks = [CASHIER_BLOCK, OUTAGE_BLOCK, REPORTS_BLOCK, REMOTE_BLOCK] as const;

export const Syaa1b: Product = {
  kind: 'product',
  route: '/Syaa1b',
  parent: '/chanpincontain',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-Aa-1b 立式单机收银秤',
    twotitleone: '立式显示，顾客一眼看清重量与金额',
    twotitle: '生鲜档口与小超市的收银秤',
    containone: '班次、收银员编号与密码，账目清楚',
    containtwo: '停电后仍可称重 8 小时、打印 200 张小票',
    containthree: '外观尺寸 381*388*165 mm，收银纸轴径 12 mm',
    video: '观看 SY-Aa-1b 立式收银秤视频',
    size: 'SY-Aa-1b 规格参数',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch, maxprint: '56 mm', outsize: '381*388*165 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-Aa-1b upright stand-alone cashier scale',
    twotitleone: 'An upright display shows the customer weight and amount at a glance',
    twotitle: 'The cashier scale for fresh-food stalls and small supermarkets',
    containone: 'Shifts, cashier numbers and passwords keep the books clear',
    containtwo: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    containthree: '381*388*165 mm; 12 mm receipt roll shaft',
    video: 'Watch the SY-Aa-1b upright cashier scale',
    size: 'SY-Aa-1b specifications',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en, maxprint: '56 mm', outsize: '381*388*165 mm' }),
    ...featureFields('en', blocks),
  },
};
