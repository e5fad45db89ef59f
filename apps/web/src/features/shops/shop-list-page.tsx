import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { isAdminRole, type ListShopsQuery, type Shop } from '@tm/contracts';
import { Button, Card, Empty, Form, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { SearchActions, usePagination } from '../../shared/list-controls';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { parseRole, useSession } from '../../shared/session';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { ShopFormModal } from './shop-form-modal';
import { useDeleteShop, useShops } from './shops.api';
import { shopsMessages } from './shops.messages';

registerMessages('shops', shopsMessages);

type Filters = { name?: string | undefined; contact?: string | undefined; company_id?: number | undefined };

export function ShopListPage() {
  const { t } = useTranslation('shops');
  const session = useSession();
  const isAdmin = isAdminRole(parseRole(session?.role_type) ?? 'USER');
  const area = isAdmin ? 'admin' : 'project';
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id']);
  const [editing, setEditing] = useState<{ shop?: Shop } | null>(null);
  const [form] = Form.useForm<Filters>();
  const query: ListShopsQuery = { ...filters, ...paging };
  // The search box shows the filters of the address (after Back or a reload).
  useEffect(() => {
    form.setFieldsValue({ name: undefined, contact: undefined, company_id: undefined, ...filters });
  }, [form, filters.name, filters.contact, filters.company_id]); // eslint-disable-line react-hooks/exhaustive-deps
  const shops = useShops(query);
  const pagination = usePagination(paging, shops.data?.meta.total, setPaging);
  const remove = useDeleteShop();

  const confirmDelete = useConfirmDelete();

  const columns: TableColumnsType<Shop> = [
    {
      title: t('name'),
      dataIndex: 'name',
      render: (name: string, shop) => <Link to={`/${area}/shopMng/shopList/manage/${shop.id}`}>{name}</Link>,
    },
    ...(isAdmin ? [{ title: t('company'), dataIndex: 'company_name' }] : []),
    { title: t('contactPerson'), dataIndex: 'contact_person' },
    { title: t('phoneNumber'), dataIndex: 'phone_number' },
    { title: t('address'), dataIndex: 'address', ellipsis: true },
    {
      title: t('categories'),
      dataIndex: 'categories',
      render: (categories: string[]) => categories.map((c) => <Tag key={c}>{c}</Tag>),
    },
    { title: t('updatedTime'), dataIndex: 'last_modified_time', render: formatTime, width: 150 },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 150,
      render: (_, shop) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ shop })}>
            {t('common:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => confirmDelete(shop.name, () => remove.mutateAsync(shop.id))}
          >
            {t('common:delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const search = (values: Filters) =>
    setFilters({ name: values.name?.trim(), contact: values.contact?.trim(), company_id: values.company_id });

  return (
    <Card
      title={t('shell:shopList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('createShop')}
        </Button>
      }
    >
      <Form<Filters>
        form={form}
        name="shop-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {isAdmin && (
          <Form.Item name="company_id">
            <CompanyPicker />
          </Form.Item>
        )}
        <Form.Item name="name">
          <Input placeholder={t('searchName')} allowClear aria-label={t('searchName')} />
        </Form.Item>
        <Form.Item name="contact">
          <Input placeholder={t('searchContact')} allowClear aria-label={t('searchContact')} />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <Table<Shop>
        rowKey="id"
        columns={columns}
        dataSource={shops.data?.list ?? []}
        loading={listLoading(shops)}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('emptyHint')} /> }}
        pagination={pagination}
      />
      <ShopFormModal
        open={editing !== null}
        shop={editing?.shop}
        chooseCompany={isAdmin}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
