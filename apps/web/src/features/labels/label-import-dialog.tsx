import { InboxOutlined } from '@ant-design/icons';
import { labelStyleSchema, type LabelStyle } from '@tm/contracts';
import { Alert, App, Button, Form, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import type { LabelBasics } from './label-fields';
import { LabelInfoView } from './label-info-view';
import { useCreateLabel, useUploadLabel } from './labels.api';

type Uploaded = { fileName: string; style: LabelStyle };

/** The server's reason, each refused field by its path ("label.style.itemList.0.style.font: …"). */
function reasonOf(error: unknown): string {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    return Object.entries(error.fields)
      .map(([path, text]) => `${path}: ${text}`)
      .join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Import (80% wide): no label yet → the upload step, one file at a time, a refusal naming the file
 * and the reason; after upload → the preview and the basic form, then saved into the shop.
 */
export function LabelImportDialog({
  open,
  shopId,
  shopName,
  onClose,
}: {
  open: boolean;
  shopId: number;
  shopName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const upload = useUploadLabel();
  const create = useCreateLabel(shopId);
  const [form] = Form.useForm<LabelBasics>();
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setUploaded(null);
    setFailure(null);
    onClose();
  };

  const receive = async (file: File) => {
    setFailure(null);
    try {
      const label = await upload.mutateAsync(file);
      const style = labelStyleSchema.parse(label.style);
      if (style.itemList.length === 0) {
        setFailure(t('uploadFailed', { file: file.name, reason: t('dataError') }));
        return;
      }
      form.setFieldsValue({ name: label.name, type: label.type });
      setUploaded({ fileName: file.name, style });
    } catch (error) {
      setFailure(t('uploadFailed', { file: file.name, reason: reasonOf(error) }));
    }
  };

  const save = async () => {
    if (!uploaded) {
      return;
    }
    const basics = await validValues(form);
    if (!basics) {
      return;
    }
    try {
      await create.mutateAsync({ name: basics.name.trim(), type: basics.type, style: JSON.stringify(uploaded.style) });
      void message.success(t('created'));
      close();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t('importTitle')}
      width="80%"
      onCancel={close}
      destroyOnHidden
      forceRender
      footer={
        uploaded
          ? [
              <Button key="again" onClick={() => setUploaded(null)}>
                {t('reupload')}
              </Button>,
              <Button key="save" type="primary" loading={create.isPending} onClick={() => void save()}>
                {t('importTo')}
              </Button>,
            ]
          : null
      }
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {uploaded ? (
        <LabelInfoView
          form={form}
          style={uploaded.style}
          shopName={shopName}
          readOnly={false}
          onStyleChange={(style) => setUploaded({ ...uploaded, style })}
        />
      ) : (
        <Upload.Dragger
          accept=".json,application/json"
          multiple={false}
          maxCount={1}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file, files) => {
            if (files.length > 1) {
              void message.warning(t('oneFile'));
              return Upload.LIST_IGNORE;
            }
            void receive(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('uploadHint')}</p>
        </Upload.Dragger>
      )}
    </Modal>
  );
}
