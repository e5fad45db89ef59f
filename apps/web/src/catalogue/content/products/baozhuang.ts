import { featureFields, featureIcons, type FourBlocks } from '../feature-blocks';
import { specRows } from '../spec-rows';
import type { Product } from '../types';

const blocks: FourBlocks = [
  {
    icon: 'film',
    ch: { heading: '自动包装', points: ['最高每分钟包装 30 盒', '包装重量 100 g 至 5 kg'] },
    en: { heading: 'Automatic wrapping', points: ['Wraps up to 30 packs per minute', 'Packs from 100 g to 5 kg'] },
  },
  {
    icon: 'film',
    ch: { heading: '薄膜卷', points: ['薄膜卷径最大 400 mm，安装轴径 75 mm', '适用薄膜宽度 300-700 mm'] },
    en: {
      heading: 'Film roll',
      points: ['Film rolls up to 400 mm across on a 75 mm mounting shaft', 'Takes film 300-700 mm wide'],
    },
  },
  {
    icon: 'screen',
    ch: { heading: '触摸屏操作', points: ['12.1 英寸触摸屏设置包装参数', '最多计数 999 件商品'] },
    en: {
      heading: 'Touch-panel operation',
      points: ['Wrapping settings on a 12.1-inch touch panel', 'Counts up to 999 goods'],
    },
  },
  {
    icon: 'shield',
    ch: { heading: '安装要求', points: ['整机重量 400 kg，需平整牢固的地面', '电源 220V/50Hz/60Hz-1.5 kW'] },
    en: {
      heading: 'Installation',
      points: ['The machine weighs 400 kg: place it on a firm, level floor', 'Power 220V/50Hz/60Hz-1.5 kW'],
    },
  },
];

export const baozhuang: Product = {
  kind: 'product',
  route: '/baozhuang',
  parent: '/packmachine',
  family: 'packaging-machine',
  featureIcons: featureIcons(blocks),
  ch: {
    onetitle: '自动包装机',
    twotitleone: '托盘生鲜的自动覆膜包装设备',
    twotitle: '配送中心与门店加工间批量包装',
    containone: '最高每分钟 30 盒',
    containtwo: '包装重量 100 g 至 5 kg',
    containthree: '12.1 英寸触摸屏，最多计数 999 件商品',
    video: '观看包装机工作视频',
    size: '包装机规格参数',
    ...specRows('ch', {
      filmwidth: '300-700 mm',
      filmdiameter: '最大 400 mm',
      shaft: '75 mm',
      packweight: '100 g 至 5 kg',
      packlength: '125-250 mm',
      packwidth: '80-200 mm',
      packheight: '50-150 mm',
      throughput: '最高每分钟 30 盒',
      screen: '12.1 英寸触摸屏',
      goodscount: '最多 999 件',
      power: '220V/50Hz/60Hz-1.5 kW',
      machineweight: '400 kg',
    }),
    ...featureFields('ch', blocks),
  },
  en: {
    onetitle: 'Automatic packaging machine',
    twotitleone: 'Automatic film wrapping for trays of fresh food',
    twotitle: 'Batch wrapping for distribution centres and in-store preparation rooms',
    containone: 'Up to 30 packs per minute',
    containtwo: 'Packs from 100 g to 5 kg',
    containthree: '12.1-inch touch panel; counts up to 999 goods',
    video: 'Watch the packaging machine at work',
    size: 'Packaging machine specifications',
    ...specRows('en', {
      filmwidth: '300-700 mm',
      filmdiameter: 'Up to 400 mm',
      shaft: '75 mm',
      packweight: '100 g to 5 kg',
      packlength: '125-250 mm',
      packwidth: '80-200 mm',
      packheight: '50-150 mm',
      throughput: 'Up to 30 packs per minute',
      screen: '12.1-inch touch panel',
      goodscount: 'Up to 999',
      power: '220V/50Hz/60Hz-1.5 kW',
      machineweight: '400 kg',
    }),
    ...featureFields('en', blocks),
  },
};
