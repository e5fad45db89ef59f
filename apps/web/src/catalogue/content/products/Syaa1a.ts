import { CASHIER_BLOCK, featureFields, featureIcons, OUTAGE_BLOCK, pluBlock, REPORTS_BLOCK } from '../feature-blocks';
import { CASH_REGISTER_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [CASHIER_BLOCK, REPORTS_BLOCK, OUTAGE_BLOCK, pluBlock()] as const;

export const Syaa1a: Product = {
  kind: 'product',
  route: '/Syaa1a',
  parent: '/chanpincontain',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-Aa-1a 台式单机收银秤（I）',
    twotitleone: '称重、计价、收银、打印小票一台完成',
    twotitle: '不依赖电脑的台式收银秤',
    containone: '折扣、找零、退货、抹零直接在秤上完成',
    containtwo: '停电后仍可称重 8 小时、打印 200 张小票',
    containthree: '外观尺寸 381*388*165 mm，收银纸轴径 12 mm',
    video: '观看 SY-Aa-1a 收银秤操作视频',
    size: 'SY-Aa-1a 规格参数',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch, maxprint: '56 mm', outsize: '381*388*165 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-Aa-1a platform stand-alone cashier scale (I)',
    twotitleone: 'Weighs, prices, takes payment and prints the receipt',
    twotitle: 'A counter-top cashier scale that needs no PC',
    containone: 'Discounts, change, returns and rounding down right at the scale',
    containtwo: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    containthree: '381*388*165 mm; 12 mm receipt roll shaft',
    video: 'Watch the SY-Aa-1a cashier scale in use',
    size: 'SY-Aa-1a specifications',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en, maxprint: '56 mm', outsize: '381*388*165 mm' }),
    ...featureFields('en', blocks),
  },
};
