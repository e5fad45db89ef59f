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

const blocks = [keypadBlock(14), LABEL_FORMATS_BLOCK, REPORTS_BLOCK, SUPPORT_BLOCK] as const;

export const acsabone: Product = {
  kind: 'product',
  route: '/acsabone',
  parent: '/acspc',
  family: 'counting-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'ASC-Ab-1d 白色厚款称重秤',
    twotitleone: '白色厚实机身的计重秤',
    twotitle: '天天称、天天用的耐用款',
    containone: '厚款机身，白色外壳',
    containtwo: '14 键键盘，操作简单',
    containthree: '最多 16 种标签格式',
    video: '观看 ASC-Ab-1d 称重秤视频',
    size: 'ASC-Ab-1d 规格参数',
    ...specRows('ch', { labelformats: '最多 16 种', keyboard: '14 键' }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'ASC-Ab-1d white sturdy weighing scale',
    twotitleone: 'A weighing scale with a sturdy white body',
    twotitle: 'The everyday workhorse',
    containone: 'Thick body in a white housing',
    containtwo: 'Simple 14-key pad',
    containthree: 'Up to 16 label formats',
    video: 'Watch the ASC-Ab-1d weighing scale',
    size: 'ASC-Ab-1d specifications',
    ...specRows('en', { labelformats: 'Up to 16', keyboard: '14 keys' }),
    ...featureFields('en', blocks),
  },
};
