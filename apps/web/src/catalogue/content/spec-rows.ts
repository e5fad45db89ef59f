import { SPEC_ROW_KEYS, type Lang, type SpecFields, type SpecRowKey } from './types';

/** Row labels shared by every page, so that one model cannot call the same row something else. */
export const SPEC_ROW_LABELS: Record<Lang, Record<SpecRowKey, string>> = {
  ch: {
    appear: '显示方式',
    jiekou: '通讯接口',
    jingdu: '精度',
    label: '标签纸轴径',
    cashiershaft: '收银纸轴径',
    maxprint: '最大打印宽度',
    printspeed: '打印速度',
    labelsize: '标签纸规格',
    spec: '称量规格',
    outsize: '外观尺寸',
    division: '分度值',
    mincapacity: '最小称量',
    plu: '商品（PLU）容量',
    records: '销售记录',
    shortcuts: '快捷键',
    labelformats: '标签格式',
    keyboard: '键盘',
    screen: '屏幕',
    system: '操作系统',
    digits: '显示位数',
    standard: '执行标准',
    range: '称量范围',
    battery: '电池续航',
    power: '电源',
    temperature: '工作温度',
    storagetemp: '储存温度',
    humidity: '工作湿度',
    weighrange: '标准称量范围',
    maxweigh: '最大称量',
    minweigh: '最小称量',
    printmethod: '打印方式',
    labellength: '标签长度',
    labelwidth: '标签宽度',
    throughput: '生产速度',
    material: '包装材料',
    packform: '包装形式',
    filmwidth: '薄膜宽度',
    filmdiameter: '薄膜卷径',
    shaft: '安装轴径',
    packweight: '包装重量',
    packlength: '包装长度',
    packwidth: '包装宽度',
    packheight: '包装高度',
    goodscount: '商品计数',
    machineweight: '整机重量',
    ribbon: '碳带长度',
  },
  en: {
    appear: 'Display',
    jiekou: 'Interfaces',
    jingdu: 'Precision',
    label: 'Label roll shaft diameter',
    cashiershaft: 'Receipt roll shaft diameter',
    maxprint: 'Maximum print width',
    printspeed: 'Print speed',
    labelsize: 'Label paper sizes',
    spec: 'Weighing capacities',
    outsize: 'Dimensions',
    division: 'Scale interval',
    mincapacity: 'Minimum capacity',
    plu: 'Product (PLU) capacity',
    records: 'Sales records',
    shortcuts: 'Shortcut keys',
    labelformats: 'Label formats',
    keyboard: 'Keyboard',
    screen: 'Screen',
    system: 'Operating system',
    digits: 'Display digits',
    standard: 'Standard',
    range: 'Weighing range',
    battery: 'Battery life',
    power: 'Power supply',
    temperature: 'Operating temperature',
    storagetemp: 'Storage temperature',
    humidity: 'Operating humidity',
    weighrange: 'Standard weighing range',
    maxweigh: 'Maximum capacity',
    minweigh: 'Minimum capacity',
    printmethod: 'Printing method',
    labellength: 'Label length',
    labelwidth: 'Label width',
    throughput: 'Throughput',
    material: 'Packaging material',
    packform: 'Package form',
    filmwidth: 'Film width',
    filmdiameter: 'Film roll diameter',
    shaft: 'Mounting shaft diameter',
    packweight: 'Package weight',
    packlength: 'Package length',
    packwidth: 'Package width',
    packheight: 'Package height',
    goodscount: 'Goods counting',
    machineweight: 'Machine weight',
    ribbon: 'Ribbon length',
  },
};

export type SpecValues = Partial<Record<SpecRowKey, string>>;

/**
 * Turns `{ jingdu: '1/3000' }` into the dictionary pair `{ jingdu: '精度', jingducontain: '1/3000' }`, the
 * shape the page dictionaries use (spec §2.4), with the shared label of the row.
 */
export function specRows(lang: Lang, values: SpecValues): SpecFields {
  const fields: Record<string, string> = {};
  for (const key of SPEC_ROW_KEYS) {
    const value = values[key];
    if (value === undefined) {
      continue;
    }
    fields[key] = SPEC_ROW_LABELS[lang][key];
    fields[`${key}contain`] = value;
  }
  return fields;
}

export type SpecRow = { key: SpecRowKey; label: string; value: string };

/** The rows a dictionary fills, in the order of SPEC_ROW_KEYS, each with its label and value. */
export function productSpecRows(fields: SpecFields): SpecRow[] {
  const rows: SpecRow[] = [];
  for (const key of SPEC_ROW_KEYS) {
    const label = fields[key];
    const value = fields[`${key}contain` as const];
    if (label && value) {
      rows.push({ key, label, value });
    }
  }
  return rows;
}
