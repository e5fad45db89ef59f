import {
  STOCK_NOTE_MAX,
  SUPPLIER_NAME_MAX,
  SUPPLIER_TEXT_MAX,
  type CreateSupplierBody,
  type Supplier,
} from '@tm/contracts';
import { App, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { useCreateSupplier, useUpdateSupplier } from './suppliers.api';

type Values = {
  name: string;
  contact_person: string;
  phone_number: string;
  address: string;
  tax_number: string;
  bank_name: string;
  bank_account: string;
  notes: string;
};

// The same limits as the contract's supplier fields (packages/contracts/src/stock.ts), so the form
// says what is wrong before the server does.
const PHONE_MAX = 20;
const PHONE_PATTERN = /^[\d\s()+-]*$/;
const TAX_NUMBER_MAX = 20;
const TAX_NUMBER_PATTERN = /^[0-9A-Za-z]*$/;
const BANK_ACCOUNT_MAX = 34;
const BANK_ACCOUNT_PATTERN = /^[0-9 ]*$/;

const EMPTY: Values = {
  name: '',
  contact_person: '',
  phone_number: '',
  address: '',
  tax_number: '',
  bank_name: '',
  bank_account: '',
  notes: '',
};

const valuesOf = (supplier: Supplier | undefined): Values =>
  supplier
    ? {
        name: supplier.name,
        contact_person: supplier.contact_person,
        phone_number: supplier.phone_number,
        address: supplier.address,
        tax_number: supplier.tax_number,
        bank_name: supplier.bank_name,
        bank_account: supplier.bank_account,
        notes: supplier.notes,
      }
    : EMPTY;

const trimmed = (values: Values): CreateSupplierBody => ({
  name: values.name.trim(),
  contact_person: values.contact_person.trim(),
  phone_number: values.phone_number.trim(),
  address: values.address.trim(),
  tax_number: values.tax_number.trim(),
  bank_name: values.bank_name.trim(),
  bank_account: values.bank_account.trim(),
  notes: values.notes.trim(),
});

/** The new-supplier and edit-supplier dialog; the status is changed from the list. */
export function SupplierFormModal({
  open,
  supplier,
  onClose,
}: {
  open: boolean;
  supplier?: Supplier | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('suppliers');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const tooLong = (max: number) => ({ max, message: t('textTooLong', { max }) });

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const body = trimmed(values);
    try {
      if (supplier) {
        await update.mutateAsync({ id: supplier.id, body });
      } else {
        await create.mutateAsync(body);
      }
      void message.success(supplier ? t('common:saved') : t('common:created'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={supplier ? t('editSupplier') : t('createSupplier')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      width={680}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="supplier-form"
        clearOnDestroy
        initialValues={valuesOf(supplier)}
      >
        <Form.Item
          name="name"
          label={t('supplierName')}
          rules={[
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: SUPPLIER_NAME_MAX, message: t('nameTooLong', { max: SUPPLIER_NAME_MAX }) },
          ]}
        >
          <Input placeholder={t('supplierNamePlaceholder')} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="contact_person" label={t('contactPerson')} rules={[tooLong(SUPPLIER_TEXT_MAX)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="phone_number"
              label={t('phoneNumber')}
              tooltip={t('phoneHint')}
              rules={[
                { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
                { max: PHONE_MAX, message: t('phoneInvalid') },
              ]}
            >
              <Input inputMode="tel" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={t('address')} rules={[tooLong(SUPPLIER_TEXT_MAX)]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="tax_number"
          label={t('taxNumber')}
          tooltip={t('taxNumberHint')}
          // Credit codes are printed in capitals; the server takes either case.
          normalize={(value: string) => value.toUpperCase()}
          rules={[
            { pattern: TAX_NUMBER_PATTERN, message: t('taxNumberInvalid') },
            { max: TAX_NUMBER_MAX, message: t('taxNumberInvalid') },
          ]}
        >
          <Input />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="bank_name" label={t('bankName')} rules={[tooLong(SUPPLIER_TEXT_MAX)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="bank_account"
              label={t('bankAccount')}
              rules={[
                { pattern: BANK_ACCOUNT_PATTERN, message: t('bankAccountInvalid') },
                { max: BANK_ACCOUNT_MAX, message: t('bankAccountInvalid') },
              ]}
            >
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="notes" label={t('notes')} rules={[tooLong(STOCK_NOTE_MAX)]}>
          <Input.TextArea rows={2} showCount maxLength={STOCK_NOTE_MAX} />
        </Form.Item>
      </Form>
      {supplier && <Typography.Text type="secondary">{t('statusHint')}</Typography.Text>}
    </Modal>
  );
}
