import { RollbackOutlined, StopOutlined } from '@ant-design/icons';
import type { PriceBatch } from '@tm/contracts';
import { Alert, App, Button, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closingOnFailure, showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import { TIME_FORMAT } from './prices-format';
import { useCancelPriceBatch, useEndMarkdown, useRollbackPriceBatch } from './prices.api';
import { usePriceArea } from './use-price-area';

/** Only a batch not started yet can be withdrawn. */
const canCancel = (batch: Pick<PriceBatch, 'status'>) => batch.status === 'scheduled';

/** A running markdown can be ended before its time (sold out, the evening went otherwise). */
const canEnd = (batch: Pick<PriceBatch, 'kind' | 'status'>) => batch.kind === 'markdown' && batch.status === 'active';

/** A price change in force is undone once, by a new batch; a markdown simply ends. */
const canRollBack = (batch: Pick<PriceBatch, 'kind' | 'status' | 'rolled_back_by'>) =>
  batch.kind === 'change' && batch.status === 'applied' && batch.rolled_back_by === null;

/**
 * Cancel, end a running markdown and roll back, each asking first; `compact` for a table row. A rollback opens the batch
 * it makes: that is where its prices and its delivery are followed.
 */
export function PriceBatchActions({ batch, compact = false }: { batch: PriceBatch; compact?: boolean }) {
  const { t } = useTranslation('prices');
  const { modal, message } = App.useApp();
  const cancel = useCancelPriceBatch();
  const end = useEndMarkdown();
  const [rollingBack, setRollingBack] = useState(false);
  const look = compact ? ({ type: 'link', size: 'small' } as const) : {};

  const confirm = (texts: { title: string; content: string; ok: string; done: string }, act: () => Promise<unknown>) =>
    modal.confirm({
      title: texts.title,
      content: texts.content,
      okText: texts.ok,
      okButtonProps: { danger: true },
      cancelText: t('keepBatch'),
      onOk: closingOnFailure(async () => {
        await act();
        void message.success(texts.done);
      }),
    });
  const confirmCancel = () =>
    confirm(
      {
        title: t(`cancelTitle_${batch.kind}`),
        content: t(`cancelText_${batch.kind}`, { name: batch.name, time: formatTime(batch.starts_time) }),
        ok: t(`cancelBatch_${batch.kind}`),
        done: t('cancelled'),
      },
      () => cancel.mutateAsync(batch.id),
    );
  const confirmEnd = () =>
    confirm(
      {
        title: t('endMarkdownTitle'),
        content: t('endMarkdownText', { name: batch.name }),
        ok: t('endMarkdown'),
        done: t('markdownEnded'),
      },
      () => end.mutateAsync(batch.id),
    );

  return (
    <>
      {canCancel(batch) && (
        <Button {...look} danger icon={<StopOutlined />} onClick={confirmCancel}>
          {t(`cancelBatch_${batch.kind}`)}
        </Button>
      )}
      {canEnd(batch) && (
        <Button {...look} danger icon={<StopOutlined />} onClick={confirmEnd}>
          {t('endMarkdown')}
        </Button>
      )}
      {canRollBack(batch) && (
        <Button {...look} danger icon={<RollbackOutlined />} onClick={() => setRollingBack(true)}>
          {t('rollBack')}
        </Button>
      )}
      <RollbackModal open={rollingBack} batch={batch} onClose={() => setRollingBack(false)} />
    </>
  );
}

type RollbackValues = { starts_time?: Dayjs | null };

/** Says what a rollback does and takes when it starts (now when left empty). */
function RollbackModal({ open, batch, onClose }: { open: boolean; batch: PriceBatch; onClose: () => void }) {
  const { t } = useTranslation('prices');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { batchPathOf } = usePriceArea();
  const [form] = Form.useForm<RollbackValues>();
  const rollback = useRollbackPriceBatch();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    try {
      const created = await rollback.mutateAsync({
        id: batch.id,
        body: values.starts_time ? { starts_time: values.starts_time.toISOString() } : {},
      });
      void message.success(t('rolledBack', { name: created.name }));
      onClose();
      await navigate(batchPathOf(created.id));
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t('rollBackTitle', { name: batch.name })}
      okText={t('rollBack')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={rollback.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('rollBackText', { count: batch.goods_count })}
        description={t('rollBackFinal')}
      />
      <Form<RollbackValues> form={form} layout="vertical" name="price-rollback-form" clearOnDestroy>
        <Form.Item
          name="starts_time"
          label={t('rollBackStart')}
          extra={t('rollBackStartHint')}
          rules={[
            {
              validator: async (_, value?: Dayjs | null) => {
                if (value?.isBefore(dayjs())) {
                  throw new Error(t('startsInPast'));
                }
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
