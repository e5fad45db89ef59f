import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { barcodeFields, barcodeLength, type BarcodeField, type BarcodeFormatInUse } from '@tm/contracts';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen, formatKg } from '../../shared/format';
import { currentLanguage, joinList, registerMessages } from '../../shared/i18n';
import { useBarcodeFormats, useGoodByCode } from './barcode-spec.api';
import { barcodeSpecMessages, fieldKey, problemKey } from './barcode-spec.messages';
import { formatName, goodCodeOf, readUnderEachFormat, specDocument, workedExample } from './barcode-spec';
import { positionOf, ReadingTable } from './barcode-reading';
import './barcode-spec.css';

registerMessages('barcodeSpec', barcodeSpecMessages);

/** The "decode this barcode" box: the code read under every format in use, and the good it names. */
function DecodeBox({ formats }: { formats: BarcodeFormatInUse[] }) {
  const { t } = useTranslation('barcodeSpec');
  const [code, setCode] = useState<string | null>(null);
  const readings = code ? readUnderEachFormat(formats, code) : [];
  const best = readings[0];
  const clean = best && best.reading.problems.length === 0;
  const goodCode = clean ? goodCodeOf(best.reading) : null;
  const good = useGoodByCode(goodCode);
  const lang = currentLanguage();
  return (
    <Card size="small" title={t('decodeTitle')}>
      <Form
        layout="inline"
        onFinish={(values: { code: string }) => setCode(values.code.trim())}
        // What is shown is the reading of the code decoded: once the box changes, it is gone.
        onValuesChange={() => setCode(null)}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('decodeRequired') }]}>
          <Input placeholder={t('decodePlaceholder')} style={{ width: 320 }} allowClear autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('decode')}
        </Button>
      </Form>
      {best && !clean && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('noMatch')}
          description={readings.map(({ format, reading }) => (
            <div key={`${format.source}-${format.id}`}>
              {formatName(format, lang)}: {joinList(reading.problems.map((p) => t(problemKey(p))))}
            </div>
          ))}
        />
      )}
      {best && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text strong>
            {t('readsAs', { name: formatName(best.format, lang) })}{' '}
            {clean && <Tag color="success">{t('readsClean')}</Tag>}
          </Typography.Text>
          <ReadingTable reading={best.reading} />
          {goodCode && (
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={t('good')}>
                {good.isPending
                  ? '…'
                  : good.data
                    ? `${good.data.plu} · ${good.data.name_lines.join(' ')}`
                    : t('goodUnknown', { code: goodCode })}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Space>
      )}
    </Card>
  );
}

/** One format: its positions table and worked examples from the goods that print it. */
function FormatCard({ format }: { format: BarcodeFormatInUse }) {
  const { t } = useTranslation('barcodeSpec');
  const fields = barcodeFields(format.units);
  const length = barcodeLength(fields);
  const lang = currentLanguage();
  const noteOf = (field: BarcodeField) => {
    if (field.unitItem === 'fixed') {
      return t('noteFixed', { value: field.prefix });
    }
    if (field.unitItem === 'check') {
      return t('noteCheck');
    }
    if (field.unitItem === 'price_check') {
      return t('notePriceCheck');
    }
    return field.decimals
      ? t('noteDecimals', { factor: 10 ** field.decimals, unit: field.decimals === 2 ? t('yuan') : t('kgUnit') })
      : '';
  };
  return (
    <Card
      size="small"
      className="barcode-format"
      title={formatName(format, lang)}
      extra={
        <Space wrap>
          <Tag>{format.type === 'ean13' ? 'EAN-13' : 'Code 128'}</Tag>
          <Tag>{length === null ? t('variableLength') : t('totalLength', { n: length })}</Tag>
          <Typography.Text type="secondary">{t('goodsCount', { n: format.good_count })}</Typography.Text>
        </Space>
      }
    >
      {format.source === 'label' && (
        <Typography.Paragraph type="secondary">
          {t('fromLabel', { name: format.name, shop: format.shop_name })}
        </Typography.Paragraph>
      )}
      <Table<BarcodeField>
        rowKey="unitNo"
        size="small"
        pagination={false}
        // On a phone the notes keep a readable width and the table scrolls inside its card.
        scroll={{ x: 640 }}
        dataSource={fields}
        columns={[
          { title: t('position'), key: 'position', width: 90, render: (_, field) => positionOf(field) },
          { title: t('length'), dataIndex: 'length', width: 70, render: (n: number | null) => n ?? '—' },
          { title: t('field'), key: 'field', render: (_, field) => t(fieldKey(field.unitItem)) },
          {
            title: t('fixedChars'),
            dataIndex: 'prefix',
            render: (p: string) => (p ? <Typography.Text code>{p}</Typography.Text> : '—'),
          },
          { title: t('decimals'), dataIndex: 'decimals', width: 90 },
          { title: t('note'), key: 'note', render: (_, field) => noteOf(field) },
        ]}
      />
      {format.examples.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('examples')}
          </Typography.Title>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {format.examples.map((good) => {
              const { sale, printed } = workedExample(format, good);
              const amount =
                sale.weight_g !== null && good.pricing_mode === 'by_weight'
                  ? formatKg(sale.weight_g)
                  : t('pieces', { count: sale.quantity ?? 1 });
              return (
                <div key={good.id}>
                  <Typography.Text>
                    {t('exampleSale', { name: `${good.plu} ${good.name}`, amount, total: formatFen(sale.total_price) })}{' '}
                    →{' '}
                  </Typography.Text>
                  {printed.parts.map((part) => (
                    <Typography.Text code key={part.unitNo} title={t(fieldKey(part.unitItem))}>
                      {part.text}
                    </Typography.Text>
                  ))}
                </div>
              );
            })}
          </Space>
        </>
      )}
    </Card>
  );
}

/** Downloads the rule of every format as JSON. */
function downloadSpec(formats: BarcodeFormatInUse[]) {
  const blob = new Blob([JSON.stringify(specDocument(formats, currentLanguage()), null, 2)], {
    type: 'application/json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'barcode-decoding-rules.json';
  link.click();
  URL.revokeObjectURL(link.href);
}

/** `scaleMng/barcodeSpec`: how a checkout decodes the barcodes the scales print (docs/barcode-spec.md). */
export function BarcodeSpecPage() {
  const { t } = useTranslation('barcodeSpec');
  const formats = useBarcodeFormats();
  const list = formats.data ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="barcode-spec">
      <Card
        title={t('shell:barcodeSpec')}
        extra={
          <Space className="no-print">
            <Button icon={<DownloadOutlined />} disabled={!list.length} onClick={() => downloadSpec(list)}>
              {t('exportJson')}
            </Button>
            <Button icon={<PrinterOutlined />} disabled={!list.length} onClick={() => window.print()}>
              {t('print')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
      </Card>
      {formats.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Card>
          <Empty description={t('empty')} />
        </Card>
      ) : (
        <>
          <div className="no-print">
            <DecodeBox formats={list} />
          </div>
          {list.map((format) => (
            <FormatCard key={`${format.source}-${format.id}`} format={format} />
          ))}
        </>
      )}
    </Space>
  );
}
