import { PHONE_PATTERN, RIDER_NAME_MAX, type CreateRiderBody, type Rider } from '@tm/contracts';
import { App, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { OfficePicker } from './delivery-pickers';
import { useCreateRider, useUpdateRider } from './riders.api';

type Values = CreateRiderBody & { identity_verified: boolean };

/** The new-rider and edit-rider dialog; a new rider may start in a given office. */
export function RiderFormModal({
  open,
  rider,
  officeId,
  onClose,
}: {
  open: boolean;
  rider?: Rider | undefined;
  officeId?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('riders');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateRider();
  const update = useUpdateRider();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    try {
      if (rider) {
        await update.mutateAsync({ id: rider.id, body: values });
      } else {
        await create.mutateAsync(values);
      }
      message.success(rider ? t('common:saved') : t('common:created'));
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
      title={rider ? t('editRider') : t('createRider')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="rider-form"
        clearOnDestroy
        initialValues={rider ?? { office_id: officeId, identity_verified: false }}
      >
        <Form.Item name="office_id" label={t('office')} rules={[{ required: true, message: t('officeRequired') }]}>
          <OfficePicker block activeOnly />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('riderName')}
          rules={[{ required: true, whitespace: true, message: t('riderNameRequired') }, { max: RIDER_NAME_MAX }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="phone_number"
          label={t('riderPhone')}
          rules={[
            { required: true, message: t('phoneRequired') },
            { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
          ]}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="identity_verified" label={t('identity')} valuePropName="checked">
          <Switch checkedChildren={t('identity_true')} unCheckedChildren={t('identity_false')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
