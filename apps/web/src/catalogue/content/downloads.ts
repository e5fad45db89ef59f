import type { Lang, TextLink } from './types';

/**
 * Documents and archives offered for download. Spec §7 does not give their paths, so they are served as
 * static files under one folder that the deployment fills; the file names below are that folder's index.
 * The render step is told which of them are actually there (DOWNLOADS_DIR) and links only to those.
 */
export const DOWNLOAD_BASE = '/downloads/';

type Download = { file: string; ch: string; en: string };

export const DOWNLOADS = {
  syAb: { file: 'sy-ab-manual.pdf', ch: 'SY-Ab 收银秤使用说明书', en: 'SY-Ab cash-register scale manual' },
  syAc: { file: 'sy-ac-manual.pdf', ch: 'SY-Ac 收银秤使用说明书', en: 'SY-Ac cash-register scale manual' },
  syAd: { file: 'sy-ad-manual.pdf', ch: 'SY-Ad 收银秤使用说明书', en: 'SY-Ad cash-register scale manual' },
  syAe: { file: 'sy-ae-manual.pdf', ch: 'SY-Ae 收银秤使用说明书', en: 'SY-Ae cash-register scale manual' },
  tmF: { file: 'tm-f-manual.pdf', ch: 'TM-F 条码打印秤使用说明书', en: 'TM-F barcode printing scale manual' },
  tmF65: {
    file: 'tm-f65ai-manual.pdf',
    ch: 'TM-F65AI 智能识别秤使用说明书',
    en: 'TM-F65AI identification scale manual',
  },
  tmF66: { file: 'tm-f66-manual.pdf', ch: 'TM-F66 智能识别秤使用说明书', en: 'TM-F66 identification scale manual' },
  operationVideo: { file: 'scale-operation-video.mp4', ch: '条码秤操作视频', en: 'Barcode scale operation video' },
  acsA2019: {
    file: 'acs-a-2019-manual.pdf',
    ch: 'ACS-A（2019 款）计价秤说明书',
    en: 'ACS-A (2019) price scale manual',
  },
  appGuide: { file: 'app-guide.pdf', ch: '手机 App 使用指南', en: 'Mobile app guide' },
  barcodeCalibration: {
    file: 'barcode-scale-calibration.pdf',
    ch: '条码秤校准说明',
    en: 'Barcode scale calibration instructions',
  },
  priceCalibration: {
    file: 'price-scale-calibration.pdf',
    ch: '计价秤校准说明',
    en: 'Price scale calibration instructions',
  },
  software40: { file: 'scale-software-4.0.zip', ch: '秤管理软件 4.0 安装包', en: 'Scale software 4.0 installer' },
  software40Manual: {
    file: 'scale-software-4.0-manual.pdf',
    ch: '秤管理软件 4.0 使用手册',
    en: 'Scale software 4.0 manual',
  },
  sensorDriver38: { file: 'sensor-driver-3.8.zip', ch: '传感器驱动 3.8', en: 'Sensor driver 3.8' },
  lockApp: {
    file: 'lock-repair-app.apk',
    ch: '锁具维修 App 安装包（Android）',
    en: 'Lock-repair app installer (Android)',
  },
  faceApp: {
    file: 'face-verification-app.apk',
    ch: '人脸核验 App 安装包（Android）',
    en: 'Face-verification app installer (Android)',
  },
} satisfies Record<string, Download>;

export type DownloadId = keyof typeof DOWNLOADS;

export function downloadLinks(lang: Lang, ids: readonly DownloadId[]): TextLink[] {
  return ids.map((id) => ({ label: DOWNLOADS[id][lang], href: `${DOWNLOAD_BASE}${DOWNLOADS[id].file}` }));
}

/** `/downloads/a.pdf` → `a.pdf`; undefined for any other link. */
export function downloadFileOf(href: string): string | undefined {
  if (!href.startsWith(DOWNLOAD_BASE)) {
    return undefined;
  }
  const file = href.slice(DOWNLOAD_BASE.length);
  return file === '' ? undefined : file;
}
