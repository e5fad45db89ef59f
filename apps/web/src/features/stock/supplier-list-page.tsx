import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { SUPPLIER_STATUSES, type ListSuppliersQuery, type Supplier, type SupplierStatus } from '@tm/contracts';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure } from '../../shared/api-client';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { registerMessages } from '../../shared/i18n';
import { columnsWidth, usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { SheetExportButtons, SheetExportProgress, useSheetExport } from '../../shared/sheet-export';
import { ContactLine, type PhoneCard } from '../../shared/phone-cards';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { SupplierFormModal } from './supplier-form-modal';
import { downloadSuppliers, useDeleteSupplier, useSetSupplierStatus, useSuppliers } from './suppliers.api';
import { suppliersMessages } from './suppliers.messages';

registerMessages('suppliers', suppliersMessages);

type Filters = { q?: string | undefined; status?: string | undefined };

const isStatus = (value: string | undefined): value is SupplierStatus =>
  SUPPLIER_STATUSES.some((status) => status === value);

/** The list's filters from those in the address; values not of the list's are left out. */
function queryOf(filters: Filters): Omit<ListSuppliersQuery, 'page' | 'per_page'> {
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
  };
}

function SupplierStatusTag({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation('suppliers');
  return <Tag color={status === 'active' ? 'green' : 'default'}>{t(`status_${status}`)}</Tag>;
}

/** `stockMng/supplierList`: the company's suppliers, found by name, contact, phone or tax number. */
export function SupplierListPage() {
  const { t } = useTranslation('suppliers');
  const { modal, message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [form] = Form.useForm<Filters>();
  const [editing, setEditing] = useState<{ supplier?: Supplier } | null>(null);
  const query = queryOf(filters);
  const suppliers = useSuppliers({ ...query, ...paging });
  const pagination = usePagination(paging, suppliers.data?.meta.total, setPaging);
  const setStatus = useSetSupplierStatus();
  const remove = useDeleteSupplier();
  const confirmDelete = useConfirmDelete();
  const { exporting, exportAs } = useSheetExport((format, onProgress) =>
    downloadSuppliers({ ...query, format }, onProgress),
  );

  useEffect(() => {
    form.setFieldsValue({ q: filters.q, status: filters.status });
  }, [form, filters.q, filters.status]);

  const toggle = (supplier: Supplier) => {
    const disabling = supplier.status === 'active';
    modal.confirm({
      title: t(disabling ? 'disableTitle' : 'enableTitle'),
      content: t(disabling ? 'disableText' : 'enableText', {
        name: supplier.name,
        count: supplier.documents_count,
      }),
      okText: t(disabling ? 'disable' : 'enable'),
      okButtonProps: { danger: disabling },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await setStatus.mutateAsync({ id: supplier.id, status: disabling ? 'disabled' : 'active' });
        void message.success(t('common:saved'));
      }),
    });
  };

  const deleteSupplier = (supplier: Supplier) =>
    confirmDelete(supplier.name, async () => {
      await remove.mutateAsync(supplier.id);
      // The last row of the last page went: show the page that is last now.
      if (suppliers.data?.list.length === 1 && paging.page > 1) {
        setPaging(paging.page - 1, paging.per_page);
      }
    });

  const actionsOf = (supplier: Supplier) => (
    <Space wrap size={0}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ supplier })}>
        {t('common:edit')}
      </Button>
      <Button
        type="link"
        size="small"
        danger={supplier.status === 'active'}
        icon={supplier.status === 'active' ? <StopOutlined /> : <CheckCircleOutlined />}
        onClick={() => toggle(supplier)}
      >
        {t(supplier.status === 'active' ? 'disable' : 'enable')}
      </Button>
      {supplier.documents_count > 0 ? (
        <Tooltip title={t('cannotDelete', { count: supplier.documents_count })}>
          {/* A disabled button hears no pointer: the wrapper shows the reason on hover. */}
          <span>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} disabled>
              {t('common:delete')}
            </Button>
          </span>
        </Tooltip>
      ) : (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => deleteSupplier(supplier)}>
          {t('common:delete')}
        </Button>
      )}
    </Space>
  );

  // A disabled supplier's name is grey: it is kept for its documents, not chosen for new ones.
  const nameOf = (supplier: Supplier) => (
    <Typography.Text
      strong={supplier.status === 'active'}
      type={supplier.status === 'active' ? undefined : 'secondary'}
    >
      {supplier.name}
    </Typography.Text>
  );

  const columns: TableColumnsType<Supplier> = [
    {
      title: t('supplierName'),
      dataIndex: 'name',
      width: 190,
      render: (_, supplier) => (
        <>
          {nameOf(supplier)}
          {supplier.address && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {supplier.address}
              </Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { title: t('contactPerson'), dataIndex: 'contact_person', width: 90, render: (text: string) => text || '—' },
    { title: t('phoneNumber'), dataIndex: 'phone_number', width: 120, render: (text: string) => text || '—' },
    { title: t('taxNumber'), dataIndex: 'tax_number', width: 170, render: (text: string) => text || '—' },
    {
      title: t('bank'),
      key: 'bank',
      width: 170,
      render: (_, supplier) =>
        supplier.bank_name || supplier.bank_account ? (
          <>
            <div>{supplier.bank_name || '—'}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {supplier.bank_account}
            </Typography.Text>
          </>
        ) : (
          '—'
        ),
    },
    { title: t('documentsCount'), dataIndex: 'documents_count', width: 80, align: 'right' },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 80,
      render: (status: SupplierStatus) => <SupplierStatusTag status={status} />,
    },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 240,
      render: (_, supplier) => actionsOf(supplier),
    },
  ];

  // On a phone: whom to call with a tap, and what can be done; tax and bank are in the form.
  const supplierCard = (supplier: Supplier): PhoneCard => ({
    title: nameOf(supplier),
    extra: <SupplierStatusTag status={supplier.status} />,
    body: (
      <Flex vertical gap={4}>
        <ContactLine person={supplier.contact_person} phone={supplier.phone_number} />
        {supplier.address && <Typography.Text type="secondary">{supplier.address}</Typography.Text>}
        <Flex wrap align="center" justify="space-between" gap={8}>
          <Typography.Text type="secondary">
            {t('documentsCount')} {supplier.documents_count}
          </Typography.Text>
          {actionsOf(supplier)}
        </Flex>
      </Flex>
    ),
  });
  const emptyText = Object.keys(query).length === 0 ? t('emptySuppliers') : undefined;

  return (
    <Card
      title={t('shell:supplierList')}
      extra={
        <Space wrap>
          <SheetExportButtons exporting={exporting} exportAs={exportAs} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('createSupplier')}
          </Button>
        </Space>
      }
    >
      <SheetExportProgress exporting={exporting} total={suppliers.data?.meta.total} />
      <Form<Filters>
        form={form}
        name="supplier-filters"
        layout="inline"
        onFinish={(values) => setFilters({ ...values, q: values.q?.trim() })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input
            placeholder={t('searchSuppliers')}
            aria-label={t('searchSuppliers')}
            allowClear
            // Wide enough for its English placeholder, which names all four things it searches.
            style={{ width: 280 }}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 120 }}
            options={SUPPLIER_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <AdaptiveTable<Supplier>
        rowKey="id"
        columns={columns}
        dataSource={suppliers.data?.list ?? []}
        loading={listLoading(suppliers)}
        pagination={pagination}
        locale={emptyText ? { emptyText } : undefined}
        scroll={{ x: columnsWidth(columns) }}
        phoneCard={supplierCard}
      />
      <SupplierFormModal open={editing !== null} supplier={editing?.supplier} onClose={() => setEditing(null)} />
    </Card>
  );
}
