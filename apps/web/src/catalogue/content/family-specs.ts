import type { SpecValues } from './spec-rows';
import type { Lang } from './types';

/** Interfaces of the networked scales (catalogue spec §9 "Interfaces"). */
export const SCALE_INTERFACES: Record<Lang, string> = {
  ch: 'RS232、RJ45 以太网、RJ11 钱箱接口；选配 GPRS、Wi-Fi、4G、WCDMA、USB',
  en: 'RS232, RJ45 Ethernet, RJ11 cash drawer; optional GPRS, Wi-Fi, 4G, WCDMA, USB',
};

/** The rows every barcode label scale of spec §9 shares; a product adds its own size and memory rows. */
export const LABEL_SCALE_SPECS: Record<Lang, SpecValues> = {
  ch: {
    jiekou: SCALE_INTERFACES.ch,
    jingdu: '1/3000',
    label: '25 mm',
    maxprint: '56 mm',
    printspeed: '75 mm/s',
    labelsize: '30*40、37*50、40*50、40*60 mm',
    spec: '3 kg、6 kg、15 kg、30 kg',
  },
  en: {
    jiekou: SCALE_INTERFACES.en,
    jingdu: '1/3000',
    label: '25 mm',
    maxprint: '56 mm',
    printspeed: '75 mm/s',
    labelsize: '30*40, 37*50, 40*50, 40*60 mm',
    spec: '3 kg, 6 kg, 15 kg, 30 kg',
  },
};

/** Cash-register scales: receipt roll instead of label roll, and the power-cut reserve of spec §9. */
export const CASH_REGISTER_SPECS: Record<Lang, SpecValues> = {
  ch: {
    jiekou: SCALE_INTERFACES.ch,
    jingdu: '1/3000',
    cashiershaft: '12 mm',
    spec: '3 kg、6 kg、15 kg、30 kg',
    battery: '停电后可继续称重 8 小时、打印 200 张小票',
  },
  en: {
    jiekou: SCALE_INTERFACES.en,
    jingdu: '1/3000',
    cashiershaft: '12 mm',
    spec: '3 kg, 6 kg, 15 kg, 30 kg',
    battery: 'Weighs for 8 hours and prints 200 receipts after a power cut',
  },
};

/** Counting scales (spec §9 "Counting scales"): intervals follow the chosen resolution, per capacity. */
export const COUNTING_SCALE_SPECS: Record<Lang, SpecValues> = {
  ch: {
    jingdu: '1/15000',
    spec: '3 kg、6 kg、15 kg、30 kg',
    division: '1/2/5/10 g、0.5/1/2/5 g 或 0.2/0.5/1/2 g（对应 3/6/15/30 kg）',
    mincapacity: '20/40/100/200 g（对应 3/6/15/30 kg）',
    temperature: '0 ℃ 至 +40 ℃',
    storagetemp: '-10 ℃ 至 +55 ℃',
    outsize: '335*355*130 mm',
  },
  en: {
    jingdu: '1/15000',
    spec: '3 kg, 6 kg, 15 kg, 30 kg',
    division: '1/2/5/10 g, 0.5/1/2/5 g or 0.2/0.5/1/2 g (for 3/6/15/30 kg)',
    mincapacity: '20/40/100/200 g (for 3/6/15/30 kg)',
    temperature: '0 °C to +40 °C',
    storagetemp: '-10 °C to +55 °C',
    outsize: '335*355*130 mm',
  },
};

/** TCS-A/B and XK3170-M/A share the cloud-connected head of spec §9. */
export const TCS_HEAD_SPECS: Record<Lang, SpecValues> = {
  ch: {
    screen: '7 英寸 800*480 彩色屏（显示区 154*86 mm）',
    plu: '10000 个 PLU，约 5 分钟下载完成',
    records: '10000 条',
    maxprint: '48 mm',
    jiekou: SCALE_INTERFACES.ch,
  },
  en: {
    screen: '7-inch 800*480 colour screen (154*86 mm display area)',
    plu: '10,000 PLUs, downloaded in about 5 minutes',
    records: '10,000',
    maxprint: '48 mm',
    jiekou: SCALE_INTERFACES.en,
  },
};

/** Bench scales (spec §9): platforms up to 300 kg in three deck sizes. */
export const BENCH_SPECS: Record<Lang, SpecValues> = {
  ch: { range: '最大 300 kg', outsize: '台面 400*500、450*600、600*800 mm' },
  en: { range: 'Up to 300 kg', outsize: 'Platform 400*500, 450*600 or 600*800 mm' },
};

/** Price-tag scales (TM-H series): the spec gives interfaces, precision and capacities, not print rows. */
export const PRICE_TAG_SPECS: Record<Lang, SpecValues> = {
  ch: { jiekou: SCALE_INTERFACES.ch, jingdu: '1/3000', spec: '3 kg、6 kg、15 kg、30 kg' },
  en: { jiekou: SCALE_INTERFACES.en, jingdu: '1/3000', spec: '3 kg, 6 kg, 15 kg, 30 kg' },
};

/** DY-2000 thermal-transfer label printer (spec §9). */
export const DY2000_SPECS: Record<Lang, SpecValues> = {
  ch: {
    jiekou: 'USB + 并口',
    printmethod: '热转印',
    maxprint: '110 mm',
    printspeed: '75 mm/s',
    ribbon: '300 m',
    power: 'AC220V 50Hz / DC24V',
    temperature: '0-45 ℃',
    outsize: '195*235*305 mm',
  },
  en: {
    jiekou: 'USB plus parallel port',
    printmethod: 'Thermal transfer',
    maxprint: '110 mm',
    printspeed: '75 mm/s',
    ribbon: '300 m',
    power: 'AC220V 50Hz / DC24V',
    temperature: '0-45 °C',
    outsize: '195*235*305 mm',
  },
};
