import { CalculatorOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import type { ListScalesQuery, Scale } from '@tm/contracts';
import { Avatar, Button, Card, Empty, Flex, Form, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import type { PhoneCard } from '../../shared/phone-cards';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { useIsSystemAdmin } from '../../shared/session';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { DeviceKeyDialog, type IssuedKey } from './device-key-dialog';
import { ScaleFormModal } from './scale-form-modal';
import { GoodsUsage, isScaleModelId, OnlineState, scaleManagePath, SyncState, useScaleModels } from './scale-state';
import { useDeleteScale, useScales } from './scales.api';
import { scalesMessages } from './scales.messages';

registerMessages('scales', scalesMessages);

type Filters = {
  name?: string | undefined;
  model?: string | undefined;
  online?: string | undefined;
  company_id?: number | undefined;
  shop_id?: number | undefined;
};

/** `scaleMng/scaleList`: the company's scales, whether they are online and have fetched the latest changes. */
export function ScaleListPage() {
  const { t } = useTranslation('scales');
  const isAdmin = useIsSystemAdmin();
  const area = isAdmin ? 'admin' : 'project';
  const navigate = useNavigate();
  const models = useScaleModels();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id', 'shop_id']);
  const { model, online, ...rest } = filters;
  const query: ListScalesQuery = {
    ...rest,
    ...(isScaleModelId(model) ? { model } : {}),
    ...(online === '0' || online === '1' ? { online } : {}),
    ...paging,
  };
  const scales = useScales(query);
  const pagination = usePagination(paging, scales.data?.meta.total, setPaging);
  const remove = useDeleteScale();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ scale?: Scale } | null>(null);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [form] = Form.useForm<Filters>();
  const emptyList = <Empty description={t('emptyHint')} />;
  // The shop picker lists the shops of the company chosen in the form: the address's company
  // until the user picks another one.
  const [companyId, setCompanyId] = useState(filters.company_id);
  const [addressCompany, setAddressCompany] = useState(filters.company_id);
  if (addressCompany !== filters.company_id) {
    setAddressCompany(filters.company_id);
    setCompanyId(filters.company_id);
  }

  // The search box shows the filters of the address (after Back or a reload).
  useEffect(() => {
    form.setFieldsValue({
      name: undefined,
      model: undefined,
      online: undefined,
      company_id: undefined,
      shop_id: undefined,
      ...filters,
    });
  }, [form, filters.name, filters.model, filters.online, filters.company_id, filters.shop_id]); // eslint-disable-line react-hooks/exhaustive-deps

  const search = (values: Filters) =>
    setFilters({
      name: values.name?.trim(),
      model: values.model,
      online: values.online,
      company_id: values.company_id,
      shop_id: values.shop_id,
    });

  const actionsOf = (scale: Scale) => (
    <Space wrap size={0}>
      <Button
        type="link"
        size="small"
        icon={<SettingOutlined />}
        onClick={() => void navigate(scaleManagePath(area, scale))}
      >
        {t('manage')}
      </Button>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ scale })}>
        {t('common:edit')}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        onClick={() => confirmDelete(scale.scale_name, () => remove.mutateAsync(scale))}
      >
        {t('common:delete')}
      </Button>
    </Space>
  );
  const nameLink = (scale: Scale) => <Link to={scaleManagePath(area, scale)}>{scale.scale_name}</Link>;
  // On a phone: is it on, is it up to date, where is it; the identity columns are for a wider screen.
  const scaleCard = (scale: Scale): PhoneCard => ({
    title: nameLink(scale),
    extra: <OnlineState scale={scale} />,
    body: (
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {isAdmin ? `${scale.company_name} · ${scale.shop_name}` : scale.shop_name}
        </Typography.Text>
        <Flex wrap align="center" gap={12}>
          <SyncState pending={scale.pending_changes} />
          <span>
            {t('goodsOnScale')} <GoodsUsage scale={scale} />
          </span>
          <span>
            {t('tradesToday')} {scale.trades_today}
          </span>
        </Flex>
        {actionsOf(scale)}
      </Flex>
    ),
  });

  // What a shop owner checks first (is it on, is it up to date) comes right after the name; the
  // identity columns follow.
  const columns: TableColumnsType<Scale> = [
    {
      title: t('image'),
      dataIndex: 'img_url',
      width: 76,
      render: (url: string) => <Avatar alt="" shape="square" src={url || undefined} icon={<CalculatorOutlined />} />,
    },
    {
      title: t('name'),
      dataIndex: 'scale_name',
      width: 150,
      render: (_, scale) => nameLink(scale),
    },
    { title: t('shop'), dataIndex: 'shop_name', width: 140 },
    ...(isAdmin ? [{ title: t('company'), dataIndex: 'company_name', width: 140 }] : []),
    { title: t('status'), key: 'online', width: 150, render: (_, scale) => <OnlineState scale={scale} /> },
    { title: t('goodsOnScale'), key: 'goods', width: 110, render: (_, scale) => <GoodsUsage scale={scale} /> },
    {
      title: t('syncState'),
      dataIndex: 'pending_changes',
      width: 130,
      render: (pending: number) => <SyncState pending={pending} />,
    },
    { title: t('tradesToday'), dataIndex: 'trades_today', width: 100, align: 'right' },
    { title: t('model'), dataIndex: 'model', width: 160, render: models.nameOf },
    {
      title: t('scaleUuid'),
      dataIndex: 'scale_uuid',
      width: 170,
      render: (uuid: string) => (
        <Typography.Text copyable={{ tooltips: [t('copy'), t('copied')] }} style={{ fontSize: 12 }}>
          {uuid}
        </Typography.Text>
      ),
    },
    { title: t('firmware'), dataIndex: 'firmware', width: 100, render: (firmware: string) => firmware || '—' },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_, scale) => actionsOf(scale),
    },
  ];

  return (
    <Card
      title={t('shell:scaleList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('createScale')}
        </Button>
      }
    >
      <Form<Filters>
        form={form}
        name="scale-filters"
        layout="inline"
        onFinish={search}
        onValuesChange={(changed: Filters) => {
          if ('company_id' in changed) {
            setCompanyId(changed.company_id);
          }
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {isAdmin && (
          <Form.Item name="company_id">
            <CompanyPicker filter />
          </Form.Item>
        )}
        <Form.Item name="shop_id">
          <ShopPicker filter companyId={companyId} />
        </Form.Item>
        <Form.Item name="name">
          <Input placeholder={t('searchName')} aria-label={t('searchName')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="model">
          <Select
            allowClear
            placeholder={t('allModels')}
            aria-label={t('model')}
            style={{ width: 190 }}
            options={models.options}
          />
        </Form.Item>
        <Form.Item name="online">
          <Select
            allowClear
            placeholder={t('allStates')}
            aria-label={t('status')}
            style={{ width: 110 }}
            options={[
              { value: '1', label: t('online') },
              { value: '0', label: t('offline') },
            ]}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <AdaptiveTable<Scale>
        rowKey="id"
        columns={columns}
        dataSource={scales.data?.list ?? []}
        loading={listLoading(scales)}
        scroll={{ x: isAdmin ? 1700 : 1560 }}
        locale={{ emptyText: emptyList }}
        pagination={pagination}
        phoneCard={scaleCard}
      />
      <ScaleFormModal
        open={editing !== null}
        scale={editing?.scale}
        chooseCompany={isAdmin}
        onClose={() => setEditing(null)}
        onCreated={setIssued}
      />
      <DeviceKeyDialog issued={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
