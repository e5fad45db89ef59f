import { EditOutlined, PlusOutlined, StopOutlined, TeamOutlined, CheckCircleOutlined } from '@ant-design/icons';
import type { Company, ListCompaniesQuery } from '@tm/contracts';
import { App, Button, Card, DatePicker, Drawer, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { columnsWidth, usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { useCompanies, useSetCompanyDisabled } from './companies.api';
import { companiesMessages } from './companies.messages';
import { CompanyFormModal } from './company-form-modal';
import { CompanyMembers } from './company-members';

registerMessages('companies', companiesMessages);

type Filters = {
  name?: string | undefined;
  contact?: string | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
  is_disabled?: string | undefined;
};
type FormValues = { name?: string; contact?: string; created?: [Dayjs, Dayjs] | null; is_disabled?: string };

/** `companyMng/companyList` (administrators): every company, its features, users and status. */
export function CompanyListPage() {
  const { t } = useTranslation('companies');
  const { modal, message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [editing, setEditing] = useState<{ company?: Company } | null>(null);
  const [membersOf, setMembersOf] = useState<Company | null>(null);
  const [form] = Form.useForm<FormValues>();
  const { is_disabled: status, ...textFilters } = filters;
  const query: ListCompaniesQuery = {
    ...textFilters,
    ...(status === '0' || status === '1' ? { is_disabled: status } : {}),
    ...paging,
  };
  const companies = useCompanies(query);
  const pagination = usePagination(paging, companies.data?.meta.total, setPaging);
  const setDisabled = useSetCompanyDisabled();

  useEffect(() => {
    form.setFieldsValue({
      name: filters.name,
      contact: filters.contact,
      is_disabled: filters.is_disabled,
      created:
        filters.created_from && filters.created_to ? [dayjs(filters.created_from), dayjs(filters.created_to)] : null,
    });
  }, [form, filters.name, filters.contact, filters.is_disabled, filters.created_from, filters.created_to]);

  const search = (values: FormValues) =>
    setFilters({
      name: values.name?.trim(),
      contact: values.contact?.trim(),
      is_disabled: values.is_disabled,
      created_from: values.created?.[0].format('YYYY-MM-DD'),
      created_to: values.created?.[1].format('YYYY-MM-DD'),
    });

  const toggle = (company: Company) =>
    modal.confirm({
      title: company.is_disabled ? t('enableConfirmTitle') : t('disableConfirmTitle'),
      content: company.is_disabled
        ? t('enableConfirmText', { name: company.name })
        : t('disableConfirmText', { name: company.name }),
      okText: company.is_disabled ? t('enable') : t('disable'),
      okButtonProps: { danger: !company.is_disabled },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await setDisabled.mutateAsync({ id: company.id, is_disabled: !company.is_disabled });
        message.success(t('common:saved'));
      }),
    });

  const columns: TableColumnsType<Company> = [
    { title: t('name'), dataIndex: 'name', fixed: 'left', width: 200 },
    { title: t('contactPerson'), dataIndex: 'contact_person', width: 120 },
    { title: t('phoneNumber'), dataIndex: 'phone_number', width: 130 },
    { title: t('users'), dataIndex: 'user_count', width: 80, align: 'right' },
    { title: t('shops'), dataIndex: 'shop_count', width: 80, align: 'right' },
    {
      title: t('status'),
      dataIndex: 'is_disabled',
      width: 90,
      render: (isDisabled: boolean) =>
        isDisabled ? <Tag color="red">{t('disabled')}</Tag> : <Tag color="green">{t('enabled')}</Tag>,
    },
    { title: t('createdTime'), dataIndex: 'created_time', render: formatTime, width: 150 },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 250,
      render: (_, company) => (
        <Space wrap size={0}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ company })}>
            {t('common:edit')}
          </Button>
          <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setMembersOf(company)}>
            {t('members')}
          </Button>
          <Button
            type="link"
            size="small"
            danger={!company.is_disabled}
            icon={company.is_disabled ? <CheckCircleOutlined /> : <StopOutlined />}
            onClick={() => toggle(company)}
          >
            {company.is_disabled ? t('enable') : t('disable')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('shell:companyList')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('createCompany')}
        </Button>
      }
    >
      <Form<FormValues>
        form={form}
        name="company-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="name">
          <Input placeholder={t('searchName')} aria-label={t('searchName')} allowClear />
        </Form.Item>
        <Form.Item name="contact">
          <Input placeholder={t('searchContact')} aria-label={t('searchContact')} allowClear />
        </Form.Item>
        <Form.Item name="created">
          <DatePicker.RangePicker aria-label={t('createdRange')} />
        </Form.Item>
        <Form.Item name="is_disabled">
          <Select
            allowClear
            placeholder={t('allStatuses')}
            aria-label={t('status')}
            style={{ width: 120 }}
            options={[
              { value: '0', label: t('enabled') },
              { value: '1', label: t('disabled') },
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
      <AdaptiveTable<Company>
        rowKey="id"
        columns={columns}
        dataSource={companies.data?.list ?? []}
        loading={listLoading(companies)}
        scroll={{ x: columnsWidth(columns) }}
        pagination={pagination}
      />
      <CompanyFormModal open={editing !== null} company={editing?.company} onClose={() => setEditing(null)} />
      <Drawer
        open={membersOf !== null}
        title={membersOf ? t('membersTitle', { name: membersOf.name }) : ''}
        size="large"
        onClose={() => setMembersOf(null)}
        destroyOnHidden
      >
        {membersOf && <CompanyMembers companyId={membersOf.id} canLinkAccounts />}
      </Drawer>
    </Card>
  );
}
