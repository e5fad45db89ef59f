import {
  PHONE_PATTERN,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PHOTOS_MAX,
  WORK_ORDER_TEXT_MAX,
  WORK_ORDER_TITLE_MAX,
  type WorkOrder,
  type WorkOrderCategory,
  WORK_ORDER_CONTACT_MAX,
  WORK_ORDER_PREFERRED_TIME_MAX,
} from '@tm/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../shared/form-errors';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ScalePicker } from '../../shared/pickers/scale-picker';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { WorkOrderPhotosInput } from './work-order-photos-input';
import { useWorkOrderViewer } from './work-order-viewer';
import { useCreateWorkOrder } from './workorders.api';

// The contract's limits that have no constant of their own (createWorkOrderBodySchema).

type Values = {
  /** The customer's company, when the service side opens the order for it. */
  company_id?: number;
  category?: WorkOrderCategory;
  title: string;
  description: string;
  scale_id?: number | null;
  photos: string[];
  contact_name: string;
  contact_phone: string;
  preferred_time: string;
};

type Props = {
  open: boolean;
  onClose: () => void;
  /** The order just opened: the page shows it. */
  onCreated: (order: WorkOrder) => void;
};

/**
 * A company user asks for help: what, about which scale, photos, and how to reach them. The
 * service side opens one for a customer who called: for their company, with their contact.
 */
export function WorkOrderCreateModal({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation('workorders');
  const { message } = App.useApp();
  const { session, isService } = useWorkOrderViewer();
  const [form] = Form.useForm<Values>();
  const companyId = Form.useWatch('company_id', form);
  const create = useCreateWorkOrder();
  const tooLong = (max: number) => ({ max, message: t('textTooLong', { max }) });

  // A customer signed in is usually the one to call back; for the service side it is the caller.
  const initialValues: Values = {
    category: undefined,
    title: '',
    description: '',
    scale_id: null,
    photos: [],
    contact_name: isService ? '' : session?.nickname || session?.username || '',
    contact_phone: isService ? '' : (session?.phone_number ?? ''),
    preferred_time: '',
  };

  const submit = async (values: Values) => {
    if (!values.category) {
      return;
    }
    try {
      const order = await create.mutateAsync({
        ...(isService && values.company_id ? { company_id: values.company_id } : {}),
        category: values.category,
        title: values.title.trim(),
        description: values.description.trim(),
        scale_id: values.scale_id ?? null,
        photos: values.photos,
        contact_name: values.contact_name.trim(),
        contact_phone: values.contact_phone.trim(),
        preferred_time: values.preferred_time.trim(),
      });
      void message.success(t('submitted'));
      onClose();
      onCreated(order);
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showErrorWithReasons(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t('create')}
      okText={t('submit')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {/* Destroyed and cleared on close: each opening starts from these values. */}
      <Form<Values>
        form={form}
        layout="vertical"
        name="workorder-form"
        initialValues={initialValues}
        onFinish={submit}
        clearOnDestroy
      >
        {isService && (
          <Form.Item
            name="company_id"
            label={t('form_company')}
            rules={[{ required: true, message: t('companyRequired') }]}
          >
            <CompanyPicker block />
          </Form.Item>
        )}
        <Form.Item
          name="category"
          label={t('form_category')}
          rules={[{ required: true, message: t('categoryRequired') }]}
        >
          <Select
            placeholder={t('form_category')}
            options={WORK_ORDER_CATEGORIES.map((category) => ({ value: category, label: t(`category_${category}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('form_title')}
          rules={[{ required: true, whitespace: true, message: t('titleRequired') }, tooLong(WORK_ORDER_TITLE_MAX)]}
        >
          <Input placeholder={t('titlePlaceholder')} showCount maxLength={WORK_ORDER_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('form_description')}
          rules={[
            { required: true, whitespace: true, message: t('descriptionRequired') },
            tooLong(WORK_ORDER_TEXT_MAX),
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={WORK_ORDER_TEXT_MAX}
            placeholder={t('descriptionPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="scale_id" label={t('form_scale')}>
          <ScalePicker
            block
            placeholder={t('noScale')}
            companyId={isService ? companyId : undefined}
            disabled={isService && !companyId}
          />
        </Form.Item>
        <Form.Item
          name="photos"
          label={t('form_photos')}
          extra={t('photosHint', { max: WORK_ORDER_PHOTOS_MAX })}
          rules={[
            {
              validator: (_, photos: string[] | undefined) =>
                (photos?.length ?? 0) > WORK_ORDER_PHOTOS_MAX
                  ? Promise.reject(new Error(t('photosTooMany', { max: WORK_ORDER_PHOTOS_MAX })))
                  : Promise.resolve(),
            },
          ]}
        >
          <WorkOrderPhotosInput max={WORK_ORDER_PHOTOS_MAX} />
        </Form.Item>
        <Form.Item
          name="contact_name"
          label={t('form_contactName')}
          rules={[{ required: true, whitespace: true, message: t('contactRequired') }, tooLong(WORK_ORDER_CONTACT_MAX)]}
        >
          <Input maxLength={WORK_ORDER_CONTACT_MAX} autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="contact_phone"
          label={t('form_contactPhone')}
          // A number pasted as "139 0000 0000" is still a number.
          normalize={(phone: string) => phone.replace(/\s/g, '')}
          rules={[
            { required: true, whitespace: true, message: t('phoneRequired') },
            { pattern: PHONE_PATTERN, message: t('phoneInvalid') },
          ]}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="preferred_time"
          label={t('form_preferredTime')}
          rules={[tooLong(WORK_ORDER_PREFERRED_TIME_MAX)]}
        >
          <Input placeholder={t('preferredTimePlaceholder')} maxLength={WORK_ORDER_PREFERRED_TIME_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
