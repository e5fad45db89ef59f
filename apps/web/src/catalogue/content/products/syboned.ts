import { CASHIER_BLOCK, featureFields, featureIcons, OUTAGE_BLOCK, pluBlock, REMOTE_BLOCK } from '../feature-blocks';
import { CASH_REGISTER_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [CASHIER_BLOCK, OUTAGE_BLOCK, pluBlock(), REMOTE_BLOCK] as const;

export const syboned: Product = {
  kind: 'product',
  route: '/syboned',
  parent: '/sya',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-B-1d 收银秤',
    twotitleone: 'SY-B 系列台式收银秤',
    twotitle: '称重、收银、库存一台管好',
    containone: '订单与库存管理，与 PC 后台数据一致',
    containtwo: '停电后仍可称重 8 小时、打印 200 张小票',
    containthree: '外观尺寸 381*388*165 mm',
    video: '观看 SY-B-1d 收银秤视频',
    size: 'SY-B-1d 规格参数',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch, outsize: '381*388*165 mm' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-B-1d cash-register scale',
    twotitleone: 'Counter-top cash-register scale of the SY-B series',
    twotitle: 'Weighing, checkout and stock on one machine',
    containone: 'Orders and inventory, in step with the PC back office',
    containtwo: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    containthree: '381*388*165 mm',
    video: 'Watch the SY-B-1d cash-register scale',
    size: 'SY-B-1d specifications',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en, outsize: '381*388*165 mm' }),
    ...featureFields('en', blocks),
  },
};
