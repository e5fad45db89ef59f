import { PRICE_BATCH_NAME_MAX, type CreatePriceBatchBody, type PriceBatchPreview } from '@tm/contracts';
import { Alert, Checkbox, Col, DatePicker, Flex, Form, Input, Row, Typography, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api-client';
import { errorText } from '../../shared/error-reasons';
import { currentLanguage } from '../../shared/i18n';
import { useDebounced, ZoneMultiSelect } from './price-pickers';
import { usePriceBatchPreview, type Option } from './prices.api';
import { MarkdownLabelPreview } from './markdown-label-preview';
import { PriceLinesTable } from './price-lines-table';
import { rowProblemText, TIME_FORMAT } from './prices-format';

/** The fields both kinds of batch share, as the form holds them (zones with their names). */
export type BatchHeaderValues = {
  company_id?: number;
  name: string;
  starts_time?: Dayjs | null;
  base: boolean;
  zone_ids: Option[];
};

/** What the server takes of the shared fields; null until they are all there. */
export function headerBodyOf(values: Partial<BatchHeaderValues>, needsCompany: boolean) {
  const name = values.name?.trim() ?? '';
  const zones = values.zone_ids ?? [];
  if (!name || !values.starts_time || (!values.base && zones.length === 0) || (needsCompany && !values.company_id)) {
    return null;
  }
  return {
    ...(values.company_id ? { company_id: values.company_id } : {}),
    name,
    starts_time: values.starts_time.toISOString(),
    base: values.base ?? false,
    zone_ids: zones.map((zone) => zone.id),
  };
}

/** A time a batch starts or ends: minutes, not in the past. */
export function TimeField({
  name,
  label,
  requiredMessage,
  dependencies,
  check,
}: {
  name: 'starts_time' | 'ends_time';
  label: string;
  requiredMessage: string;
  dependencies?: string[];
  /** A further check, given the chosen time; throws what is wrong. */
  check?: (time: Dayjs) => void;
}) {
  const { t } = useTranslation('prices');
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={dependencies}
      rules={[
        { required: true, message: requiredMessage },
        {
          validator: async (_, value?: Dayjs | null) => {
            if (!value) {
              return;
            }
            if (value.isBefore(dayjs())) {
              throw new Error(t('startsInPast'));
            }
            check?.(value);
          },
        },
      ]}
    >
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format={TIME_FORMAT}
        aria-label={label}
        style={{ width: '100%' }}
        disabledDate={(day) => day.isBefore(dayjs(), 'day')}
      />
    </Form.Item>
  );
}

/** The batch's name and where it applies: the base price and/or zones, at least one. */
export function NameAndTargetFields({
  kind,
  companyId,
  disabled,
}: {
  kind: 'change' | 'markdown';
  companyId: number | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation('prices');
  return (
    <Row gutter={16}>
      <Col xs={24} md={10}>
        <Form.Item
          name="name"
          label={t('batchName')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: PRICE_BATCH_NAME_MAX, message: t('nameTooLong', { max: PRICE_BATCH_NAME_MAX }) },
          ]}
        >
          <Input placeholder={t(`namePlaceholder_${kind}`)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={14}>
        <Form.Item label={t(`targets_${kind}`)} required tooltip={t(`targetsHint_${kind}`)}>
          <Flex gap={12} align="start">
            <Form.Item name="base" valuePropName="checked" noStyle>
              <Checkbox style={{ whiteSpace: 'nowrap', marginTop: 5 }}>
                {t(kind === 'change' ? 'basePrice' : 'noZoneScales')}
              </Checkbox>
            </Form.Item>
            <Form.Item
              name="zone_ids"
              dependencies={['base']}
              style={{ flex: 1, marginBottom: 0 }}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, zones?: Option[]) => {
                    if (!getFieldValue('base') && (zones ?? []).length === 0) {
                      throw new Error(t('targetsRequired'));
                    }
                  },
                }),
              ]}
            >
              <ZoneMultiSelect
                companyId={companyId}
                disabled={disabled}
                placeholder={t(kind === 'change' ? 'pickZonesChange' : 'pickZonesMarkdown')}
              />
            </Form.Item>
          </Flex>
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * Puts the server's field messages where they belong: under the form's fields, and through
 * `placeLines` on the lines they name (`items.3.unit_price`). True when every message found a place.
 */
export function placeBatchErrors(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- either kind's form
  form: FormInstance<any>,
  error: unknown,
  placeLines: (field: string, message: string) => boolean = () => false,
): boolean {
  if (!(error instanceof ApiError)) {
    return false;
  }
  // The fields shown (a company not chosen yet has no value) and those holding a value.
  const known = new Set([
    ...Object.keys(form.getFieldsValue() as Record<string, unknown>),
    ...Object.keys(form.getFieldsValue(true) as Record<string, unknown>),
  ]);
  const entries = Object.entries(error.fields);
  let placedAll = entries.length > 0;
  const fields: { name: string; errors: string[] }[] = [];
  for (const [field, message] of entries) {
    const name = field.split('.')[0] ?? field;
    if (placeLines(field, message)) {
      continue;
    }
    if (known.has(name)) {
      fields.push({ name, errors: [message] });
    } else {
      placedAll = false;
    }
  }
  form.setFields(fields);
  return placedAll;
}

/**
 * The prices a batch would set, asked of the server as the form changes (once typing pauses):
 * before → after at every target, and the lines it would refuse with why.
 */
export function BatchPreview({ body, zones }: { body: CreatePriceBatchBody | null; zones: readonly Option[] }) {
  const { t } = useTranslation('prices');
  const text = body ? JSON.stringify(body) : '';
  const settled = useDebounced(text, 400);
  const preview = usePriceBatchPreview(body && settled === text ? body : null);
  const zoneName = (zoneId: number | null) =>
    zoneId === null
      ? t(body?.kind === 'markdown' ? 'noZoneScales' : 'basePrice')
      : (zones.find((zone) => zone.id === zoneId)?.name ?? `#${zoneId}`);

  if (!body) {
    return <Alert type="info" showIcon title={t('previewWaiting')} />;
  }
  if (preview.isError) {
    return <Alert type="warning" showIcon title={t('previewFailed')} description={errorText(preview.error)} />;
  }
  const data: PriceBatchPreview | undefined = preview.data;
  const goods = new Set(data?.lines.map((line) => line.good_id)).size;
  return (
    <Flex vertical gap={8} role="region" aria-label={t('preview')}>
      {data && (
        <Typography.Text type="secondary">{t('previewSummary', { lines: data.lines.length, goods })}</Typography.Text>
      )}
      {data && data.problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('previewProblems', { count: data.problems.length })}
          description={
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 120, overflow: 'auto' }}>
              {data.problems.map((problem) => (
                <li key={`${problem.good_id}-${problem.zone_id ?? 'base'}-${problem.reason}`}>
                  {[problem.plu, problem.name].filter((part) => part !== null && part !== '').join(' ')} ·{' '}
                  {zoneName(problem.zone_id)}: {rowProblemText(problem.reason, currentLanguage())}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <PriceLinesTable
        lines={data?.lines ?? []}
        loading={preview.isFetching || settled !== text}
        targetName={zoneName}
        pageSize={8}
        emptyText={t('previewEmpty')}
      />
      {body.kind === 'markdown' && data && data.lines.length > 0 && (
        <MarkdownLabelPreview
          lines={data.lines}
          companyId={typeof body.company_id === 'number' ? body.company_id : undefined}
        />
      )}
    </Flex>
  );
}
