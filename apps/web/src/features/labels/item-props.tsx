import { LABEL_FIELDS, LABEL_FONT_MAX, labelFont, type LabelItem, type LabelStyle } from '@tm/contracts';
import { Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const FONTS = Array.from({ length: LABEL_FONT_MAX }, (_, i) => labelFont(i + 1));

/** Why the server refused an item: `field` is its part (`value`, `style`, `style.font`), `reason` the words. */
export type ItemFault = { index: number; field: string; reason: string };

/** The selected item's content, font and box, each change one undoable edit; a refusal under its part. */
export function ItemProps({
  item,
  size,
  fault,
  onChange,
}: {
  item: LabelItem;
  size: LabelStyle['size'];
  fault?: ItemFault | undefined;
  onChange: (item: LabelItem) => void;
}) {
  const { t } = useTranslation('labels');
  const setBox = (key: 'x' | 'y' | 'w' | 'h', value: number | null) => {
    const next = { ...item.style, [key]: Math.max(key === 'w' || key === 'h' ? 1 : 0, Math.round(value ?? 0)) };
    // A QR code is square: the scale prints it so, and a box of another shape would misplace it.
    if (item.itemName === 'QRCode' && (key === 'w' || key === 'h')) {
      next.w = next[key];
      next.h = next[key];
    }
    // Kept inside the label: a box that would leave it is moved back.
    next.w = Math.min(next.w, size.width);
    next.h = Math.min(next.h, size.height);
    if (item.itemName === 'QRCode') {
      next.w = Math.min(next.w, next.h);
      next.h = next.w;
    }
    next.x = Math.min(next.x, size.width - next.w);
    next.y = Math.min(next.y, size.height - next.h);
    onChange({ ...item, style: next });
  };
  return (
    <Form layout="vertical" size="small">
      <Tag color="blue" style={{ marginBottom: 8 }}>
        {t(`kind_${item.itemName}`)}
      </Tag>
      <Form.Item label={t('value')} extra={t('valueHelp')} {...faultOn(fault, 'value')}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={t('value')}
            value={item.value}
            maxLength={200}
            onChange={(event) => onChange({ ...item, value: event.target.value })}
          />
          <Select<string>
            aria-label={t('insertField')}
            placeholder={t('insertField')}
            style={{ width: 140 }}
            value={null}
            options={LABEL_FIELDS.map((field) => ({ value: field, label: `{${field}}` }))}
            onChange={(field) => onChange({ ...item, value: `${item.value}{${field}}` })}
          />
        </Space.Compact>
      </Form.Item>
      {item.itemName === 'text' && (
        <Form.Item label={t('font')} {...faultOn(fault, 'style.font')}>
          <Select<number>
            aria-label={t('font')}
            value={item.style.font}
            onChange={(font) => onChange({ ...item, style: { ...item.style, font } })}
            options={FONTS.map((font) => ({
              value: font.font,
              label: t('fontOption', { font: font.font, height: font.height_mm, rotation: font.rotation }),
            }))}
          />
        </Form.Item>
      )}
      <Space wrap>
        {(['x', 'y', 'w', 'h'] as const).map((key) => (
          <Form.Item key={key} label={t(key)} style={{ marginBottom: 8 }}>
            <InputNumber
              aria-label={t(key)}
              min={key === 'w' || key === 'h' ? 1 : 0}
              max={99}
              precision={0}
              value={item.style[key]}
              onChange={(value) => setBox(key, value)}
              style={{ width: 80 }}
            />
          </Form.Item>
        ))}
      </Space>
      {fault && !['value', 'style.font'].includes(fault.field) && (
        <Typography.Paragraph type="danger" role="alert">
          {fault.reason}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary">{t('sizeValue', { w: item.style.w, h: item.style.h })}</Typography.Text>
      <br />
      <Typography.Text type="secondary">{t(item.itemName === 'QRCode' ? 'boxHintSquare' : 'boxHint')}</Typography.Text>
    </Form>
  );
}

/** The refusal shown on the form item of that part of the item. */
function faultOn(fault: ItemFault | undefined, field: string) {
  return fault?.field === field ? { validateStatus: 'error' as const, help: fault.reason } : {};
}
