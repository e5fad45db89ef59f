import { BARCODE_PRESETS } from '@tm/contracts';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n';
import { useAllLabels } from '../labels/labels.api';

/**
 * The good's label format (one of its company's, named with its shop) and barcode format (a
 * preset, or none: the label's own barcode composition).
 */
export function LabelFormatFields({ companyId, open }: { companyId: number | undefined; open: boolean }) {
  const { t } = useTranslation('goods');
  const labels = useAllLabels({ per_page: 100, ...(companyId ? { company_id: companyId } : {}) }, open);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="label_format_id" label={t('labelFormat')} extra={t('labelFormatHelp')}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={labels.isPending}
            placeholder={t('labelFormatNone')}
            options={(labels.data?.list ?? []).map((label) => ({
              value: label.id,
              label: `${label.shop_name} · ${label.name}`,
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="barcode_format_id" label={t('barcodeFormat')}>
          <Select<number>
            allowClear
            placeholder={t('barcodeFormatNone')}
            options={BARCODE_PRESETS.map((preset) => ({ value: preset.id, label: preset.name[currentLanguage()] }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
