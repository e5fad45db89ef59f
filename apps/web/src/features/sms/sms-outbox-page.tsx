import { ReloadOutlined } from '@ant-design/icons';
import type { SmsMessage } from '@tm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { smsMessages } from './sms.messages';

registerMessages('smsOutbox', smsMessages);

/** `/admin/test`: the development SMS outbox, for trying SMS sign-in without a gateway. */
export function SmsOutboxPage() {
  const { t } = useTranslation('smsOutbox');
  const outbox = useQuery({
    queryKey: ['sms', 'outbox'],
    queryFn: () => api.get<SmsMessage[]>('/management/sms/outbox', { query: { limit: 50 } }),
    refetchInterval: 5000,
    retry: false,
    // 404 means a real gateway is configured: shown on the page, not as an error dialog.
    meta: { quiet: true },
  });
  const unavailable = outbox.error instanceof ApiError && outbox.error.status === 404;
  return (
    <Card
      title={t('title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('refresh')}
        </Button>
      }
    >
      <Alert
        type={unavailable ? 'warning' : 'info'}
        showIcon
        title={unavailable ? t('unavailable') : t('hint')}
        style={{ marginBottom: 16 }}
      />
      <Table<SmsMessage>
        rowKey={(m) => `${m.phone_number}-${m.sent_at}`}
        dataSource={outbox.data ?? []}
        pagination={false}
        columns={[
          { title: t('phone'), dataIndex: 'phone_number' },
          {
            title: t('code'),
            dataIndex: 'code',
            render: (code: string) => <strong style={{ fontSize: 18, letterSpacing: 4 }}>{code}</strong>,
          },
          { title: t('sentAt'), dataIndex: 'sent_at', render: (at: string) => formatTime(at) },
        ]}
      />
    </Card>
  );
}
