import { EyeOutlined, FallOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PRICE_BATCH_GOODS_MAX,
  PRICE_BATCH_KINDS,
  PRICE_BATCH_STATUSES,
  type ListPriceBatchesQuery,
  type PriceBatch,
  type PriceBatchKind,
  type PriceBatchStatus,
} from '@tm/contracts';
import { Button, Card, Flex, Form, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import type { PhoneCard } from '../../shared/phone-cards';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { MarkdownFormModal } from './markdown-form-modal';
import { PriceBatchActions } from './price-batch-actions';
import { BatchContent, BatchKindTag, BatchStatusTag, BatchTargets, RollbackLinks } from './price-batch-tags';
import { PriceChangeFormModal } from './price-change-form-modal';
import { ZonePicker } from './price-pickers';
import { usePriceBatches } from './prices.api';
import { pricesMessages } from './prices.messages';
import { usePriceArea } from './use-price-area';

registerMessages('prices', pricesMessages);

type Filters = {
  q?: string | undefined;
  company_id?: number | undefined;
  kind?: string | undefined;
  status?: string | undefined;
  zone_id?: number | undefined;
};

const isKind = (value: string | null | undefined): value is PriceBatchKind =>
  PRICE_BATCH_KINDS.some((kind) => kind === value);
const isStatus = (value: string | undefined): value is PriceBatchStatus =>
  PRICE_BATCH_STATUSES.some((status) => status === value);

/** The list's query from the address: only what the list knows, so a hand-edited link cannot break it. */
function batchesQueryOf(filters: Filters, isAdmin: boolean): Omit<ListPriceBatchesQuery, 'page' | 'per_page'> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(isAdmin && filters.company_id ? { company_id: filters.company_id } : {}),
    ...(isKind(filters.kind) ? { kind: filters.kind } : {}),
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...(filters.zone_id ? { zone_id: filters.zone_id } : {}),
  };
}

/** The goods a link names (`goods=1,2,3`), each once, as many as one batch takes. */
function goodIdsOf(text: string | null): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, PRICE_BATCH_GOODS_MAX);
}

/**
 * `goodMng/priceBatches`: price changes and markdowns, filtered in the address. The new-batch forms
 * open from the address too (`?new=change&goods=1,2,3` from the goods list, `?new=markdown`).
 */
export function PriceBatchListPage() {
  const { t } = useTranslation('prices');
  const navigate = useNavigate();
  const { isAdmin, batchPathOf } = usePriceArea();
  const [params, setParams] = useSearchParams();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id', 'zone_id']);
  const [form] = Form.useForm<Filters>();
  const companyId = Form.useWatch('company_id', form);
  const query = batchesQueryOf(filters, isAdmin);
  const batches = usePriceBatches({ ...query, ...paging });
  const pagination = usePagination(paging, batches.data?.meta.total, setPaging);
  const creating = params.get('new');
  const emptyText = Object.keys(query).length === 0 ? t('emptyBatches') : t('noBatchesMatch');

  useEffect(() => {
    form.setFieldsValue({
      q: filters.q,
      company_id: filters.company_id,
      kind: filters.kind,
      status: filters.status,
      zone_id: filters.zone_id,
    });
  }, [form, filters.q, filters.company_id, filters.kind, filters.status, filters.zone_id]);

  /** The forms open and close in the address, so the goods list can link to a prefilled one. */
  const openForm = (kind: PriceBatchKind) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('new', kind);
      next.delete('goods');
      return next;
    });
  const closeForm = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('new');
      next.delete('goods');
      return next;
    });

  const nameLink = (batch: PriceBatch) => <Link to={batchPathOf(batch.id)}>{batch.name}</Link>;
  const whenOf = (batch: PriceBatch) => (
    <>
      <div>{formatTime(batch.starts_time)}</div>
      {batch.ends_time && (
        <Typography.Text type="secondary">
          {t('until')} {formatTime(batch.ends_time)}
        </Typography.Text>
      )}
    </>
  );
  const actionsOf = (batch: PriceBatch) => (
    <Space size={0} wrap>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void navigate(batchPathOf(batch.id))}>
        {t('view')}
      </Button>
      <PriceBatchActions batch={batch} compact />
    </Space>
  );
  // On a phone: what it is and where it stands, when, what it changes and for which shops.
  const batchCard = (batch: PriceBatch): PhoneCard => ({
    title: nameLink(batch),
    extra: <BatchKindTag kind={batch.kind} />,
    body: (
      <Flex vertical gap={4}>
        <Flex wrap align="flex-start" gap={8}>
          <BatchStatusTag status={batch.status} />
          <div>{whenOf(batch)}</div>
        </Flex>
        <BatchContent batch={batch} />
        <BatchTargets batch={batch} />
        <RollbackLinks batch={batch} />
        {actionsOf(batch)}
      </Flex>
    ),
  });

  const columns: TableColumnsType<PriceBatch> = [
    {
      title: t('batchName'),
      key: 'name',
      width: 220,
      render: (_, batch) => (
        <Space orientation="vertical" size={2}>
          {nameLink(batch)}
          <RollbackLinks batch={batch} />
        </Space>
      ),
    },
    { title: t('kind'), dataIndex: 'kind', width: 80, render: (kind: PriceBatchKind) => <BatchKindTag kind={kind} /> },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      render: (status: PriceBatchStatus) => <BatchStatusTag status={status} />,
    },
    {
      title: t('when'),
      key: 'when',
      width: 170,
      render: (_, batch) => whenOf(batch),
    },
    { title: t('targetsColumn'), key: 'targets', width: 200, render: (_, batch) => <BatchTargets batch={batch} /> },
    { title: t('content'), key: 'content', width: 170, render: (_, batch) => <BatchContent batch={batch} /> },
    {
      title: t('createdBy'),
      key: 'created',
      width: 150,
      render: (_, batch) => (
        <>
          <div>{batch.created_by_name}</div>
          <Typography.Text type="secondary">{formatTime(batch.created_time)}</Typography.Text>
        </>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 220,
      render: (_, batch) => actionsOf(batch),
    },
  ];

  return (
    <Card
      title={t('shell:priceBatches')}
      extra={
        <Space wrap>
          <Button icon={<FallOutlined />} onClick={() => openForm('markdown')}>
            {t('newMarkdown')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm('change')}>
            {t('newChange')}
          </Button>
        </Space>
      }
    >
      <Form<Filters>
        form={form}
        name="price-batch-filters"
        layout="inline"
        onFinish={(values) => setFilters({ ...values, q: values.q?.trim() })}
        onValuesChange={(changed: Filters) => {
          if ('company_id' in changed) {
            form.setFieldValue('zone_id', undefined);
          }
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {isAdmin && (
          <Form.Item name="company_id">
            <CompanyPicker filter />
          </Form.Item>
        )}
        <Form.Item name="q">
          <Input placeholder={t('searchBatches')} aria-label={t('searchBatches')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="kind">
          <Select
            allowClear
            placeholder={t('allKinds')}
            aria-label={t('kind')}
            style={{ width: 110 }}
            options={PRICE_BATCH_KINDS.map((kind) => ({ value: kind, label: t(`kind_${kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 120 }}
            options={PRICE_BATCH_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="zone_id">
          <ZonePicker filter companyId={isAdmin ? companyId : undefined} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <AdaptiveTable<PriceBatch>
        rowKey="id"
        columns={columns}
        dataSource={batches.data?.list ?? []}
        loading={listLoading(batches)}
        pagination={pagination}
        scroll={{ x: 1400 }}
        locale={{ emptyText }}
        phoneCard={batchCard}
      />
      {creating === 'change' && (
        <PriceChangeFormModal
          goodIds={goodIdsOf(params.get('goods'))}
          companyId={isAdmin ? filters.company_id : undefined}
          onClose={closeForm}
        />
      )}
      {creating === 'markdown' && (
        <MarkdownFormModal companyId={isAdmin ? filters.company_id : undefined} onClose={closeForm} />
      )}
    </Card>
  );
}
