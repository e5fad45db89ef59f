import { MARKDOWN_MAX_HOURS, PRICE_BATCH_GOODS_MAX, type CreatePriceBatchBody } from '@tm/contracts';
import { App, Col, Divider, Form, InputNumber, Modal, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showApiError } from '../../shared/api-client';
import {
  BatchPreview,
  headerBodyOf,
  NameAndTargetFields,
  placeBatchErrors,
  TimeField,
  type BatchHeaderValues,
} from './price-batch-form-parts';
import { CompanyField, GoodMultiSelect } from './price-pickers';
import { useCreatePriceBatch, type Option } from './prices.api';
import { zheOf } from './prices-format';
import { usePriceArea } from './use-price-area';
import { validValues } from '../../shared/form-errors';

type Values = BatchHeaderValues & {
  ends_time?: Dayjs | null;
  percent_off?: number | null;
  good_ids: Option[];
  categories: string[];
};

const CATEGORIES_MAX = 100;
const CATEGORY_MAX_LENGTH = 50;

/**
 * `goodMng/priceBatches?new=markdown`: a percentage off chosen goods and categories for a window
 * of time, at the scales of chosen zones; the preview shows each resulting price before saving.
 */
export function MarkdownFormModal({
  companyId: initialCompanyId,
  onClose,
}: {
  companyId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('prices');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { isAdmin, batchPathOf } = usePriceArea();
  const [form] = Form.useForm<Values>();
  const create = useCreatePriceBatch();
  // An evening markdown is the usual one: from the next full hour, for three hours.
  const [initialValues] = useState<Values>(() => {
    const starts = dayjs().add(1, 'hour').startOf('hour');
    return {
      ...(initialCompanyId ? { company_id: initialCompanyId } : {}),
      name: '',
      starts_time: starts,
      ends_time: starts.add(3, 'hour'),
      base: true,
      zone_ids: [],
      percent_off: null,
      good_ids: [],
      categories: [],
    };
  });

  // Followed as the user picks it: a watched field reads empty until the form has mounted.
  const [companyId, setCompanyId] = useState(initialCompanyId);
  const zones = Form.useWatch('zone_ids', form) ?? initialValues.zone_ids;
  const startsTime = Form.useWatch('starts_time', form);
  const endsTime = Form.useWatch('ends_time', form);
  const percentOff = Form.useWatch('percent_off', form);
  const goods = Form.useWatch('good_ids', form) ?? [];
  const categories = Form.useWatch('categories', form) ?? [];
  const header = headerBodyOf(
    {
      company_id: companyId,
      name: Form.useWatch('name', form),
      starts_time: startsTime,
      base: Form.useWatch('base', form) ?? initialValues.base,
      zone_ids: zones,
    },
    isAdmin,
  );
  const body: CreatePriceBatchBody | null =
    header && endsTime && percentOff && (goods.length > 0 || categories.length > 0)
      ? {
          kind: 'markdown',
          ...header,
          ends_time: endsTime.toISOString(),
          percent_off: percentOff,
          good_ids: goods.map((good) => good.id),
          categories,
        }
      : null;
  const needsCompany = isAdmin && !companyId;

  const submit = async () => {
    const values = await validValues(form);
    if (!values || !body) {
      return;
    }
    try {
      const created = await create.mutateAsync(body);
      void message.success(t('markdownScheduled', { time: dayjs(created.starts_time).format('YYYY-MM-DD HH:mm') }));
      onClose();
      await navigate(batchPathOf(created.id));
    } catch (error) {
      if (!placeBatchErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open
      title={t('newMarkdown')}
      width={1000}
      okText={t('saveBatch')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form<Values>
        form={form}
        name="markdown-form"
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed: Partial<Values>) => {
          // Another company has other zones and goods: what was chosen goes.
          if ('company_id' in changed) {
            setCompanyId(changed.company_id);
            form.setFieldsValue({ zone_ids: [], good_ids: [] });
          }
        }}
      >
        {isAdmin && <CompanyField />}
        <NameAndTargetFields kind="markdown" companyId={companyId} disabled={needsCompany} />
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <TimeField name="starts_time" label={t('markdownStarts')} requiredMessage={t('startsRequired')} />
          </Col>
          <Col xs={24} md={8}>
            <TimeField
              name="ends_time"
              label={t('markdownEnds')}
              requiredMessage={t('endsRequired')}
              dependencies={['starts_time']}
              check={(ends) => {
                const starts = form.getFieldValue('starts_time') as Dayjs | null | undefined;
                if (starts && !ends.isAfter(starts)) {
                  throw new Error(t('endsBeforeStart'));
                }
                if (starts && ends.diff(starts, 'minute') > MARKDOWN_MAX_HOURS * 60) {
                  throw new Error(t('markdownTooLong', { days: MARKDOWN_MAX_HOURS / 24 }));
                }
              }}
            />
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="percent_off"
              label={t('percentOff')}
              rules={[
                { required: true, message: t('percentRequired') },
                { type: 'integer', min: 1, max: 99, message: t('percentRange') },
              ]}
              extra={
                percentOff && percentOff >= 1 && percentOff <= 99 ? (
                  <Typography.Text type="success">
                    {t('zheHint', { zhe: zheOf(percentOff), percent: percentOff, paid: 100 - percentOff })}
                  </Typography.Text>
                ) : (
                  t('percentHint')
                )
              }
            >
              <InputNumber<number>
                min={1}
                max={99}
                precision={0}
                suffix="%"
                aria-label={t('percentOff')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="good_ids"
              label={t('markdownGoods')}
              dependencies={['categories']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, chosen?: Option[]) => {
                    const named = getFieldValue('categories') as string[] | undefined;
                    if ((chosen ?? []).length === 0 && (named ?? []).length === 0) {
                      throw new Error(t('goodsOrCategoriesRequired'));
                    }
                    if ((chosen ?? []).length > PRICE_BATCH_GOODS_MAX) {
                      throw new Error(t('tooManyGoods', { max: PRICE_BATCH_GOODS_MAX }));
                    }
                  },
                }),
              ]}
            >
              <GoodMultiSelect companyId={companyId} disabled={needsCompany} placeholder={t('pickGoods')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="categories"
              label={t('markdownCategories')}
              extra={t('categoriesHint')}
              rules={[
                {
                  validator: async (_, named?: string[]) => {
                    if ((named ?? []).length > CATEGORIES_MAX) {
                      throw new Error(t('tooManyCategories', { max: CATEGORIES_MAX }));
                    }
                    if ((named ?? []).some((name) => name.trim().length > CATEGORY_MAX_LENGTH)) {
                      throw new Error(t('categoryTooLong', { max: CATEGORY_MAX_LENGTH }));
                    }
                  },
                },
              ]}
            >
              {/* The contract lists no categories: they are typed as the goods carry them. */}
              <Select<string[]>
                mode="tags"
                tokenSeparators={[',', '，', '、']}
                open={false}
                suffixIcon={null}
                placeholder={t('typeCategories')}
                aria-label={t('markdownCategories')}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Divider titlePlacement="start">{t('preview')}</Divider>
      <BatchPreview body={body} zones={zones} />
    </Modal>
  );
}
