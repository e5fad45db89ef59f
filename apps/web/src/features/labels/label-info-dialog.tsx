import { labelStyleSchema } from '@tm/contracts';
import { Form, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelBasics } from './label-fields';
import { LabelInfoView } from './label-info-view';
import { useLabel } from './labels.api';

/** The label's info, read-only: loading until the label fetched by id arrives. */
export function LabelInfoDialog({
  labelId,
  shopName,
  onClose,
}: {
  labelId: number | null;
  shopName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('labels');
  const label = useLabel(labelId ?? undefined);
  const [form] = Form.useForm<LabelBasics>();
  const data = labelId !== null ? label.data : undefined;
  useEffect(() => {
    if (data) {
      form.setFieldsValue({ name: data.name, type: data.type });
    }
  }, [data, form]);
  return (
    <Modal
      open={labelId !== null}
      title={data?.name ?? t('view')}
      width="80%"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {data ? (
        <LabelInfoView form={form} style={labelStyleSchema.parse(data.style)} shopName={shopName} readOnly />
      ) : (
        <Spin tip={t('loading')}>
          <div style={{ height: 200 }} />
        </Spin>
      )}
    </Modal>
  );
}
