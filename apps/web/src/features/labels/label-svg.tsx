import type { LabelData, LabelStyle } from '@tm/contracts';
import { useTranslation } from 'react-i18next';
import { renderItems } from './label-render';

/**
 * A label drawn in millimetres (the SVG's user unit): as a thumbnail at a given pixel width, or at
 * its true printed size (`actualSize`). Text keeps its font's height and rotation.
 */
export function LabelSvg({
  style,
  data,
  widthPx,
  actualSize = false,
  testId,
}: {
  style: LabelStyle;
  data: LabelData;
  widthPx?: number;
  actualSize?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('labels');
  const { width, height } = style.size;
  const size = actualSize
    ? { width: `${width}mm`, height: `${height}mm` }
    : { width: widthPx ?? 160, height: ((widthPx ?? 160) * height) / width };
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      {...size}
      role="img"
      aria-label={t('preview')}
      data-testid={testId}
      style={{ background: '#fff', boxShadow: '0 0 0 1px #d9d9d9', display: 'block' }}
    >
      {renderItems(style, data).map((rendered, index) => {
        const { x, y, w, h } = rendered.item.style;
        if (rendered.kind === 'symbol') {
          return rendered.url ? (
            <image key={index} href={rendered.url} x={x} y={y} width={w} height={h} preserveAspectRatio="none" />
          ) : (
            <g key={index}>
              <rect x={x} y={y} width={w} height={h} fill="#fff1f0" stroke="#ff4d4f" strokeWidth={0.3} />
              <text x={x + 0.5} y={y + 2.5} fontSize={2} fill="#ff4d4f">
                {t('barcodeInvalid')}
              </text>
            </g>
          );
        }
        const cx = x + w / 2;
        const cy = y + h / 2;
        return (
          <g key={index} transform={`rotate(${rendered.rotation} ${cx} ${cy})`}>
            <text x={x} y={y + rendered.heightMm} fontSize={rendered.heightMm} fill="#000" data-label-text="">
              {rendered.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
