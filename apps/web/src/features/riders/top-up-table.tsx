import { RollbackOutlined } from '@ant-design/icons';
import {
  TOP_UP_NOTE_MAX,
  TOP_UP_REFERENCE_MAX,
  TOP_UP_REFERENCE_PATTERN,
  type TopUp,
  type TopUpPage,
} from '@tm/contracts';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Tag,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatFen, formatTime } from '../../shared/format';
import { columnsWidth } from '../../shared/list-controls';
import { useReverseTopUp } from './riders.api';

/**
 * Ledger entries, newest first: a top-up is never edited, only reversed by an entry of the
 * opposite amount (asked first, under a reference of its own).
 */
// The note takes what the other columns leave, at least this much: a 1440 px window shows every column.
const NOTE_MIN_WIDTH = 110;

export function TopUpTable({
  page,
  loading,
  pagination,
}: {
  page: TopUpPage | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
}) {
  const { t } = useTranslation('riders');
  const [reversing, setReversing] = useState<TopUp | null>(null);

  const columns: TableColumnsType<TopUp> = [
    { title: t('time'), dataIndex: 'created_time', width: 150, render: formatTime },
    {
      title: t('account'),
      key: 'account',
      width: 220,
      render: (_, entry) => (
        <>
          <Tag>{t(`kind_${entry.account_kind}`)}</Tag>
          {entry.account_name}
          {entry.account_kind === 'rider' && (
            <Typography.Text type="secondary"> · {entry.account_office_name}</Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('amount'),
      dataIndex: 'amount_fen',
      width: 130,
      align: 'right',
      render: (fen: number) => (
        <Typography.Text type={fen < 0 ? 'danger' : undefined}>{formatFen(fen)}</Typography.Text>
      ),
    },
    { title: t('method'), dataIndex: 'method', width: 100, render: (method: string) => t(`method_${method}`) },
    { title: t('referenceNo'), dataIndex: 'reference_no', width: 170 },
    { title: t('operator'), key: 'operator', width: 110, render: (_, entry) => entry.operator?.name ?? '—' },
    { title: t('note'), dataIndex: 'note', ellipsis: true },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_, entry) =>
        entry.reverses_id !== null ? (
          <Tag color="orange">{t('reversesTag', { id: entry.reverses_id })}</Tag>
        ) : entry.reversed_by_id !== null ? (
          <Tag>{t('reversedTag')}</Tag>
        ) : (
          <Button type="link" size="small" danger icon={<RollbackOutlined />} onClick={() => setReversing(entry)}>
            {t('reverse')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdaptiveTable<TopUp>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        scroll={{ x: columnsWidth(columns, NOTE_MIN_WIDTH) }}
        pagination={pagination}
        locale={{ emptyText: t('emptyTopUps') }}
      />
      <ReverseModal entry={reversing} onClose={() => setReversing(null)} />
    </>
  );
}

type ReverseValues = { reference_no: string; note?: string };

/** Says what reversing does, and asks for the reversal's own reference number. */
function ReverseModal({ entry, onClose }: { entry: TopUp | null; onClose: () => void }) {
  const { t } = useTranslation('riders');
  const { message } = App.useApp();
  const [form] = Form.useForm<ReverseValues>();
  const reverse = useReverseTopUp();

  const submit = async () => {
    if (!entry) {
      return;
    }
    const values = await validValues(form);
    if (!values) {
      return;
    }
    try {
      await reverse.mutateAsync({ id: entry.id, body: { reference_no: values.reference_no, note: values.note ?? '' } });
      message.success(t('reversed'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={entry !== null}
      title={t('reverseTitle')}
      okText={t('reverse')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={reverse.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {entry && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('reverseText', {
            account: entry.account_name,
            amount: formatFen(-entry.amount_fen),
            reference: entry.reference_no,
            original: formatFen(entry.amount_fen),
          })}
        />
      )}
      <Form<ReverseValues> form={form} layout="vertical" name="reverse-form" clearOnDestroy>
        <Form.Item
          name="reference_no"
          label={t('reversalReferenceNo')}
          extra={t('reversalReferenceHint')}
          rules={[
            { required: true, whitespace: true, message: t('referenceRequired') },
            { max: TOP_UP_REFERENCE_MAX, pattern: TOP_UP_REFERENCE_PATTERN, message: t('referenceInvalid') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="note" label={t('reversalReason')} rules={[{ max: TOP_UP_NOTE_MAX }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
