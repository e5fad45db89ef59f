import {
  TOP_UP_MAX_FEN,
  TOP_UP_METHODS,
  TOP_UP_NOTE_MAX,
  TOP_UP_REFERENCE_MAX,
  TOP_UP_REFERENCE_PATTERN,
  type CreateTopUpBody,
  type TopUpAccountKind,
  type TopUpMethod,
} from '@tm/contracts';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatFen, yuanToFen } from '../../shared/format';
import { OfficePicker, RiderPicker } from './delivery-pickers';
import { useCreateTopUp } from './riders.api';

/** The account a top-up is for, when the dialog is opened from its row or page. */
export type TopUpAccount = { kind: TopUpAccountKind; id: number; name: string; balance_fen: number };

type Values = {
  account_kind: TopUpAccountKind;
  office_id?: number;
  rider_id?: number;
  amount: string;
  method: TopUpMethod;
  reference_no: string;
  note?: string;
};

/** The form's field of a server field: the amount is typed in yuan. */
const formFieldOf = (field: string) => (field === 'amount_fen' ? 'amount' : field);

/**
 * The new top-up dialog: the account (given, or chosen: an office or a rider), the amount in yuan,
 * the method and the payment's reference number. The server posts it once per reference.
 */
export function TopUpModal({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account?: TopUpAccount | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('riders');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateTopUp();
  const kind = Form.useWatch('account_kind', form) ?? account?.kind ?? 'rider';

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const chosen = account ? { kind: account.kind, id: account.id } : undefined;
    const accountKind = chosen?.kind ?? values.account_kind;
    const accountId = chosen?.id ?? (accountKind === 'office' ? values.office_id : values.rider_id);
    const body: CreateTopUpBody = {
      account_kind: accountKind,
      ...(accountKind === 'office' ? { office_id: accountId } : { rider_id: accountId }),
      amount_fen: yuanToFen(values.amount) ?? 0,
      method: values.method,
      reference_no: values.reference_no,
      note: values.note ?? '',
    };
    try {
      await create.mutateAsync(body);
      message.success(t('posted'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error, formFieldOf)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={account ? t('topUpTo', { name: account.name }) : t('newTopUp')}
      okText={t('post')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="top-up-form"
        clearOnDestroy
        initialValues={{ account_kind: account?.kind ?? 'rider', method: 'wechat' }}
      >
        {account ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('currentBalance', { name: account.name, balance: formatFen(account.balance_fen) })}
          />
        ) : (
          <>
            <Form.Item name="account_kind" label={t('accountKind')}>
              <Radio.Group
                optionType="button"
                options={(['rider', 'office'] as const).map((value) => ({ value, label: t(`kind_${value}`) }))}
              />
            </Form.Item>
            {kind === 'office' ? (
              <Form.Item
                name="office_id"
                label={t('office')}
                rules={[{ required: true, message: t('officeRequired') }]}
              >
                <OfficePicker block activeOnly />
              </Form.Item>
            ) : (
              <Form.Item name="rider_id" label={t('rider')} rules={[{ required: true, message: t('riderRequired') }]}>
                <RiderPicker block activeOnly />
              </Form.Item>
            )}
          </>
        )}
        <Form.Item
          name="amount"
          label={t('amountYuan')}
          rules={[
            { required: true, message: t('amountRequired') },
            {
              validator: async (_, text?: string) => {
                if (!text) {
                  return;
                }
                const fen = yuanToFen(text);
                // More whole yuan than an amount is read with is too much, not malformed.
                const tooManyYuan = fen === null && /^\d{8,}(\.\d{1,2})?$/.test(text.trim());
                if (tooManyYuan || (fen !== null && fen > TOP_UP_MAX_FEN)) {
                  throw new Error(t('amountTooBig'));
                }
                if (fen === null || fen <= 0) {
                  throw new Error(t('amountInvalid'));
                }
              },
            },
          ]}
        >
          {/* Text, checked as typed: a number box would drop the comma of "12,5" and book ¥125. */}
          <Input prefix="¥" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="method" label={t('method')} rules={[{ required: true, message: t('methodRequired') }]}>
          <Select options={TOP_UP_METHODS.map((method) => ({ value: method, label: t(`method_${method}`) }))} />
        </Form.Item>
        <Form.Item
          name="reference_no"
          label={t('referenceNo')}
          extra={t('referenceHint')}
          rules={[
            { required: true, whitespace: true, message: t('referenceRequired') },
            { max: TOP_UP_REFERENCE_MAX, pattern: TOP_UP_REFERENCE_PATTERN, message: t('referenceInvalid') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="note" label={t('note')} rules={[{ max: TOP_UP_NOTE_MAX }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
