import type { FeatureFields, FeatureIcon, Lang } from './types';

type BlockText = { heading: string; points: readonly [string, string] };

/** One feature block in both languages; product files pick four of them. */
export type FeatureBlock = { icon: FeatureIcon; ch: BlockText; en: BlockText };

export type FourBlocks = readonly [FeatureBlock, FeatureBlock, FeatureBlock, FeatureBlock];

/** Spreads four blocks into the `reheaderone` … `reheadertwelve` keys of a page dictionary (spec §2.4). */
export function featureFields(lang: Lang, blocks: FourBlocks): FeatureFields {
  const [a, b, c, d] = [blocks[0][lang], blocks[1][lang], blocks[2][lang], blocks[3][lang]];
  return {
    reheaderone: a.heading,
    reheadertwo: a.points[0],
    reheaderthree: a.points[1],
    reheaderfour: b.heading,
    reheaderfive: b.points[0],
    reheadersix: b.points[1],
    reheaderseven: c.heading,
    reheadereight: c.points[0],
    reheadernine: c.points[1],
    reheaderten: d.heading,
    reheadereleven: d.points[0],
    reheadertwelve: d.points[1],
  };
}

export function featureIcons(blocks: FourBlocks): readonly [FeatureIcon, FeatureIcon, FeatureIcon, FeatureIcon] {
  return [blocks[0].icon, blocks[1].icon, blocks[2].icon, blocks[3].icon];
}

/**
 * The PLU record of spec §3: 3 name lines, 3 special-information lines, code, price, expiry, 4 discount
 * periods. `capacity` is the model's product count, when the spec gives one.
 */
export function pluBlock(capacity?: { ch: string; en: string }): FeatureBlock {
  return {
    icon: 'plu',
    ch: {
      heading: 'PLU 商品信息',
      points: [
        `${capacity ? `容量：${capacity.ch}；` : ''}每条记录含 3 行品名、3 行特殊信息、商品编码、单价与保质期`,
        '每种商品可设 4 个折扣时段，到点自动按折扣价计价',
      ],
    },
    en: {
      heading: 'PLU product records',
      points: [
        `${capacity ? `Stores ${capacity.en}; each` : 'Each'} record holds 3 name lines, 3 special-information lines, product code, unit price and expiry`,
        'Up to 4 discount periods per product; the discounted price applies automatically in each period',
      ],
    },
  };
}

export const PRICING_MODES_BLOCK: FeatureBlock = {
  icon: 'scale',
  ch: {
    heading: '三种计价方式',
    points: ['按重量计价，适合散装生鲜', '按数量计价，或按定重数量计价，适合预包装与计件商品'],
  },
  en: {
    heading: 'Three pricing modes',
    points: [
      'By weight, for loose fresh produce',
      'By quantity, or by quantity at a fixed weight, for pre-packed and counted goods',
    ],
  },
};

export const REMOTE_BLOCK: FeatureBlock = {
  icon: 'cloud',
  ch: {
    heading: '远程监控',
    points: [
      '通过 RJ45 以太网或选配的 Wi-Fi、4G 接入云端，后台随时查看每台秤的销售',
      '在 PC 后台编辑商品与标签后上传，门店各台秤同步更新',
    ],
  },
  en: {
    heading: 'Remote monitoring',
    points: [
      'Connects to the cloud over RJ45 Ethernet or optional Wi-Fi or 4G; the back office sees every scale’s sales',
      'Edit products and labels in the PC back office and upload them to every scale in the shop',
    ],
  },
};

/** Shortcut keys and where the manuals are; `shortcuts` names the model's key count. */
export function shortcutsBlock(shortcuts: { ch: string; en: string }): FeatureBlock {
  return {
    icon: 'keys',
    ch: {
      heading: '操作说明',
      points: [`${shortcuts.ch}，常卖商品一键调出`, '操作手册与视频教程可在下载中心获取'],
    },
    en: {
      heading: 'Operating instructions',
      points: [
        `${shortcuts.en}: best sellers come up in one press`,
        'Manuals and video guides are in the download centre',
      ],
    },
  };
}

/** Label printing of the label-scale family (spec §9); `width` is the model's maximum print width in mm. */
export function labelPrintBlock(width = 56): FeatureBlock {
  return {
    icon: 'print',
    ch: {
      heading: '标签打印',
      points: [
        '16 种标签格式，适配 30*40、37*50、40*50、40*60 mm 标签纸',
        `打印速度 75 mm/s，最大打印宽度 ${width} mm`,
      ],
    },
    en: {
      heading: 'Label printing',
      points: [
        '16 label formats, for 30*40, 37*50, 40*50 and 40*60 mm label paper',
        `Prints at 75 mm/s, up to ${width} mm wide`,
      ],
    },
  };
}

export const REPORTS_BLOCK: FeatureBlock = {
  icon: 'report',
  ch: {
    heading: '报表打印',
    points: ['日销售报表、单品时段报表、单品日报表随时打印', '班次、收银员编号与密码管理，交接班账目清楚'],
  },
  en: {
    heading: 'Report printing',
    points: [
      'Print daily sales, single-product period and single-product daily reports at any time',
      'Shifts, cashier numbers and passwords keep every hand-over accountable',
    ],
  },
};

export const CASHIER_BLOCK: FeatureBlock = {
  icon: 'screen',
  ch: {
    heading: '收银功能',
    points: ['折扣、找零、退货、抹零在秤上直接完成', '手动置零、订单与库存管理，前台后台一致'],
  },
  en: {
    heading: 'Checkout functions',
    points: [
      'Discount, change, returns and rounding down right at the scale',
      'Manual zero, orders and inventory, consistent with the back office',
    ],
  },
};

export const OUTAGE_BLOCK: FeatureBlock = {
  icon: 'battery',
  ch: {
    heading: '停电不停秤',
    points: ['停电后仍可连续称重 8 小时', '停电期间还能打印 200 张小票，收银不中断'],
  },
  en: {
    heading: 'Keeps working in a power cut',
    points: [
      'Weighs on for 8 hours after the mains fails',
      'Prints 200 receipts on battery, so checkout does not stop',
    ],
  },
};

/** What an intelligent-identification scale adds to a label scale (listing /ai). */
export const RECOGNITION_BLOCK: FeatureBlock = {
  icon: 'camera',
  ch: {
    heading: '智能识别',
    points: [
      '生鲜放上秤盘即识别出对应商品，不用再查 PLU 编码',
      '识别结果由店员确认后计价；识别不出的商品仍可用快捷键选择',
    ],
  },
  en: {
    heading: 'Intelligent identification',
    points: [
      'Put produce on the platter and the scale names the matching product: no PLU code to look up',
      'The clerk confirms before pricing; anything not identified is still one shortcut key away',
    ],
  },
};

/** TCS-A/B and XK3170-M/A (spec §9): traceability code and 48 mm printing. */
export const TRACE_BLOCK: FeatureBlock = {
  icon: 'print',
  ch: {
    heading: '追溯码打印',
    points: ['小票与标签打印 20 位追溯码，商品来源可查', '最大打印宽度 48 mm'],
  },
  en: {
    heading: 'Traceability codes',
    points: ['Receipts and labels carry a 20-digit traceability code', 'Prints up to 48 mm wide'],
  },
};

export const TCS_DOWNLOAD_BLOCK: FeatureBlock = {
  icon: 'cloud',
  ch: {
    heading: '商品与记录',
    points: ['10000 个 PLU 约 5 分钟从后台下载完成', '保存 10000 条销售记录，上传后台对账'],
  },
  en: {
    heading: 'Products and records',
    points: [
      '10,000 PLUs download from the back office in about 5 minutes',
      'Keeps 10,000 sales records for upload and reconciliation',
    ],
  },
};

export const COLOUR_SCREEN_BLOCK: FeatureBlock = {
  icon: 'screen',
  ch: {
    heading: '7 英寸彩色屏',
    points: ['800*480 分辨率，显示区 154*86 mm', '商品图片、重量与金额一屏看清'],
  },
  en: {
    heading: '7-inch colour screen',
    points: ['800*480 pixels on a 154*86 mm display area', 'Product, weight and amount on one clear screen'],
  },
};

/** Bench scales (spec §9): platforms up to 300 kg in three deck sizes. */
export const BENCH_BLOCK: FeatureBlock = {
  icon: 'scale',
  ch: {
    heading: '台面与量程',
    points: ['最大称量 300 kg，整箱整袋直接上秤', '台面 400*500、450*600、600*800 mm 三种尺寸可选'],
  },
  en: {
    heading: 'Platform and capacity',
    points: [
      'Weighs up to 300 kg: whole cases and sacks go straight on',
      'Platforms of 400*500, 450*600 or 600*800 mm',
    ],
  },
};

/** XK3170 models (spec §9): battery, climate. */
export const XK_BATTERY_BLOCK: FeatureBlock = {
  icon: 'battery',
  ch: {
    heading: '续航与环境',
    points: ['电池续航 10 小时，户外与仓库都能用', '0-40 ℃、湿度 85%RH 以下正常工作'],
  },
  en: {
    heading: 'Battery and environment',
    points: ['10 hours on battery, for yards and warehouses', 'Works from 0 to 40 °C at up to 85%RH'],
  },
};

/** Counting scales (spec §9): resolution, intervals and minimum capacities. */
export const COUNTING_BLOCK: FeatureBlock = {
  icon: 'scale',
  ch: {
    heading: '计数称重',
    points: ['以 1/15000 的高分辨率称出单件重量，再按重量点数', '最小称量 20/40/100/200 g，对应 3/6/15/30 kg 量程'],
  },
  en: {
    heading: 'Counting by weight',
    points: [
      'Learns the piece weight at a resolution of 1/15000, then counts by weight',
      'Minimum capacity 20/40/100/200 g for the 3/6/15/30 kg models',
    ],
  },
};

export const CLIMATE_BLOCK: FeatureBlock = {
  icon: 'shield',
  ch: {
    heading: '使用环境',
    points: ['工作温度 0 ℃ 至 +40 ℃', '储存温度 -10 ℃ 至 +55 ℃，库房存放无忧'],
  },
  en: {
    heading: 'Environment',
    points: ['Operates from 0 °C to +40 °C', 'Can be stored from -10 °C to +55 °C'],
  },
};

/** Key pads of spec §9: 24 keys on ACS-Aa models, 14 on ACS-Ab models. */
export function keypadBlock(keys: 24 | 14): FeatureBlock {
  return {
    icon: 'keys',
    ch: {
      heading: `${keys} 键键盘`,
      points: [`${keys} 键键盘，单价、去皮、置零一键完成`, '手动置零，称量前快速归零'],
    },
    en: {
      heading: `${keys}-key pad`,
      points: [`A ${keys}-key pad: unit price, tare and zero in one press each`, 'Manual zero before each weighing'],
    },
  };
}

/** Weighing scales and the truck-scale instrument support up to 16 label formats (spec §9). */
export const LABEL_FORMATS_BLOCK: FeatureBlock = {
  icon: 'print',
  ch: {
    heading: '标签格式',
    points: ['最多 16 种标签格式', '标签内容在 PC 后台编辑后上传'],
  },
  en: {
    heading: 'Label formats',
    points: ['Up to 16 label formats', 'Label layouts are edited in the PC back office and uploaded'],
  },
};

/** DY-2000 label printer (spec §9). */
export const RIBBON_BLOCK: FeatureBlock = {
  icon: 'print',
  ch: { heading: '热转印打印', points: ['最大打印宽度 110 mm，速度 75 mm/s', '300 m 长碳带，少换带、少停机'] },
  en: {
    heading: 'Thermal-transfer printing',
    points: ['Prints up to 110 mm wide at 75 mm/s', 'A 300 m ribbon means fewer changes and less downtime'],
  },
};

export const PRINTER_PORTS_BLOCK: FeatureBlock = {
  icon: 'shield',
  ch: { heading: '接口与环境', points: ['USB 与并口两种连接方式', '0-45 ℃ 环境正常工作，AC220V 50Hz / DC24V 供电'] },
  en: {
    heading: 'Ports and environment',
    points: ['Connects over USB or the parallel port', 'Works from 0 to 45 °C on AC220V 50Hz / DC24V'],
  },
};

/** Where the manuals and service are: true of every model, used where the spec lists few features. */
export const SUPPORT_BLOCK: FeatureBlock = {
  icon: 'manual',
  ch: {
    heading: '资料与服务',
    points: ['使用说明书与校准说明可在下载中心获取', '维修中心提供维护文档，已签约客户可在云端后台提交工单'],
  },
  en: {
    heading: 'Manuals and service',
    points: [
      'Manuals and calibration instructions are in the download centre',
      'The maintenance centre holds service documents; customers can open a work order in the cloud console',
    ],
  },
};
