import { ReloadOutlined } from '@ant-design/icons';
import { PHONE_PATTERN, type Diagnostics, type DiagnosticsCheck } from '@tm/contracts';
import { App, Button, Card, Col, Descriptions, Form, Input, Row, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { showFieldErrors } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import { PageLoading } from '../../shared/page-loading';
import { SmsOutboxPage } from '../sms/sms-outbox-page';
import { useDiagnostics, useTestNotice, useTestSms } from './diagnostics.api';
import { diagnosticsMessages } from './diagnostics.messages';

registerMessages('diagnostics', diagnosticsMessages);

const STATUS_COLOR: Record<DiagnosticsCheck['status'], string> = { ok: 'success', down: 'error', off: 'default' };
const STATUS_KEY = { ok: 'statusOk', down: 'statusDown', off: 'statusOff' } as const;

/** Bytes as a person reads them: 12.3 MB. */
function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}

function CheckCard({ title, check, children }: { title: string; check: DiagnosticsCheck; children?: ReactNode }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Card
      size="small"
      title={title}
      extra={<Tag color={STATUS_COLOR[check.status]}>{t(STATUS_KEY[check.status])}</Tag>}
      style={{ height: '100%' }}
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('kind')}>{check.kind}</Descriptions.Item>
        {check.latency_ms !== null ? (
          <Descriptions.Item label={t('latency')}>{check.latency_ms} ms</Descriptions.Item>
        ) : null}
        {children}
      </Descriptions>
      {check.detail ? (
        <Typography.Text type={check.status === 'down' ? 'danger' : 'secondary'} style={{ wordBreak: 'break-all' }}>
          {check.detail}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

function Uptime({ seconds }: { seconds: number }) {
  const { t } = useTranslation('diagnostics');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [
    days > 0 ? t('days', { count: days }) : '',
    days > 0 || hours > 0 ? t('hours', { count: hours }) : '',
    t('minutes', { count: minutes }),
  ];
  return <>{parts.filter(Boolean).join(' ')}</>;
}

function Checks({ data }: { data: Diagnostics }) {
  const { t } = useTranslation('diagnostics');
  const { database } = data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={8}>
        <CheckCard title={t('database')} check={database}>
          <Descriptions.Item label={t('migrations')}>
            <Typography.Text type={database.migrations_applied < database.migrations_known ? 'danger' : undefined}>
              {t('migrationsBehind', { applied: database.migrations_applied, known: database.migrations_known })}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('latestMigration')}>{database.latest_migration}</Descriptions.Item>
          {database.size_bytes !== null ? (
            <Descriptions.Item label={t('size')}>{formatBytes(database.size_bytes)}</Descriptions.Item>
          ) : null}
        </CheckCard>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <CheckCard title={t('redis')} check={data.redis} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <CheckCard title={t('fileStore')} check={data.file_store} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <CheckCard title={t('sms')} check={data.sms} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <CheckCard title={t('wechat')} check={data.wechat} />
      </Col>
    </Row>
  );
}

function TestActions() {
  const { t } = useTranslation('diagnostics');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone_number: string }>();
  const sms = useTestSms();
  const notice = useTestNotice();
  const sendSms = (values: { phone_number: string }) =>
    sms.mutate(
      { phone_number: values.phone_number.trim() },
      {
        onSuccess: (sent) => void message.success(t('smsSent', { provider: sent.provider })),
        onError: (error) => {
          if (!showFieldErrors(form, error)) {
            showApiError(error);
          }
        },
      },
    );
  return (
    <Row gutter={[32, 16]}>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('testSms')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('testSmsHint')}</Typography.Paragraph>
        <Form form={form} layout="inline" onFinish={sendSms} initialValues={{ phone_number: '' }}>
          <Form.Item
            name="phone_number"
            label={t('phone')}
            rules={[
              { required: true, whitespace: true, message: t('phoneRequired') },
              { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
            ]}
          >
            <Input maxLength={11} inputMode="numeric" style={{ width: 180 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sms.isPending}>
            {t('send')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('testNotice')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('testNoticeHint')}</Typography.Paragraph>
        <Button
          loading={notice.isPending}
          onClick={() => notice.mutate(undefined, { onSuccess: () => void message.success(t('noticeSent')) })}
        >
          {t('testNotice')}
        </Button>
      </Col>
    </Row>
  );
}

/** `/admin/test`: this server instance, what it depends on, tests of SMS and notices, its last errors. */
export function DiagnosticsPage() {
  const { t } = useTranslation('diagnostics');
  const diagnostics = useDiagnostics();
  const data = diagnostics.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('title')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void diagnostics.refetch()} loading={diagnostics.isFetching}>
            {t('refresh')}
          </Button>
        }
      >
        {data ? (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
              <Descriptions.Item label={t('version')}>{data.version}</Descriptions.Item>
              <Descriptions.Item label={t('node')}>{data.node}</Descriptions.Item>
              <Descriptions.Item label={t('started')}>{formatTime(data.started_time)}</Descriptions.Item>
              <Descriptions.Item label={t('uptime')}>
                <Uptime seconds={data.uptime_seconds} />
              </Descriptions.Item>
            </Descriptions>
            <Checks data={data} />
          </Space>
        ) : (
          <PageLoading />
        )}
      </Card>
      <Card title={t('actions')}>
        <TestActions />
      </Card>
      <Card title={t('errors')}>
        <Table
          rowKey={(row) => `${row.time}-${row.message}`}
          dataSource={data?.errors ?? []}
          loading={!data}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('noErrors') }}
          columns={[
            { title: t('time'), dataIndex: 'time', width: 180, render: (time: string) => formatTime(time) },
            { title: t('message'), dataIndex: 'message' },
            { title: t('detail'), dataIndex: 'detail' },
          ]}
        />
      </Card>
      <SmsOutboxPage />
    </Space>
  );
}
