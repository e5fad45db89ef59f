import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DISCOUNT_PERIODS_MAX,
  INFO_LINE_MAX_UNITS,
  NAME_LINE_MAX_UNITS,
  printUnits,
  type CreateGoodBody,
  type DiscountPeriod,
  type Good,
  type PricingMode,
} from '@tm/contracts';
import { App, Button, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Space, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { fenToYuan, yuanToFen } from '../../shared/format';
import { ImageUpload } from '../../shared/image-upload';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { perUnitText } from '../../shared/unit-price';
import { useCreateGood, useUpdateGood } from './goods.api';
import { LabelFormatFields } from './label-format-fields';

type DiscountValues = { start: string; end: string; kind: DiscountPeriod['kind']; value: string };
type Values = {
  company_id?: number;
  plu: number;
  item_code: string;
  name1: string;
  name2?: string;
  name3?: string;
  info1?: string;
  info2?: string;
  info3?: string;
  price: string;
  pricing_mode: PricingMode;
  weight_unit: 'kg' | '500g' | '100g';
  fixed_weight_g?: number | null;
  tare_g: number;
  shelf_life_days: number;
  packing_date_offset_days: number;
  discounts: DiscountValues[];
  category?: string;
  label_format_id?: number | null;
  barcode_format_id?: number | null;
  img_url: string;
  on_sale: boolean;
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's values from a good (prices in yuan text, lines as separate fields). */
function valuesOf(good: Good | undefined): Partial<Values> {
  if (!good) {
    return {
      pricing_mode: 'by_weight',
      weight_unit: 'kg',
      tare_g: 0,
      shelf_life_days: 0,
      packing_date_offset_days: 0,
      discounts: [],
      on_sale: true,
      img_url: '',
    };
  }
  const [name1 = '', name2, name3] = good.name_lines;
  const [info1, info2, info3] = good.info_lines ?? [];
  return {
    ...good,
    name1,
    name2,
    name3,
    info1,
    info2,
    info3,
    price: fenToYuan(good.unit_price),
    discounts: (good.discounts ?? []).map((d) => ({
      ...d,
      value: d.kind === 'price' ? fenToYuan(d.value) : String(d.value),
    })),
    category: good.category ?? '',
    label_format_id: typeof good.label_format_id === 'number' ? good.label_format_id : null,
    barcode_format_id: good.barcode_format_id ?? null,
  };
}

/** The API body from the form's values; prices go to fen by string, never by float. */
function bodyOf(values: Values): CreateGoodBody {
  const lines = (...texts: (string | undefined)[]) => texts.map((text) => text?.trim() ?? '').filter(Boolean);
  return {
    ...(values.company_id ? { company_id: values.company_id } : {}),
    plu: values.plu,
    item_code: values.item_code.trim(),
    name_lines: lines(values.name1, values.name2, values.name3),
    info_lines: lines(values.info1, values.info2, values.info3),
    unit_price: yuanToFen(values.price) ?? -1,
    pricing_mode: values.pricing_mode,
    weight_unit: values.weight_unit,
    fixed_weight_g: values.pricing_mode === 'by_count_fixed_weight' ? (values.fixed_weight_g ?? null) : null,
    tare_g: values.tare_g,
    shelf_life_days: values.shelf_life_days,
    packing_date_offset_days: values.packing_date_offset_days,
    discounts: values.discounts.map((d) => ({
      start: d.start,
      end: d.end,
      kind: d.kind,
      value: d.kind === 'price' ? (yuanToFen(d.value) ?? -1) : Number(d.value),
    })),
    category: values.category?.trim() ?? '',
    label_format_id: values.label_format_id ?? null,
    barcode_format_id: values.barcode_format_id ?? null,
    img_url: values.img_url,
    on_sale: values.on_sale,
  };
}

/** Where the server's field names sit in this form (`name_lines.1` is the second name input). */
function formFieldOf(field: string): string {
  const line = /^(name|info)_lines\.(\d)$/.exec(field);
  if (line) {
    return `${line[1]}${Number(line[2]) + 1}`;
  }
  return field === 'unit_price' ? 'price' : (field.split('.')[0] ?? field);
}

type Props = { open: boolean; good?: Good | undefined; chooseCompany: boolean; onClose: () => void };

/** Create or edit a PLU record: the rules of the contracts, said before the server says them. */
export function GoodFormModal({ open, good, chooseCompany, onClose }: Props) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateGood();
  const update = useUpdateGood();
  const pricingMode = Form.useWatch('pricing_mode', form);
  const companyId = Form.useWatch('company_id', form) ?? good?.company_id;

  const widthRule = (max: number, key: 'lineTooWide' | 'infoTooWide'): Rule => ({
    validator: (_, value?: string) =>
      value && printUnits(value.trim()) > max ? Promise.reject(new Error(t(key))) : Promise.resolve(),
  });
  // Said, not clamped: an InputNumber's min and max would turn −10 into 0 unnoticed.
  const wholeNumberUpTo = (max: number): Rule => ({
    type: 'integer',
    min: 0,
    max,
    message: t('wholeNumberUpTo', { max }),
  });
  const priceRule: Rule = {
    validator: (_, value?: string) =>
      value !== undefined && yuanToFen(String(value)) === null
        ? Promise.reject(new Error(t('priceInvalid')))
        : Promise.resolve(),
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const body = bodyOf(values);
    try {
      if (good) {
        const { company_id: _company, ...changes } = body;
        await update.mutateAsync({ id: good.id, body: changes });
      } else {
        await create.mutateAsync(body);
      }
      message.success(good ? t('common:saved') : t('common:created'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, formFieldOf)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={good ? t('editGood') : t('createGood')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={760}
    >
      {/* Destroyed and cleared on close: each opening starts from these values. */}
      <Form<Values> form={form} layout="vertical" name="good-form" clearOnDestroy initialValues={valuesOf(good)}>
        {chooseCompany && !good && (
          <Form.Item name="company_id" label={t('company')} rules={[{ required: true, message: t('companyRequired') }]}>
            <CompanyPicker block />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              name="plu"
              label={t('plu')}
              rules={[{ required: true, type: 'integer', min: 1, max: 999_999, message: t('pluInvalid') }]}
            >
              <InputNumber style={{ width: '100%' }} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="item_code"
              label={t('itemCode')}
              rules={[{ required: true, pattern: /^\d{1,6}$/, message: t('itemCodeInvalid') }]}
            >
              <Input inputMode="numeric" maxLength={6} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="price"
              label={t('unitPrice')}
              rules={[{ required: true, message: t('priceRequired') }, priceRule]}
            >
              <Input inputMode="decimal" prefix="¥" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="category" label={t('category')} rules={[{ max: 20 }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {([1, 2, 3] as const).map((n) => (
            <Col xs={24} md={8} key={`name${n}`}>
              <Form.Item
                name={`name${n}`}
                label={t('nameLine', { n })}
                rules={[
                  ...(n === 1 ? [{ required: true, whitespace: true, message: t('nameRequired') }] : []),
                  widthRule(NAME_LINE_MAX_UNITS, 'lineTooWide'),
                ]}
              >
                <Input />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Row gutter={16}>
          {([1, 2, 3] as const).map((n) => (
            <Col xs={24} md={8} key={`info${n}`}>
              <Form.Item
                name={`info${n}`}
                label={t('infoLine', { n })}
                rules={[widthRule(INFO_LINE_MAX_UNITS, 'infoTooWide')]}
                extra={n === 1 ? t('infoHint') : undefined}
              >
                <Input />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="pricing_mode" label={t('pricingMode')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'by_weight', label: t('byWeight') },
              { value: 'by_count', label: t('byCount') },
              { value: 'by_count_fixed_weight', label: t('byCountFixedWeight') },
            ]}
          />
        </Form.Item>
        <Row gutter={16}>
          {pricingMode === 'by_weight' && (
            <Col xs={12} md={6}>
              <Form.Item name="weight_unit" label={t('weightUnit')}>
                <Select
                  options={[
                    { value: 'kg', label: perUnitText(t, 'kg') },
                    { value: '500g', label: perUnitText(t, '500g') },
                    { value: '100g', label: perUnitText(t, '100g') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          {pricingMode === 'by_count_fixed_weight' && (
            <Col xs={12} md={6}>
              <Form.Item name="fixed_weight_g" label={t('fixedWeight')} rules={[{ required: true }]}>
                <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={6}>
            <Form.Item name="tare_g" label={t('tare')} rules={[wholeNumberUpTo(30_000)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="shelf_life_days" label={t('shelfLife')} rules={[wholeNumberUpTo(3650)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="packing_date_offset_days" label={t('packingOffset')} rules={[wholeNumberUpTo(365)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <LabelFormatFields companyId={companyId} open={open} />
        <Form.Item label={t('discounts')} style={{ marginBottom: 0 }}>
          <Form.List name="discounts">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item
                      name={[field.name, 'start']}
                      rules={[{ required: true, pattern: TIME, message: t('timeInvalid') }]}
                    >
                      <Input placeholder={t('start')} style={{ width: 90 }} aria-label={t('start')} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'end']}
                      rules={[{ required: true, pattern: TIME, message: t('timeInvalid') }]}
                    >
                      <Input placeholder={t('end')} style={{ width: 90 }} aria-label={t('end')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'kind']} initialValue="percent">
                      <Select
                        style={{ width: 150 }}
                        aria-label={t('discountKind')}
                        options={[
                          { value: 'percent', label: t('percent') },
                          { value: 'price', label: t('specialPrice') },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']} rules={[{ required: true, message: t('required') }]}>
                      <Input placeholder={t('value')} style={{ width: 110 }} aria-label={t('value')} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('common:delete')}
                    />
                  </Space>
                ))}
                {fields.length < DISCOUNT_PERIODS_MAX && (
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ kind: 'percent' })}
                    style={{ marginBottom: 16 }}
                  >
                    {t('addDiscount')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="on_sale" label={t('onSale')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={18}>
            <Form.Item name="img_url" label={t('image')}>
              <ImageUpload />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
