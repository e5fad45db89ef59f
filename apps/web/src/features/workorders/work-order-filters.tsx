import { WORK_ORDER_CATEGORIES } from '@tm/contracts';
import { Form, Input, Segmented, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchActions } from '../../shared/list-filters';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { useAssigneeOptions } from './work-order-assignee-select';
import { AGE_DAYS, valuesFromAddress, type FilterValues } from './work-order-query';
import { STATE_FILTERS, statusesOf, type StateFilter } from './work-order-steps';
import { useWorkOrderViewer } from './work-order-viewer';

type Props = {
  values: FilterValues;
  defaultState: StateFilter;
  onSearch: (values: FilterValues) => void;
  /** Administrators: which company. */
  showCompany: boolean;
  /** The service queue: whose, and how old. */
  showQueueFilters: boolean;
};

/**
 * The filters above a work-order list. The open/done switch applies at once (it is what a shop
 * owner flips most); the rest apply with Search.
 */
export function WorkOrderFilterForm({ values, defaultState, onSearch, showCompany, showQueueFilters }: Props) {
  const { t } = useTranslation('workorders');
  const [form] = Form.useForm<FilterValues>();
  const state = Form.useWatch('state', form) ?? values.state;
  const { userId } = useWorkOrderViewer();
  const assignees = useAssigneeOptions(showQueueFilters);
  // "Mine" first; the signed-in administrator is not listed twice.
  const assigneeOptions = [
    ...(userId ? [{ value: userId, label: t('mine') }] : []),
    ...assignees.options.filter((option) => option.value !== userId),
  ];

  // The form shows the address's filters (after Back, a reload or a shared link).
  useEffect(() => {
    form.setFieldsValue(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `values` is a new object on every render
  }, [
    form,
    values.state,
    values.status,
    values.category,
    values.q,
    values.company_id,
    values.assignee_id,
    values.min_age_days,
  ]);

  return (
    <Form<FilterValues>
      form={form}
      name="workorder-filters"
      layout="inline"
      initialValues={values}
      onFinish={onSearch}
      onValuesChange={(changed: Partial<FilterValues>, all: FilterValues) => {
        if (changed.state) {
          // A status of the other half (resolved among open orders) would show nothing.
          const keepsStatus = all.status !== undefined && statusesOf(changed.state).includes(all.status);
          onSearch({ ...all, status: keepsStatus ? all.status : undefined });
        }
      }}
      style={{ rowGap: 8, marginBottom: 16 }}
    >
      <Form.Item name="state">
        <Segmented<StateFilter> options={STATE_FILTERS.map((value) => ({ value, label: t(`state_${value}`) }))} />
      </Form.Item>
      {showCompany && (
        <Form.Item name="company_id">
          <CompanyPicker filter />
        </Form.Item>
      )}
      {showQueueFilters && (
        <Form.Item name="assignee_id">
          <Select
            allowClear
            placeholder={t('allAssignees')}
            aria-label={t('col_assignee')}
            loading={assignees.isLoading}
            options={assigneeOptions}
            style={{ width: 180 }}
          />
        </Form.Item>
      )}
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('allStatuses')}
          aria-label={t('col_status')}
          options={statusesOf(state).map((status) => ({ value: status, label: t(`status_${status}`) }))}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="category">
        <Select
          allowClear
          placeholder={t('allCategories')}
          aria-label={t('col_category')}
          options={WORK_ORDER_CATEGORIES.map((category) => ({ value: category, label: t(`category_${category}`) }))}
          style={{ width: 160 }}
        />
      </Form.Item>
      {showQueueFilters && (
        <Form.Item name="min_age_days">
          <Select
            allowClear
            prefix={t('age')}
            placeholder={t('age_any')}
            aria-label={t('age')}
            options={AGE_DAYS.map((days) => ({ value: days, label: t(`age_${days}`) }))}
            style={{ width: 170 }}
          />
        </Form.Item>
      )}
      <Form.Item name="q">
        <Input
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          allowClear
          // Wide enough for "Title, description or number", and no wider than a phone.
          style={{ width: 240, maxWidth: '100%' }}
        />
      </Form.Item>
      <SearchActions
        onReset={() => {
          const cleared = valuesFromAddress({}, defaultState);
          form.setFieldsValue(cleared);
          onSearch(cleared);
        }}
      />
    </Form>
  );
}
