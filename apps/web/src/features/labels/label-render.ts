import { code128, drawingSVG, ean13, qrcode } from 'bwip-js/browser';
import { fillLabelValue, labelFont, type LabelData, type LabelItem, type LabelStyle } from '@tm/contracts';

/**
 * What each item of a label shows once filled from a sale: text with its font's height and
 * rotation, or a barcode or QR code drawn by bwip-js (only these three encoders are bundled).
 */
export type RenderedItem =
  | { item: LabelItem; kind: 'text'; text: string; heightMm: number; rotation: number }
  | { item: LabelItem; kind: 'symbol'; text: string; url: string | null };

const symbols = new Map<string, string | null>();

/** The symbol as an SVG data URL, or null when the text cannot be encoded (e.g. a bad EAN-13). */
export function symbolUrl(kind: 'ean13' | 'code128' | 'qrcode', text: string): string | null {
  const key = `${kind}:${text}`;
  if (!symbols.has(key)) {
    symbols.set(key, encodeSymbol(kind, text));
  }
  return symbols.get(key) ?? null;
}

function encodeSymbol(kind: 'ean13' | 'code128' | 'qrcode', text: string): string | null {
  try {
    const encode = { ean13, code128, qrcode }[kind];
    const svg = encode({ bcid: kind, text, includetext: kind !== 'qrcode', textxalign: 'center' }, drawingSVG());
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } catch {
    // bwip-js refuses what the symbology cannot carry (a wrong EAN-13 check digit, letters in EAN).
    return null;
  }
}

export function renderItems(style: LabelStyle, data: LabelData): RenderedItem[] {
  return style.itemList.map((item) => {
    const text = fillLabelValue(item.value, data);
    if (item.itemName === 'text') {
      const font = labelFont(item.style.font);
      return { item, kind: 'text', text, heightMm: font.height_mm, rotation: font.rotation };
    }
    const kind = item.itemName === 'QRCode' ? 'qrcode' : style.barcodeType;
    return { item, kind: 'symbol', text, url: text ? symbolUrl(kind, text) : null };
  });
}
