import { type FeatureBlock, featureFields, featureIcons, PRICING_MODES_BLOCK, REPORTS_BLOCK } from '../feature-blocks';
import { PRICE_TAG_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const DOWNLOAD_BLOCK: FeatureBlock = {
  icon: 'cloud',
  ch: { heading: '快速下载商品', points: ['约 5 分钟下载 9999 个 PLU', '在 PC 后台改价后批量下发到秤'] },
  en: {
    heading: 'Fast product download',
    points: [
      '9999 PLUs download in about 5 minutes',
      'Change prices in the PC back office and send them to every scale',
    ],
  },
};

const KEYBOARD_BLOCK: FeatureBlock = {
  icon: 'keys',
  ch: { heading: '125 键键盘', points: ['常卖商品直接按键调出', '防作弊设计，保护买卖双方的公平交易'] },
  en: {
    heading: '125-key keyboard',
    points: ['Best sellers have their own key', 'Anti-cheat design keeps every sale fair to buyer and seller'],
  },
};

const blocks = [DOWNLOAD_BLOCK, KEYBOARD_BLOCK, REPORTS_BLOCK, PRICING_MODES_BLOCK] as const;

export const tmhtwo: Product = {
  kind: 'product',
  route: '/tmhtwo',
  parent: '/tmh',
  family: 'price-tag-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-H2 系列台秤',
    twotitleone: '125 键键盘的 TM-H2 系列台式价签秤',
    twotitle: '商品多、改价勤的门店之选',
    containone: '约 5 分钟下载 9999 个 PLU',
    containtwo: '125 键键盘，防作弊设计',
    containthree: '外观尺寸 365*470*170 mm',
    video: '观看 TM-H2 系列台秤视频',
    size: 'TM-H2 规格参数',
    ...specRows('ch', {
      ...PRICE_TAG_SPECS.ch,
      outsize: '365*470*170 mm',
      plu: '9999 个，约 5 分钟下载完成',
      keyboard: '125 键',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-H2 series platform scale',
    twotitleone: 'TM-H2 series counter scale with a 125-key keyboard',
    twotitle: 'For shops with many products and frequent price changes',
    containone: '9999 PLUs downloaded in about 5 minutes',
    containtwo: '125-key keyboard; anti-cheat design',
    containthree: '365*470*170 mm',
    video: 'Watch the TM-H2 series platform scale',
    size: 'TM-H2 specifications',
    ...specRows('en', {
      ...PRICE_TAG_SPECS.en,
      outsize: '365*470*170 mm',
      plu: '9999, downloaded in about 5 minutes',
      keyboard: '125 keys',
    }),
    ...featureFields('en', blocks),
  },
};
