import { CheckCircleOutlined, EditOutlined, EyeOutlined, PauseCircleOutlined } from '@ant-design/icons';
import {
  FACE_STATUSES,
  REPAIR_AREA_LABEL_MAX,
  REPAIR_AREA_RADIUS_MAX,
  REPAIR_AREA_RADIUS_MIN,
  REPAIR_STAFF_NAME_MAX,
  REPAIR_STAFF_STATUSES,
  type FaceStatus,
  type FaceVerification,
  type ListRepairStaffQuery,
  type RepairArea,
  type RepairStaff,
  type RepairStaffStatus,
} from '@tm/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { columnsWidth, usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { useRepairStaff, useRepairStaffDetail, useSetRepairStaffStatus, useUpdateRepairStaff } from './repair.api';
import { repairMessages } from './repair.messages';
import { FaceStatusTag, StaffStatusTag } from './repair-tags';

registerMessages('repair', repairMessages);

type Filters = {
  q?: string | undefined;
  company_id?: number | undefined;
  face_status?: FaceStatus | undefined;
  status?: RepairStaffStatus | undefined;
};

function AreaText({ area }: { area: RepairArea | null }) {
  const { t } = useTranslation('repair');
  if (!area) {
    return <Typography.Text type="secondary">{t('noArea')}</Typography.Text>;
  }
  return (
    <Space orientation="vertical" size={0}>
      <span>{t('areaText', { label: area.label || '—', km: (area.radius_m / 1000).toFixed(1) })}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {area.lat.toFixed(4)}, {area.lng.toFixed(4)}
      </Typography.Text>
    </Space>
  );
}

/** `lockMng/repairUserList`: every repair person, for system administrators (docs/repair.md). */
// The companies take what the other columns leave, at least this much: a 1440 px window shows every
// column.
const COMPANIES_MIN_WIDTH = 150;

export function RepairStaffListPage() {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>(['company_id']);
  const [form] = Form.useForm<Filters>();
  const [editing, setEditing] = useState<RepairStaff | null>(null);
  const [viewing, setViewing] = useState<RepairStaff | null>(null);
  const query: ListRepairStaffQuery = { ...filters, ...paging };
  useEffect(() => {
    form.setFieldsValue({
      q: filters.q,
      company_id: filters.company_id,
      face_status: filters.face_status,
      status: filters.status,
    });
  }, [form, filters.q, filters.company_id, filters.face_status, filters.status]);
  const staff = useRepairStaff(query);
  const pagination = usePagination(paging, staff.data?.meta.total, setPaging);
  const setStatus = useSetRepairStaffStatus();

  const columns: TableColumnsType<RepairStaff> = [
    { title: t('name'), dataIndex: 'name', width: 120 },
    { title: t('phone'), dataIndex: 'phone_number', width: 130, render: (phone: string) => phone || '—' },
    {
      title: t('face'),
      key: 'face',
      width: 150,
      render: (_: unknown, person: RepairStaff) => (
        <FaceStatusTag status={person.face_status} time={person.face_verified_time} />
      ),
    },
    {
      title: t('companies'),
      key: 'companies',
      render: (_: unknown, person: RepairStaff) =>
        person.companies.map((company) => <Tag key={company.company_id}>{company.company_name}</Tag>),
    },
    { title: t('area'), dataIndex: 'area', width: 200, render: (area: RepairArea | null) => <AreaText area={area} /> },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      render: (s: RepairStaffStatus) => <StaffStatusTag status={s} />,
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 270,
      fixed: 'right',
      render: (_: unknown, person: RepairStaff) => {
        const suspending = person.status === 'active';
        return (
          <Space wrap size={0}>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(person)}>
              {t('detail')}
            </Button>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(person)}>
              {t('edit')}
            </Button>
            <Popconfirm
              title={t(suspending ? 'suspendConfirmTitle' : 'resumeConfirmTitle', { name: person.name })}
              description={t(suspending ? 'suspendConfirmText' : 'resumeConfirmText')}
              okText={t(suspending ? 'suspend' : 'resume')}
              okButtonProps={{ danger: suspending }}
              cancelText={t('common:cancel')}
              styles={{ root: { maxWidth: 360 } }}
              onConfirm={async () => {
                await setStatus.mutateAsync({ id: person.id, action: suspending ? 'suspend' : 'resume' });
                void message.success(t(suspending ? 'suspended' : 'resumed'));
              }}
            >
              <Button
                type="link"
                size="small"
                danger={suspending}
                icon={suspending ? <PauseCircleOutlined /> : <CheckCircleOutlined />}
              >
                {t(suspending ? 'suspend' : 'resume')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  const search = (values: Filters) => setFilters({ ...values, q: values.q?.trim() });

  return (
    <Card title={t('shell:repairUserList')}>
      <Form<Filters>
        form={form}
        name="repair-staff-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="company_id">
          <CompanyPicker filter />
        </Form.Item>
        <Form.Item name="q">
          <Input placeholder={t('searchStaff')} aria-label={t('searchStaff')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="face_status">
          <Select
            allowClear
            placeholder={t('allFaceStatuses')}
            aria-label={t('face')}
            style={{ width: 170 }}
            options={FACE_STATUSES.map((status) => ({ value: status, label: t(`face_${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('allStaffStatuses')}
            aria-label={t('status')}
            style={{ width: 170 }}
            options={REPAIR_STAFF_STATUSES.map((status) => ({ value: status, label: t(`staff_${status}`) }))}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <AdaptiveTable<RepairStaff>
        rowKey="id"
        columns={columns}
        dataSource={staff.data?.list ?? []}
        loading={listLoading(staff)}
        scroll={{ x: columnsWidth(columns, COMPANIES_MIN_WIDTH) }}
        locale={{ emptyText: <Empty description={t('emptyStaff')} /> }}
        pagination={pagination}
      />
      <EditStaffModal person={editing} onClose={() => setEditing(null)} />
      <Drawer
        open={viewing !== null}
        title={viewing ? t('detailTitle', { name: viewing.name }) : ''}
        size="large"
        onClose={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing && <StaffDetail id={viewing.id} />}
      </Drawer>
    </Card>
  );
}

type EditValues = {
  name: string;
  has_area: boolean;
  label?: string;
  lat?: number;
  lng?: number;
  radius_m?: number;
};

/** Server fields `area.lat` and so on are the form's `lat`. */
const editFieldOf = (field: string) => field.replace(/^area\./, '');

function EditStaffModal({ person, onClose }: { person: RepairStaff | null; onClose: () => void }) {
  const { t } = useTranslation('repair');
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const hasArea = Form.useWatch('has_area', form);
  const update = useUpdateRepairStaff();

  const submit = async () => {
    if (!person) {
      return;
    }
    // The form shows what is wrong under the fields.
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const area =
      values.has_area && values.lat !== undefined && values.lng !== undefined && values.radius_m !== undefined
        ? { label: values.label?.trim() ?? '', lat: values.lat, lng: values.lng, radius_m: values.radius_m }
        : null;
    try {
      await update.mutateAsync({ id: person.id, body: { name: values.name.trim(), area } });
      void message.success(t('common:saved'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, editFieldOf)) {
        showApiError(error);
      }
    }
  };

  const numberRule = (min: number, max: number, text: string) => [
    { required: true, type: 'number' as const, min, max, message: text },
  ];

  return (
    <Modal
      open={person !== null}
      title={t('editTitle')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        name="repair-staff-form"
        initialValues={{
          name: person?.name,
          has_area: person?.area !== null,
          label: person?.area?.label ?? '',
          lat: person?.area?.lat,
          lng: person?.area?.lng,
          radius_m: person?.area?.radius_m ?? 5000,
        }}
        clearOnDestroy
      >
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, max: REPAIR_STAFF_NAME_MAX, message: t('nameRequired') }]}
        >
          <Input maxLength={REPAIR_STAFF_NAME_MAX} />
        </Form.Item>
        <Form.Item name="has_area" label={t('hasArea')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {hasArea && (
          <>
            <Alert type="info" showIcon title={t('areaHint')} style={{ marginBottom: 16 }} />
            <Form.Item name="label" label={t('areaLabel')} rules={[{ max: REPAIR_AREA_LABEL_MAX }]}>
              <Input placeholder={t('areaLabelPlaceholder')} maxLength={REPAIR_AREA_LABEL_MAX} />
            </Form.Item>
            <Space wrap>
              <Form.Item name="lat" label={t('lat')} rules={numberRule(-90, 90, t('latRange'))}>
                <InputNumber step={0.0001} style={{ width: 150 }} />
              </Form.Item>
              <Form.Item name="lng" label={t('lng')} rules={numberRule(-180, 180, t('lngRange'))}>
                <InputNumber step={0.0001} style={{ width: 150 }} />
              </Form.Item>
              <Form.Item
                name="radius_m"
                label={t('radius')}
                rules={numberRule(REPAIR_AREA_RADIUS_MIN, REPAIR_AREA_RADIUS_MAX, t('radiusRange'))}
              >
                <InputNumber precision={0} step={1000} style={{ width: 150 }} />
              </Form.Item>
            </Space>
          </>
        )}
      </Form>
    </Modal>
  );
}

function StaffDetail({ id }: { id: number }) {
  const { t } = useTranslation('repair');
  const detail = useRepairStaffDetail(id);
  const person = detail.data?.staff;
  const columns: TableColumnsType<FaceVerification> = [
    { title: t('checkedTime'), dataIndex: 'created_time', render: formatTime, width: 150 },
    {
      title: t('result'),
      dataIndex: 'passed',
      width: 90,
      render: (passed: boolean) => <Tag color={passed ? 'green' : 'red'}>{t(passed ? 'passed' : 'notPassed')}</Tag>,
    },
    { title: t('score'), dataIndex: 'score', width: 80, render: (score: number | null) => score?.toFixed(2) ?? '—' },
    { title: t('provider'), dataIndex: 'provider', width: 90 },
    { title: t('requestId'), dataIndex: 'request_id', ellipsis: true },
  ];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {person && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('name')}>{person.name}</Descriptions.Item>
          <Descriptions.Item label={t('phone')}>{person.phone_number || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('face')}>
            <FaceStatusTag status={person.face_status} time={person.face_verified_time} />
          </Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <StaffStatusTag status={person.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('area')}>
            <AreaText area={person.area} />
          </Descriptions.Item>
          <Descriptions.Item label={t('companies')}>
            <Space orientation="vertical" size={0}>
              {person.companies.map((company) => (
                <span key={company.company_id}>
                  {company.company_name}
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {formatTime(company.joined_time)}
                    {company.invite_code && ` · ${company.invite_code}`}
                  </Typography.Text>
                </span>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('faceHistory')}
      </Typography.Title>
      <Table<FaceVerification>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={detail.data?.face_verifications ?? []}
        loading={listLoading(detail)}
        locale={{ emptyText: <Empty description={t('noFaceHistory')} /> }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Space>
  );
}
