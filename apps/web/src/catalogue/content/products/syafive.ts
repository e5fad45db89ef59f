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

export const syafive: Product = {
  kind: 'product',
  route: '/syafive',
  parent: '/sya',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-A5 收银秤',
    twotitleone: '称重、计价、收银、打印小票一体',
    twotitle: '菜市场与社区生鲜店的日常收银',
    containone: '折扣、找零、退货、抹零直接在秤上完成',
    containtwo: '停电后仍可称重 8 小时、打印 200 张小票',
    containthree: '外观尺寸 381*388*165 mm，收银纸轴径 12 mm',
    video: '观看 SY-A5 收银秤操作视频',
    size: 'SY-A5 规格参数',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch, outsize: '381*388*165 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-A5 cash-register scale',
    twotitleone: 'Weighs, prices, takes payment and prints the receipt',
    twotitle: 'Everyday checkout for wet markets and neighbourhood fresh-food shops',
    containone: 'Discounts, change, returns and rounding down right at the scale',
    containtwo: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    containthree: '381*388*165 mm; 12 mm receipt roll shaft',
    video: 'Watch the SY-A5 cash-register scale in use',
    size: 'SY-A5 specifications',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en, outsize: '381*388*165 mm' }),
    ...featureFields('en', blocks),
  },
};
