import { PAY_PERMISSION, type Company, type ListCompaniesQuery, type PayPermission } from '@tm/contracts';
import { App, Card, Empty, Form, Input, Select, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { useCompanies, useSetPayPermission } from './permissions.api';
import { permissionsMessages } from './permissions.messages';

registerMessages('permissions', permissionsMessages);

type Filters = { name?: string | undefined };

const PAY_LABELS: Record<PayPermission, string> = {
  [PAY_PERMISSION.NONE]: 'payNone',
  [PAY_PERMISSION.ALLOWED]: 'payAllowed',
  [PAY_PERMISSION.MERCHANT]: 'payMerchant',
};

/** `PayPermission/companyList`: whether a company may register as a merchant, or already is one. */
export function PayPermissionPage() {
  const { t } = useTranslation('permissions');
  const { modal, message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [form] = Form.useForm<Filters>();
  const query: ListCompaniesQuery = { ...filters, ...paging };
  // The search box shows the filter of the address (after Back or a reload).
  useEffect(() => {
    form.setFieldsValue({ name: filters.name });
  }, [form, filters.name]);
  const companies = useCompanies(query);
  const pagination = usePagination(paging, companies.data?.meta.total, setPaging);
  const setPayPermission = useSetPayPermission();
  const options = Object.values(PAY_PERMISSION).map((value) => ({ value, label: t(PAY_LABELS[value]) }));

  // The select keeps showing the saved value until the change is confirmed and saved.
  const confirmChange = (company: Company, next: PayPermission) =>
    modal.confirm({
      title: t('payConfirmTitle'),
      content: t('payConfirmText', { company: company.name, permission: t(PAY_LABELS[next]) }),
      okText: t('common:ok'),
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await setPayPermission.mutateAsync({ id: company.id, permissions_type: next });
        message.success(t('common:saved'));
      }),
    });

  const columns: TableColumnsType<Company> = [
    { title: t('company'), dataIndex: 'name' },
    { title: t('contactPerson'), dataIndex: 'contact_person', render: (text: string) => text || '—' },
    { title: t('phoneNumber'), dataIndex: 'phone_number', render: (text: string) => text || '—' },
    {
      title: t('payPermission'),
      dataIndex: 'pay_permission',
      width: 240,
      render: (value: PayPermission, company) => (
        <Select<PayPermission>
          aria-label={`${t('payPermission')} ${company.name}`}
          value={value}
          options={options}
          onChange={(next) => confirmChange(company, next)}
          style={{ width: 200 }}
        />
      ),
    },
  ];

  const search = (values: Filters) => setFilters({ name: values.name?.trim() });

  return (
    <Card title={t('shell:payPermission')}>
      <Form<Filters>
        form={form}
        name="pay-permission-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="name">
          <Input placeholder={t('searchName')} allowClear aria-label={t('searchName')} />
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
        scroll={{ x: 700 }}
        locale={{ emptyText: <Empty description={t('emptyHint')} /> }}
        pagination={pagination}
      />
    </Card>
  );
}
