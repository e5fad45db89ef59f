import { WORK_ORDER_REOPEN_DAYS, WORK_ORDER_TEXT_MAX, type WorkOrder, type WorkOrderStatus } from '@tm/contracts';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../shared/form-errors';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { ACTION_ASKS, actionsFor, type WorkOrderAction } from './work-order-steps';
import { useWorkOrderViewer } from './work-order-viewer';
import { useMoveWorkOrder } from './workorders.api';

type Step = { action: WorkOrderAction; to: WorkOrderStatus };

/** Asks before a step that tells the other side something, with an optional note said with it. */
function StepDialog({
  step,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  step: Step | null;
  open: boolean;
  busy: boolean;
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('workorders');
  const [form] = Form.useForm<{ note: string }>();
  if (!step) {
    return null;
  }
  const label = t(`action_${step.action}`);
  return (
    <Modal
      open={open}
      title={label}
      okText={label}
      okButtonProps={{ danger: step.action === 'close' }}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`confirm_${step.action}`, { days: WORK_ORDER_REOPEN_DAYS })}</Typography.Paragraph>
      <Form
        form={form}
        name="workorder-step"
        layout="vertical"
        initialValues={{ note: '' }}
        clearOnDestroy
        onFinish={(values) =>
          onConfirm(values.note.trim()).catch((error: unknown) => {
            // A refused step (the other side moved the order meanwhile) ends the dialog.
            if (!showFieldErrors(form, error)) {
              showErrorWithReasons(error);
              onClose();
            }
          })
        }
      >
        <Form.Item
          name="note"
          label={t('noteLabel')}
          rules={[{ max: WORK_ORDER_TEXT_MAX, message: t('textTooLong', { max: WORK_ORDER_TEXT_MAX }) }]}
        >
          <Input.TextArea rows={3} showCount maxLength={WORK_ORDER_TEXT_MAX} placeholder={t(`note_${step.action}`)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One button per status the viewer may move the order to now (the server's `next_statuses`). */
export function WorkOrderActions({ order }: { order: WorkOrder }) {
  const { t } = useTranslation('workorders');
  const { message } = App.useApp();
  const { side } = useWorkOrderViewer();
  const move = useMoveWorkOrder(order.id);
  // The last step asked about stays while its dialog closes, so the dialog keeps its words.
  const [step, setStep] = useState<Step | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const steps = actionsFor(order, side);
  if (steps.length === 0) {
    return null;
  }

  const moveTo = async (to: WorkOrderStatus, note = '') => {
    await move.mutateAsync({ status: to, note });
    setIsAsking(false);
    void message.success(t('statusChanged', { status: t(`status_${to}`) }));
  };

  return (
    <>
      <Space wrap>
        {steps.map(({ action, to }, index) => (
          <Button
            key={to}
            // The usual next step leads; closing is never the primary button.
            type={index === 0 && action !== 'close' ? 'primary' : 'default'}
            danger={action === 'close'}
            disabled={move.isPending}
            loading={move.isPending && move.variables.status === to}
            onClick={() => {
              if (ACTION_ASKS[action]) {
                setStep({ action, to });
                setIsAsking(true);
              } else {
                moveTo(to).catch(showErrorWithReasons);
              }
            }}
          >
            {t(`action_${action}`)}
          </Button>
        ))}
      </Space>
      <StepDialog
        step={step}
        open={isAsking}
        busy={move.isPending}
        onConfirm={(note) => (step ? moveTo(step.to, note) : Promise.resolve())}
        onClose={() => setIsAsking(false)}
      />
    </>
  );
}
