import type { LabelStyle, QrSaleField } from '@tm/contracts';
import { Col, Form, Row, Tabs } from 'antd';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabelBasicsFields, LabelSizeFields, QrFieldsPicker, type LabelBasics } from './label-fields';
import { sampleLabelData } from './label-sample';
import { LabelSvg } from './label-svg';

/**
 * A label's preview beside its basic form (name, type, size) and QR-code info, as the info dialog
 * shows it read-only and the import dialog lets the user adjust it before saving.
 */
export function LabelInfoView({
  form,
  style,
  shopName,
  readOnly,
  onStyleChange,
}: {
  form: FormInstance<LabelBasics>;
  style: LabelStyle;
  shopName: string;
  readOnly: boolean;
  onStyleChange?: (style: LabelStyle) => void;
}) {
  const { t } = useTranslation('labels');
  const data = sampleLabelData(style, shopName, window.location.origin, Form.useWatch('type', form));
  const change = (next: Partial<LabelStyle>) => onStyleChange?.({ ...style, ...next });
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} md={12}>
        <LabelSvg style={style} data={data} widthPx={360} testId="label-info-preview" />
      </Col>
      <Col xs={24} md={12}>
        <Form<LabelBasics> form={form} layout="vertical" name="label-info" disabled={readOnly}>
          <Tabs
            items={[
              {
                key: 'basic',
                label: t('basicInfo'),
                children: (
                  <>
                    <LabelBasicsFields disabled={readOnly} />
                    <LabelSizeFields size={style.size} disabled={readOnly} onChange={(size) => change({ size })} />
                  </>
                ),
              },
              {
                key: 'qr',
                label: t('qrInfo'),
                children: (
                  <QrFieldsPicker
                    value={style.qr_code_list}
                    disabled={readOnly}
                    onChange={(fields: QrSaleField[]) => change({ qr_code_list: fields })}
                  />
                ),
              },
            ]}
          />
        </Form>
      </Col>
    </Row>
  );
}
