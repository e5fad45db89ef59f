import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { BarcodeField, DecodedBarcode, DecodedField } from '@tm/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { barcodeSpecMessages, fieldKey } from './barcode-spec.messages';

registerMessages('barcodeSpec', barcodeSpecMessages);

/** 1-based positions as a POS manual writes them: "8–12", "13", "3–" when the length varies. */
export function positionOf(field: BarcodeField): string {
  if (field.start === null) {
    return '—';
  }
  if (field.length === null) {
    return `${field.start}–`;
  }
  return field.length <= 1 ? String(field.start) : `${field.start}–${field.start + field.length - 1}`;
}

/** A field's digits as a person reads them: yuan, kilograms, pieces. */
function FieldValue({ field }: { field: DecodedField }) {
  if (field.value === null) {
    return <>—</>;
  }
  if (field.unitItem === 'total_price' || field.unitItem === 'unit_price') {
    return <>{formatFen(Math.round(field.value * 100))}</>;
  }
  return <>{field.unitItem === 'weight' ? `${field.value.toFixed(3)} kg` : field.value}</>;
}

function CheckMark({ field }: { field: DecodedField }) {
  const { t } = useTranslation('barcodeSpec');
  if (field.ok === null) {
    return null;
  }
  return field.ok ? (
    <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="ok" />
  ) : (
    <Typography.Text type="danger">
      <CloseCircleFilled /> {t('expected', { value: field.expected })}
    </Typography.Text>
  );
}

/** One reading digit by digit: position, content, the characters read, their value, their check. */
export function ReadingTable({ reading }: { reading: DecodedBarcode }) {
  const { t } = useTranslation('barcodeSpec');
  return (
    <Table<DecodedField>
      rowKey="unitNo"
      size="small"
      pagination={false}
      scroll={{ x: 520 }}
      dataSource={reading.fields}
      columns={[
        { title: t('position'), key: 'position', width: 90, render: (_, field) => positionOf(field) },
        { title: t('field'), key: 'field', render: (_, field) => t(fieldKey(field.unitItem)) },
        {
          title: t('digits'),
          key: 'digits',
          render: (_, field) => <Typography.Text code>{field.prefix + field.digits || '—'}</Typography.Text>,
        },
        { title: t('value'), key: 'value', render: (_, field) => <FieldValue field={field} /> },
        { title: t('check'), key: 'check', render: (_, field) => <CheckMark field={field} /> },
      ]}
    />
  );
}
