import {
  featureFields,
  featureIcons,
  keypadBlock,
  LABEL_FORMATS_BLOCK,
  SUPPORT_BLOCK,
  REPORTS_BLOCK,
} from '../feature-blocks';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [LABEL_FORMATS_BLOCK, keypadBlock(24), REPORTS_BLOCK, SUPPORT_BLOCK] as const;

export const acsaa: Product = {
  kind: 'product',
  route: '/acsaa',
  parent: '/acspc',
  family: 'counting-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'ACS-Aa-5e 白色薄款称重秤',
    twotitleone: '白色薄机身的计重秤',
    twotitle: '收银台与柜台上不占高度',
    containone: '薄款机身，白色外壳',
    containtwo: '最多 16 种标签格式',
    containthree: '24 键键盘',
    video: '观看 ACS-Aa-5e 称重秤视频',
    size: 'ACS-Aa-5e 规格参数',
    ...specRows('ch', { labelformats: '最多 16 种', keyboard: '24 键' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'ACS-Aa-5e white slim weighing scale',
    twotitleone: 'A weighing scale with a slim white body',
    twotitle: 'Keeps a low profile on the counter',
    containone: 'Slim body in a white housing',
    containtwo: 'Up to 16 label formats',
    containthree: '24-key pad',
    video: 'Watch the ACS-Aa-5e weighing scale',
    size: 'ACS-Aa-5e specifications',
    ...specRows('en', { labelformats: 'Up to 16', keyboard: '24 keys' }),
    ...featureFields('en', blocks),
  },
};
