import { featureFields, featureIcons, type FourBlocks } from '../feature-blocks';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks: FourBlocks = [
  {
    icon: 'scale',
    ch: {
      heading: '称重计价',
      points: ['标准称量 0.2-25 kg，最大称量 30 kg，最小称量 100 g', '每包先称重、计价，再打印并贴上标签'],
    },
    en: {
      heading: 'Weighing and pricing',
      points: [
        'Standard range 0.2-25 kg, maximum 30 kg, minimum 100 g',
        'Each pack is weighed and priced, then its label is printed and applied',
      ],
    },
  },
  {
    icon: 'print',
    ch: { heading: '高速打印', points: ['热敏或热转印打印，速度 180 mm/s', '标签长度 40-80 mm，宽度 60-100 mm'] },
    en: {
      heading: 'Fast printing',
      points: ['Thermal or thermal-transfer printing at 180 mm/s', 'Labels 40-80 mm long and 60-100 mm wide'],
    },
  },
  {
    icon: 'screen',
    ch: { heading: '触摸屏操作', points: ['12.1 英寸触摸屏设置商品与标签', '最高每分钟贴标 35 包'] },
    en: {
      heading: 'Touch-panel operation',
      points: ['Products and labels are set on a 12.1-inch touch panel', 'Labels up to 35 packs per minute'],
    },
  },
  {
    icon: 'shield',
    ch: {
      heading: '包装尺寸与使用环境',
      points: ['包装长 90-400 mm、宽 90-330 mm、高 15-320 mm', '0-40 ℃、湿度 95% 以下无冷凝，220V 1 kW 供电'],
    },
    en: {
      heading: 'Pack sizes and environment',
      points: [
        'Packs 90-400 mm long, 90-330 mm wide and 15-320 mm high',
        '0-40 °C, up to 95% humidity without condensation; 220V, 1 kW',
      ],
    },
  },
];

export const tiebiao: Product = {
  kind: 'product',
  route: '/tiebiao',
  parent: '/packmachine',
  family: 'labeling-machine',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: '自动称重贴标机',
    twotitleone: '配送中心与加工车间的称重贴标设备',
    twotitle: '称重、计价、打印、贴标连续完成',
    containone: '最高每分钟 35 包',
    containtwo: '标准称量 0.2-25 kg，最大 30 kg',
    containthree: '12.1 英寸触摸屏，热敏或热转印打印',
    video: '观看贴标机工作视频',
    size: '贴标机规格参数',
    ...specRows('ch', {
      weighrange: '0.2-25 kg',
      maxweigh: '30 kg',
      minweigh: '100 g',
      printmethod: '热敏 / 热转印',
      printspeed: '180 mm/s',
      labellength: '40-80 mm',
      labelwidth: '60-100 mm',
      throughput: '最高每分钟 35 包',
      screen: '12.1 英寸触摸屏',
      temperature: '0-40 ℃',
      humidity: '95% 以下，无冷凝',
      power: '220V，1 kW',
      packlength: '90-400 mm',
      packwidth: '90-330 mm',
      packheight: '15-320 mm',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'Automatic weigh-labeling machine',
    twotitleone: 'Weighing and labelling for distribution centres and processing rooms',
    twotitle: 'Weighs, prices, prints and applies the label in one run',
    containone: 'Up to 35 packs per minute',
    containtwo: 'Standard range 0.2-25 kg, maximum 30 kg',
    containthree: '12.1-inch touch panel; thermal or thermal-transfer printing',
    video: 'Watch the labeling machine at work',
    size: 'Labeling machine specifications',
    ...specRows('en', {
      weighrange: '0.2-25 kg',
      maxweigh: '30 kg',
      minweigh: '100 g',
      printmethod: 'Thermal / thermal transfer',
      printspeed: '180 mm/s',
      labellength: '40-80 mm',
      labelwidth: '60-100 mm',
      throughput: 'Up to 35 packs per minute',
      screen: '12.1-inch touch panel',
      temperature: '0-40 °C',
      humidity: 'Up to 95%, non-condensing',
      power: '220V, 1 kW',
      packlength: '90-400 mm',
      packwidth: '90-330 mm',
      packheight: '15-320 mm',
    }),
    ...featureFields('en', blocks),
  },
};
