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

const blocks = [REMOTE_BLOCK, CASHIER_BLOCK, REPORTS_BLOCK, OUTAGE_BLOCK] as const;

export const sybonel: Product = {
  kind: 'product',
  route: '/sybonel',
  parent: '/sya',
  family: 'cash-register-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'SY-B 系列收银秤',
    twotitleone: '可联网的 SY-B 系列收银秤',
    twotitle: '门店收银数据实时回传后台',
    containone: 'RJ45 以太网联网，选配 GPRS、Wi-Fi、4G',
    containtwo: 'PC 后台上传商品，远程查看销售',
    containthree: '停电后仍可称重 8 小时、打印 200 张小票',
    video: '观看 SY-B 系列收银秤视频',
    size: 'SY-B 系列规格参数',
    ...specRows('ch', { ...CASH_REGISTER_SPECS.ch }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'SY-B series cash-register scale',
    twotitleone: 'The networked cash-register scales of the SY-B series',
    twotitle: 'Checkout data flows back to the back office as it happens',
    containone: 'RJ45 Ethernet, with optional GPRS, Wi-Fi or 4G',
    containtwo: 'Upload products from the PC back office and watch sales remotely',
    containthree: 'Weighs for 8 hours and prints 200 receipts after a power cut',
    video: 'Watch the SY-B series cash-register scales',
    size: 'SY-B series specifications',
    ...specRows('en', { ...CASH_REGISTER_SPECS.en }),
    ...featureFields('en', blocks),
  },
};
