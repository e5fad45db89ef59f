import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  OFFICE_NAME_MAX,
  OFFICE_REGIONS_MAX,
  PHONE_PATTERN,
  REGION_PART_MAX,
  type CreateOfficeBody,
  type Office,
  type ServedRegion,
} from '@tm/contracts';
import { App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { ManagerPicker } from './delivery-pickers';
import { useCreateOffice, useUpdateOffice } from './riders.api';

type Values = {
  name: string;
  regions: Partial<ServedRegion>[];
  manager_id?: number | undefined;
  contact_person?: string;
  phone_number?: string;
};

const EMPTY_REGION: Partial<ServedRegion> = { province: '', city: '', district: '' };

/** The new-office and edit-office dialog: name, the regions it serves, its manager and contact. */
export function OfficeFormModal({
  open,
  office,
  onClose,
}: {
  open: boolean;
  office?: Office | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('riders');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateOffice();
  const update = useUpdateOffice();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const body: CreateOfficeBody = {
      name: values.name,
      regions: values.regions.map((region) => ({
        province: region.province ?? '',
        city: region.city ?? '',
        district: region.district ?? '',
      })),
      manager_id: values.manager_id ?? null,
      contact_person: values.contact_person ?? '',
      phone_number: values.phone_number ?? '',
    };
    try {
      if (office) {
        await update.mutateAsync({ id: office.id, body });
      } else {
        await create.mutateAsync(body);
      }
      message.success(office ? t('common:saved') : t('common:created'));
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
      title={office ? t('editOffice') : t('createOffice')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="office-form"
        clearOnDestroy
        initialValues={
          office
            ? { ...office, manager_id: office.manager?.id }
            : { regions: [EMPTY_REGION], contact_person: '', phone_number: '' }
        }
      >
        <Form.Item
          name="name"
          label={t('officeName')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }, { max: OFFICE_NAME_MAX }]}
        >
          <Input placeholder={t('officeNamePlaceholder')} />
        </Form.Item>
        <Form.Item label={t('regions')} required extra={t('regionsHint')}>
          <Form.List
            name="regions"
            rules={[
              {
                validator: async (_, regions?: unknown[]) => {
                  if (!regions?.length) {
                    throw new Error(t('regionsRequired'));
                  }
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'province']}
                      rules={[{ required: true, whitespace: true, message: t('provinceRequired') }]}
                      style={{ marginBottom: 8 }}
                    >
                      <Input
                        placeholder={t('province')}
                        aria-label={`${t('province')} ${index + 1}`}
                        maxLength={REGION_PART_MAX}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'city']} style={{ marginBottom: 8 }}>
                      <Input
                        placeholder={t('city')}
                        aria-label={`${t('city')} ${index + 1}`}
                        maxLength={REGION_PART_MAX}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'district']}
                      dependencies={[['regions', field.name, 'city']]}
                      rules={[
                        ({ getFieldValue }) => ({
                          validator: async (_, district?: string) => {
                            const city = getFieldValue(['regions', field.name, 'city']) as string | undefined;
                            if (district?.trim() && !city?.trim()) {
                              throw new Error(t('districtNeedsCity'));
                            }
                          },
                        }),
                      ]}
                      style={{ marginBottom: 8 }}
                    >
                      <Input
                        placeholder={t('district')}
                        aria-label={`${t('district')} ${index + 1}`}
                        maxLength={REGION_PART_MAX}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <MinusCircleOutlined aria-label={t('removeRegion')} onClick={() => remove(field.name)} />
                    )}
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                {fields.length < OFFICE_REGIONS_MAX && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(EMPTY_REGION)}>
                    {t('addRegion')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="manager_id" label={t('manager')}>
          <ManagerPicker block />
        </Form.Item>
        <Space size="middle" style={{ display: 'flex' }} align="start">
          <Form.Item name="contact_person" label={t('contactPerson')} rules={[{ max: 30 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="phone_number"
            label={t('phoneNumber')}
            rules={[{ pattern: PHONE_PATTERN, message: t('phoneInvalid') }]}
          >
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
        </Space>
        {office && <Typography.Text type="secondary">{t('statusHint')}</Typography.Text>}
      </Form>
    </Modal>
  );
}
