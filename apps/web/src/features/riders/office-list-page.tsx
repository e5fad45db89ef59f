import { CheckCircleOutlined, EditOutlined, EyeOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { ListOfficesQuery, Office, PartyStatus } from '@tm/contracts';
import { App, Button, Card, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure } from '../../shared/api-client';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { OfficeFormModal } from './office-form-modal';
import { officePath, RegionTags, StatusTag, STATUS_OPTIONS } from './party-tags';
import { useOffices, useUpdateOffice } from './riders.api';
import { ridersMessages } from './riders.messages';

registerMessages('riders', ridersMessages);

type Filters = { q?: string | undefined; status?: string | undefined };

const isStatus = (value: string | undefined): value is PartyStatus => value === 'active' || value === 'suspended';

/** `riderMng/adminList` (administrators): the regional back offices, their regions, riders and balance. */
export function OfficeListPage() {
  const { t } = useTranslation('riders');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [editing, setEditing] = useState<{ office?: Office } | null>(null);
  const [form] = Form.useForm<Filters>();
  const query: ListOfficesQuery = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(isStatus(filters.status) ? { status: filters.status } : {}),
    ...paging,
  };
  const offices = useOffices(query);
  const pagination = usePagination(paging, offices.data?.meta.total, setPaging);
  const update = useUpdateOffice();

  useEffect(() => {
    form.setFieldsValue({ q: filters.q, status: filters.status });
  }, [form, filters.q, filters.status]);

  const toggle = (office: Office) => {
    const suspending = office.status === 'active';
    modal.confirm({
      title: t(suspending ? 'suspendOfficeTitle' : 'resumeOfficeTitle'),
      content: t(suspending ? 'suspendOfficeText' : 'resumeOfficeText', { name: office.name }),
      okText: t(suspending ? 'suspend' : 'resume'),
      okButtonProps: { danger: suspending },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await update.mutateAsync({ id: office.id, body: { status: suspending ? 'suspended' : 'active' } });
        message.success(t('common:saved'));
      }),
    });
  };

  const columns: TableColumnsType<Office> = [
    {
      title: t('officeName'),
      dataIndex: 'name',
      fixed: 'left',
      width: 200,
      render: (name: string, office) => <Link to={officePath(office.id)}>{name}</Link>,
    },
    { title: t('regions'), key: 'regions', width: 220, render: (_, office) => <RegionTags regions={office.regions} /> },
    { title: t('manager'), key: 'manager', width: 120, render: (_, office) => office.manager?.name ?? '—' },
    {
      title: t('contact'),
      key: 'contact',
      width: 160,
      render: (_, office) => [office.contact_person, office.phone_number].filter(Boolean).join(' ') || '—',
    },
    { title: t('ridersCount'), dataIndex: 'riders_count', width: 80, align: 'right' },
    { title: t('balance'), dataIndex: 'balance_fen', width: 130, align: 'right', render: formatFen },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      render: (status: PartyStatus) => <StatusTag status={status} />,
    },
    { title: t('createdTime'), dataIndex: 'created_time', width: 150, render: formatTime },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_, office) => (
        <Space wrap size={0}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => void navigate(officePath(office.id))}>
            {t('detail')}
          </Button>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ office })}>
            {t('common:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger={office.status === 'active'}
            icon={office.status === 'active' ? <StopOutlined /> : <CheckCircleOutlined />}
            onClick={() => toggle(office)}
          >
            {t(office.status === 'active' ? 'suspend' : 'resume')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('shell:officeList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('createOffice')}
        </Button>
      }
    >
      <Form<Filters>
        form={form}
        name="office-filters"
        layout="inline"
        onFinish={(values) => setFilters({ q: values.q?.trim(), status: values.status })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="q">
          <Input placeholder={t('searchOffices')} aria-label={t('searchOffices')} allowClear style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 120 }}
            options={STATUS_OPTIONS.map((status) => ({ value: status, label: t(`status_${status}`) }))}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            setFilters({});
          }}
        />
      </Form>
      <AdaptiveTable<Office>
        rowKey="id"
        columns={columns}
        dataSource={offices.data?.list ?? []}
        loading={listLoading(offices)}
        scroll={{ x: 1300 }}
        pagination={pagination}
      />
      <OfficeFormModal open={editing !== null} office={editing?.office} onClose={() => setEditing(null)} />
    </Card>
  );
}
