import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListPriceZonesQuery, PriceZone } from '@tm/contracts';
import { App, Button, Card, Flex, Form, Input, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { columnsWidth, usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { CardFacts, type PhoneCard } from '../../shared/phone-cards';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { PriceZoneFormModal } from './price-zone-form-modal';
import { useDeletePriceZone, usePriceZones } from './prices.api';
import { pricesMessages } from './prices.messages';
import { usePriceArea } from './use-price-area';

registerMessages('prices', pricesMessages);

type Filters = { q?: string | undefined; company_id?: number | undefined };

/** Names in a cell: the first few as tags, and how many more. */
function NameTags({ names, empty }: { names: string[]; empty: string }) {
  const { t } = useTranslation('prices');
  const SHOWN = 4;
  if (names.length === 0) {
    return <Typography.Text type="secondary">{empty}</Typography.Text>;
  }
  return (
    <Space size={[0, 4]} wrap>
      {names.slice(0, SHOWN).map((name, index) => (
        <Tag key={`${name}-${index}`}>{name}</Tag>
      ))}
      {names.length > SHOWN && (
        <Typography.Text type="secondary">{t('andMore', { count: names.length - SHOWN })}</Typography.Text>
      )}
    </Space>
  );
}

/**
 * `goodMng/priceZones`: the company's price zones, the shops and single scales in each, and how many
 * goods have a price of their own there.
 */
export function PriceZoneListPage() {
  const { t } = useTranslation('prices');
  const { isAdmin } = usePriceArea();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id']);
  const [form] = Form.useForm<Filters>();
  const [editing, setEditing] = useState<{ zone?: PriceZone } | null>(null);
  const query: ListPriceZonesQuery = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(isAdmin && filters.company_id ? { company_id: filters.company_id } : {}),
  };
  const zones = usePriceZones({ ...query, ...paging });
  const pagination = usePagination(paging, zones.data?.meta.total, setPaging);
  const remove = useDeletePriceZone();
  const { modal, message } = App.useApp();

  useEffect(() => {
    form.setFieldsValue({ q: filters.q, company_id: filters.company_id });
  }, [form, filters.q, filters.company_id]);

  /** Deleting says what follows for the scales; the server refuses while batches use the zone. */
  const deleteZone = (zone: PriceZone) =>
    modal.confirm({
      title: t('common:deleteConfirmTitle'),
      content: t('deleteZoneText', { name: zone.name, count: zone.overrides_count }),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await remove.mutateAsync(zone.id);
        void message.success(t('common:deleted'));
        // The last row of the last page went: show the page that is last now.
        if (zones.data?.list.length === 1 && paging.page > 1) {
          setPaging(paging.page - 1, paging.per_page);
        }
      }),
    });

  const shopTags = (zone: PriceZone) => <NameTags names={zone.shops.map((shop) => shop.name)} empty={t('noShops')} />;
  const scaleTags = (zone: PriceZone) => (
    <NameTags names={zone.scales.map((scale) => scale.scale_name)} empty={t('noScales')} />
  );
  const actionsOf = (zone: PriceZone) => (
    <Space wrap size={0}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ zone })}>
        {t('common:edit')}
      </Button>
      <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => deleteZone(zone)}>
        {t('common:delete')}
      </Button>
    </Space>
  );

  const columns: TableColumnsType<PriceZone> = [
    {
      title: t('zoneName'),
      dataIndex: 'name',
      width: 180,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: t('note'), dataIndex: 'note', width: 200, ellipsis: true, render: (note: string) => note || '—' },
    {
      title: t('zoneShops'),
      key: 'shops',
      width: 200,
      render: (_, zone) => shopTags(zone),
    },
    {
      title: t('zoneScales'),
      key: 'scales',
      width: 160,
      render: (_, zone) => scaleTags(zone),
    },
    {
      title: t('overridesCount'),
      dataIndex: 'overrides_count',
      width: 140,
      align: 'right',
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 150,
      render: (_, zone) => actionsOf(zone),
    },
  ];

  // On a phone: where the zone's prices apply and how many goods have one, then its actions.
  const zoneCard = (zone: PriceZone): PhoneCard => ({
    title: zone.name,
    body: (
      <Flex vertical gap={8}>
        {zone.note && <Typography.Text type="secondary">{zone.note}</Typography.Text>}
        <CardFacts
          facts={[
            { key: 'shops', label: t('zoneShops'), value: shopTags(zone) },
            { key: 'scales', label: t('zoneScales'), value: scaleTags(zone) },
            { key: 'overrides', label: t('overridesCount'), value: zone.overrides_count },
          ]}
        />
        <Flex justify="flex-end">{actionsOf(zone)}</Flex>
      </Flex>
    ),
  });
  const emptyText = Object.keys(query).length === 0 ? t('emptyZones') : t('noZonesMatch');

  return (
    <Card
      title={t('shell:priceZones')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('newZone')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('zonesIntro')}</Typography.Paragraph>
      <Form<Filters>
        form={form}
        name="price-zone-filters"
        layout="inline"
        onFinish={(values) => setFilters({ ...values, q: values.q?.trim() })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {isAdmin && (
          <Form.Item name="company_id">
            <CompanyPicker filter />
          </Form.Item>
        )}
        <Form.Item name="q">
          <Input placeholder={t('searchZones')} aria-label={t('searchZones')} allowClear style={{ width: 220 }} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <AdaptiveTable<PriceZone>
        rowKey="id"
        columns={columns}
        dataSource={zones.data?.list ?? []}
        loading={listLoading(zones)}
        pagination={pagination}
        locale={{ emptyText }}
        scroll={{ x: columnsWidth(columns) }}
        phoneCard={zoneCard}
      />
      {editing && (
        <PriceZoneFormModal zone={editing.zone} companyId={filters.company_id} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
