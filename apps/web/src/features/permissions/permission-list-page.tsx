import { COMPANY_FEATURES, type Company, type ListCompaniesQuery, type Permission } from '@tm/contracts';
import { Alert, App, Card, Checkbox, Empty, Form, Input, Tooltip, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { currentLanguage, registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { useListQuery } from '../../shared/use-list-query';
import { useCompanies, useFeatures, useSetPermissions } from './permissions.api';
import { permissionsMessages } from './permissions.messages';

registerMessages('permissions', permissionsMessages);

type Filters = { name?: string | undefined };

/** `companyMng/permissionList`: which console features each company may use, one checkbox a feature. */
export function PermissionListPage() {
  const { t } = useTranslation('permissions');
  const { message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [form] = Form.useForm<Filters>();
  const query: ListCompaniesQuery = { ...filters, ...paging };
  // The search box shows the filter of the address (after Back or a reload).
  useEffect(() => {
    form.setFieldsValue({ name: filters.name });
  }, [form, filters.name]);
  const companies = useCompanies(query);
  const pagination = usePagination(paging, companies.data?.meta.total, setPaging);
  const features = useFeatures(currentLanguage());
  const save = useSetPermissions();

  const toggle = (company: Company, feature: Permission, checked: boolean) => {
    const permissions = COMPANY_FEATURES.filter((f) => (f === feature.key ? checked : company.permissions.includes(f)));
    // A failure opens the error dialog (query client) and the checkbox goes back.
    save.mutateAsync({ company_id: company.id, permissions }).then(
      () => message.success(t('featureSaved', { company: company.name })),
      () => undefined,
    );
  };

  const columns: TableColumnsType<Company> = [
    { title: t('company'), dataIndex: 'name', fixed: 'start', width: 200 },
    ...(features.data ?? []).map((feature) => ({
      key: feature.key,
      title: (
        <Tooltip title={feature.description}>
          <span>{feature.name}</span>
        </Tooltip>
      ),
      align: 'center' as const,
      render: (_: unknown, company: Company) => (
        <Checkbox
          aria-label={`${company.name} ${feature.name}`}
          checked={company.permissions.includes(feature.key)}
          onChange={(event) => toggle(company, feature, event.target.checked)}
        />
      ),
    })),
  ];

  const search = (values: Filters) => setFilters({ name: values.name?.trim() });

  return (
    <Card title={t('shell:permissionList')}>
      <Alert type="info" showIcon title={t('featuresHint')} style={{ marginBottom: 16 }} />
      <Form<Filters>
        form={form}
        name="permission-filters"
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
        loading={companies.isFetching || features.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t('emptyHint')} /> }}
        pagination={pagination}
      />
    </Card>
  );
}
