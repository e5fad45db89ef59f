import {
  LABEL_SIZE_MAX_MM,
  LABEL_SIZE_MIN_MM,
  LABEL_TYPES,
  QR_SALE_FIELDS,
  type LabelStyle,
  type LabelType,
  type QrSaleField,
} from '@tm/contracts';
import { Checkbox, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type LabelBasics = { name: string; type: LabelType };

/** Name and type, validated before anything is saved (name required: "please enter name"). */
export function LabelBasicsFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('labels');
  return (
    <>
      <Form.Item
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
      >
        <Input maxLength={30} disabled={disabled} />
      </Form.Item>
      <Form.Item name="type" label={t('type')} rules={[{ required: true }]}>
        <Select disabled={disabled} options={LABEL_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))} />
      </Form.Item>
    </>
  );
}

/** Width and height in whole millimetres, as the scales take them. */
export function LabelSizeFields({
  size,
  disabled,
  onChange,
}: {
  size: LabelStyle['size'];
  disabled?: boolean;
  onChange: (size: LabelStyle['size']) => void;
}) {
  const { t } = useTranslation('labels');
  const number = (value: number | null, fallback: number) =>
    Math.min(LABEL_SIZE_MAX_MM, Math.max(LABEL_SIZE_MIN_MM, Math.round(value ?? fallback)));
  return (
    <Space wrap align="end">
      <Form.Item label={t('width')}>
        <InputNumber
          aria-label={t('width')}
          disabled={disabled}
          min={LABEL_SIZE_MIN_MM}
          max={LABEL_SIZE_MAX_MM}
          precision={0}
          value={size.width}
          onChange={(value) => onChange({ ...size, width: number(value, size.width) })}
        />
      </Form.Item>
      <Form.Item label={t('height')}>
        <InputNumber
          aria-label={t('height')}
          disabled={disabled}
          min={LABEL_SIZE_MIN_MM}
          max={LABEL_SIZE_MAX_MM}
          precision={0}
          value={size.height}
          onChange={(value) => onChange({ ...size, height: number(value, size.height) })}
        />
      </Form.Item>
      {/* The boxes keep a size within the range the scales print: it is said, not found out. */}
      <Typography.Text type="secondary" style={{ display: 'inline-block', marginBottom: 24 }}>
        {t('sizeRange', { min: LABEL_SIZE_MIN_MM, max: LABEL_SIZE_MAX_MM })}
      </Typography.Text>
    </Space>
  );
}

/** The sale fields the label's QR code carries to the shopper's page. */
export function QrFieldsPicker({
  value,
  disabled,
  onChange,
}: {
  value: QrSaleField[];
  disabled?: boolean;
  onChange: (fields: QrSaleField[]) => void;
}) {
  const { t } = useTranslation('labels');
  return (
    <Space orientation="vertical">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('qrFieldsHelp')}
      </Typography.Paragraph>
      <Checkbox.Group
        disabled={disabled}
        value={value}
        onChange={(fields) => onChange(QR_SALE_FIELDS.filter((field) => fields.includes(field)))}
        options={QR_SALE_FIELDS.map((field) => ({ value: field, label: t(`qr_${field}`) }))}
      />
    </Space>
  );
}

/** Items moved back inside a label that shrank, keeping their size where they fit. */
export function fitItemsInto(style: LabelStyle, size: LabelStyle['size']): LabelStyle {
  return {
    ...style,
    size,
    itemList: style.itemList.map((item) => {
      const w = Math.min(item.style.w, size.width);
      const h = Math.min(item.style.h, size.height);
      return {
        ...item,
        style: {
          ...item.style,
          w,
          h,
          x: Math.min(item.style.x, size.width - w),
          y: Math.min(item.style.y, size.height - h),
        },
      };
    }),
  };
}
