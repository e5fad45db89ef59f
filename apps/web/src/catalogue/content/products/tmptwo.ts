import {
  featureFields,
  featureIcons,
  labelPrintBlock,
  pluBlock,
  REMOTE_BLOCK,
  shortcutsBlock,
} from '../feature-blocks';
import { LABEL_SCALE_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks = [
  pluBlock({ ch: '9999 个 PLU 与 10000 条销售记录', en: '9999 PLUs and 10,000 sales records' }),
  shortcutsBlock({ ch: '71 个快捷键', en: '71 shortcut keys' }),
  labelPrintBlock(48),
  REMOTE_BLOCK,
] as const;

export const tmptwo: Product = {
  kind: 'product',
  route: '/tmptwo',
  parent: '/tmp',
  family: 'label-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'TM-P2 条码价格秤',
    twotitleone: 'Linux 系统的标签条码价格秤',
    twotitle: '大容量记录，适合连锁门店',
    containone: '9999 个 PLU、10000 条销售记录',
    containtwo: '71 个快捷键，Linux 操作系统',
    containthree: '最大打印宽度 48 mm，标签纸轴径 40 mm',
    video: '观看 TM-P2 条码价格秤视频',
    size: 'TM-P2 规格参数',
    ...specRows('ch', {
      ...LABEL_SCALE_SPECS.ch,
      label: '40 mm',
      maxprint: '48 mm',
      plu: '9999 个',
      records: '10000 条',
      shortcuts: '71 个',
      system: 'Linux',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'TM-P2 barcode price scale',
    twotitleone: 'A labelling barcode price scale running Linux',
    twotitle: 'Large record memory for chain stores',
    containone: '9999 PLUs and 10,000 sales records',
    containtwo: '71 shortcut keys; Linux operating system',
    containthree: 'Prints up to 48 mm wide; 40 mm label roll shaft',
    video: 'Watch the TM-P2 barcode price scale',
    size: 'TM-P2 specifications',
    ...specRows('en', {
      ...LABEL_SCALE_SPECS.en,
      label: '40 mm',
      maxprint: '48 mm',
      plu: '9999',
      records: '10,000',
      shortcuts: '71',
      system: 'Linux',
    }),
    ...featureFields('en', blocks),
  },
};
