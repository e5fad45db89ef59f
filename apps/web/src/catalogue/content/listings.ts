import type { Listing } from './types';

/**
 * The category listings of catalogue spec §2.2 with exactly its tile targets. On /sya the table lists
 * /syboned twice for two different products; the second tile goes to /sybonel, that product's own page.
 */
export const LISTINGS: readonly Listing[] = [
  {
    kind: 'listing',
    route: '/chanpincontain',
    family: 'label-scale',
    tiles: ['/tmaa', '/Tmab', '/Tmaa5d', '/TmA3', '/Tmaa4d', '/Tmaa6a', '/Syaa1a', '/Syaa1b', '/TmF'],
    ch: {
      title: '条码标签价格秤',
      description: 'TM-Aa、TM-Ab、TM-A-3、TM-F 条码标签秤与 SY-Aa 单机收银秤：称重、计价、打印条码标签。',
      lead: '超市与生鲜连锁的称重台主力机型：称重、计价、打印条码标签一次完成，可联网由后台统一管理。',
    },
    en: {
      title: 'Barcode label price scales',
      description:
        'TM-Aa, TM-Ab, TM-A-3 and TM-F barcode label scales and SY-Aa stand-alone cashier scales: weigh, price, print.',
      lead: 'The workhorses of supermarket and fresh-food weighing counters: weigh, price and print a barcode label in one step, networked to the back office.',
    },
  },
  {
    kind: 'listing',
    route: '/ai',
    family: 'label-scale',
    tiles: ['/tmf65', '/tmf66', '/tmh65'],
    ch: {
      title: 'AI 智能识别秤',
      description: 'TM-F65AI、TM-F66、TM-H66 智能识别秤：放上秤盘即识别生鲜商品。',
      lead: '放上秤盘即识别生鲜商品，店员确认后称重出签，减少查码与输码。',
    },
    en: {
      title: 'AI intelligent identification scales',
      description: 'TM-F65AI, TM-F66 and TM-H66 scales that identify fresh produce on the platter.',
      lead: 'They identify the produce on the platter; the clerk confirms, and the label prints. Fewer codes to look up and type.',
    },
  },
  {
    kind: 'listing',
    route: '/packmachine',
    family: 'packaging-machine',
    tiles: ['/tiebiao', '/baozhuang'],
    ch: {
      title: '零售行业：贴标机与包装机',
      description: '自动称重贴标机与自动包装机，用于配送中心与门店加工间。',
      lead: '配送中心与门店加工间的批量设备：贴标机每分钟最高 35 包，包装机每分钟最高 30 盒。',
    },
    en: {
      title: 'Retail sector: labeling and packaging machines',
      description: 'Automatic weigh-labeling and packaging machines for distribution centres and preparation rooms.',
      lead: 'Batch equipment for distribution centres and preparation rooms: the labeler handles up to 35 packs a minute, the packaging machine up to 30.',
    },
  },
  {
    kind: 'listing',
    route: '/sya',
    family: 'cash-register-scale',
    tiles: ['/syafive', '/syaone', '/syathree', '/syafirst', '/syboned', '/sybonel'],
    ch: {
      title: 'SY 收银秤',
      description: 'SY-A5、SY-A-1d、SY-A-3、SY-B-1d 等收银秤：称重、收银、打印小票，停电可继续工作。',
      lead: '称重、计价、收银、打印小票一台完成；停电后仍可称重 8 小时、打印 200 张小票。',
    },
    en: {
      title: 'SY cash-register scales',
      description:
        'SY-A5, SY-A-1d, SY-A-3, SY-B-1d and more: weigh, take payment and print receipts, even in a power cut.',
      lead: 'Weigh, price, take payment and print the receipt on one machine; after a power cut they weigh on for 8 hours and print 200 receipts.',
    },
  },
  {
    kind: 'listing',
    route: '/tmh',
    family: 'price-tag-scale',
    tiles: ['/tmhl', '/tmhone', '/tmhthree', '/tmhp', '/tmhtwo'],
    ch: {
      title: 'TM-H 价签秤',
      description: 'TM-H、TM-H-1d、TM-H-3 与 TM-H2 系列价签秤，最多存储 10000 个 PLU。',
      lead: '商品品类多的门店之选：最多存储 10000 个 PLU，TM-H2 约 5 分钟下载 9999 个 PLU。',
    },
    en: {
      title: 'TM-H price-tag scales',
      description: 'TM-H, TM-H-1d, TM-H-3 and TM-H2 series price-tag scales storing up to 10,000 PLUs.',
      lead: 'For shops with a long product list: up to 10,000 PLUs, and the TM-H2 downloads 9999 PLUs in about 5 minutes.',
    },
  },
  {
    kind: 'listing',
    route: '/tmp',
    family: 'label-scale',
    tiles: ['/tmpd', '/tmptwo', '/tmpp'],
    ch: {
      title: 'TM-P 标签条码价格秤',
      description: 'TM-Aa-4d 立式联网条码秤与 TM-P、TM-P2 标签条码价格秤。',
      lead: 'TM-P 打印宽度 56 mm，TM-P2 为 48 mm 并运行 Linux 系统；两款均为 9999 个 PLU、71 个快捷键。',
    },
    en: {
      title: 'TM-P labelling barcode price scales',
      description: 'The TM-Aa-4d upright networked barcode scale and the TM-P and TM-P2 labelling price scales.',
      lead: 'The TM-P prints 56 mm wide; the TM-P2 prints 48 mm wide and runs Linux. Both store 9999 PLUs with 71 shortcut keys.',
    },
  },
  {
    kind: 'listing',
    route: '/tcs',
    family: 'bench-scale',
    tiles: ['/tcsb', '/tcsa', '/Xkthree', '/Xkm', '/acseleven', '/acstwleve', '/acsseven', '/acseight', '/acssix'],
    ch: {
      title: 'TCS / XK 台秤与收银仪表',
      description: 'TCS-A、TCS-B 收银台秤，XK3170 收银称重仪表与最大 300 kg 的台秤。',
      lead: '批发、仓储与配送的称重收银：7 英寸彩色屏、10000 个 PLU、20 位追溯码，台秤最大称量 300 kg。',
    },
    en: {
      title: 'TCS / XK bench scales and cashier indicators',
      description: 'TCS-A and TCS-B checkout counter scales, XK3170 cashier indicators and bench scales up to 300 kg.',
      lead: 'Weighing checkout for wholesale, storage and distribution: 7-inch colour screens, 10,000 PLUs, 20-digit traceability codes, platforms up to 300 kg.',
    },
  },
  {
    kind: 'listing',
    route: '/acsq',
    family: 'counting-scale',
    tiles: ['/acsone', '/acstwo', '/aAcsthree', '/acsfour', '/acsfive', '/acsten', '/dy', '/acsnine', '/tmaz'],
    ch: {
      title: '计数秤、TM-Q、DY、PC 与安卓秤',
      description: '计数秤、ACS-Aa 计价秤、TM-Q 触摸屏价签秤、DY-2000 标签打印机、TM-PC 收银秤与安卓价签秤。',
      lead: '从精度 1/15000 的计数秤到 15 英寸大屏收银秤、安卓触摸屏价签秤，按用途选择。',
    },
    en: {
      title: 'Counting, TM-Q, DY, PC and Android',
      description:
        'Counting scales, the ACS-Aa price scale, the TM-Q touch-screen scale, the DY-2000 printer, the TM-PC and the Android scale.',
      lead: 'From 1/15000 counting scales to a 15-inch cash-register scale and an Android touch-screen price-tag scale: choose by the job.',
    },
  },
  {
    kind: 'listing',
    route: '/acspc',
    family: 'counting-scale',
    tiles: ['/acsaa', '/acsabone', '/acsabtwo', '/xkb'],
    ch: {
      title: '称重秤',
      description: 'ACS-Aa-5e、ASC-Ab-1d 称重秤，DY-2000 称重配套标签打印机与 LED 地磅仪表。',
      lead: '称重秤与称重站配套设备，支持最多 16 种标签格式。',
    },
    en: {
      title: 'Weighing scales',
      description:
        'ACS-Aa-5e and ASC-Ab-1d weighing scales, the DY-2000 weighing-station printer and an LED truck-scale indicator.',
      lead: 'Weighing scales and weighing-station equipment, with up to 16 label formats.',
    },
  },
];
