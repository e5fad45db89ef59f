import {
  BENCH_BLOCK,
  type FeatureBlock,
  featureFields,
  featureIcons,
  REPORTS_BLOCK,
  XK_BATTERY_BLOCK,
} from '../feature-blocks';
import { BENCH_SPECS } from '../family-specs';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const COUNT_BLOCK: FeatureBlock = {
  icon: 'scale',
  ch: { heading: '计数称重', points: ['称出单件重量后按重量点数', '整箱零件、紧固件不用逐个清点'] },
  en: {
    heading: 'Counting by weight',
    points: [
      'Learns the weight of one piece, then counts by weight',
      'Whole cases of parts and fasteners, no hand counting',
    ],
  },
};

const blocks = [COUNT_BLOCK, BENCH_BLOCK, XK_BATTERY_BLOCK, REPORTS_BLOCK] as const;

export const acstwleve: Product = {
  kind: 'product',
  route: '/acstwleve',
  parent: '/tcs',
  family: 'bench-scale',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: 'XK3170-B-5a+ 小头计数台秤（II）',
    twotitleone: 'XK3170 小型称重头的计数台秤',
    twotitle: '大批量零件按重量点数',
    containone: '按重量计数，整箱清点',
    containtwo: '最大称量 300 kg',
    containthree: '电池续航 10 小时',
    video: '观看 XK3170-B-5a+ 计数台秤视频',
    size: 'XK3170-B-5a+ 规格参数',
    ...specRows('ch', {
      ...BENCH_SPECS.ch,
      battery: '10 小时',
      temperature: '0-40 ℃',
      humidity: '85%RH 以下',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'XK3170-B-5a+ small-head counting bench scale (II)',
    twotitleone: 'A counting bench scale with a compact XK3170 head',
    twotitle: 'Counts large batches of parts by weight',
    containone: 'Counts by weight, a whole case at a time',
    containtwo: 'Weighs up to 300 kg',
    containthree: '10 hours on battery',
    video: 'Watch the XK3170-B-5a+ counting bench scale',
    size: 'XK3170-B-5a+ specifications',
    ...specRows('en', {
      ...BENCH_SPECS.en,
      battery: '10 hours',
      temperature: '0-40 °C',
      humidity: 'Up to 85%RH',
    }),
    ...featureFields('en', blocks),
  },
};
