import { InboxOutlined } from '@ant-design/icons';
import { DOCUMENT_FILE_KINDS, formatFileSize } from '@tm/contracts';
import { App, Button, Form, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, type UploadProgress } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { joinList } from '../../shared/i18n';
import { useUploadDocument } from './documents.api';
import { DocumentFieldItems, EMPTY_DOCUMENT, fieldsOf, type DocumentValues } from './document-fields';

/** What the file picker accepts; the server judges the content, this only narrows the dialog. */
const ACCEPT = '.pdf,.zip,.rar,.7z,.exe,.apk,.mp4,.docx,.xlsx';
const MB = 1024 * 1024;

type UploadValues = DocumentValues & { file: File | undefined };

/** One file as a form value: chosen by click or drop, shown by name and size, removable. */
type FilePickerProps = { value?: File; onChange?: (file?: File) => void; maxMb: number; disabled: boolean };

function FilePicker({ value, onChange, maxMb, disabled }: FilePickerProps) {
  const { t } = useTranslation('documents');
  return (
    <Upload.Dragger
      accept={ACCEPT}
      disabled={disabled}
      maxCount={1}
      fileList={value ? [{ uid: 'file', name: `${value.name} (${formatFileSize(value.size)})`, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        // The dialog sends it with the fields, not antd's own request.
        return false;
      }}
      onRemove={() => onChange?.(undefined)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('drop')}</p>
      <p className="ant-upload-hint">{t('kinds', { kinds: joinList(DOCUMENT_FILE_KINDS), n: maxMb })}</p>
    </Upload.Dragger>
  );
}

/**
 * Upload dialog: the fields and one file, sent as one multipart request with a progress bar.
 * The server's refusals go under their fields (the file's under the picker); closing or
 * cancelling while it runs stops the upload.
 */
export function DocumentUploadModal({ open, maxMb, onClose }: { open: boolean; maxMb: number; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadDocument();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
    upload.reset();
    onClose();
  };

  const submit = async () => {
    // Refusals of the form's own rules are shown under their fields.
    const values = await validValues(form);
    if (!values?.file) {
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: values.file.size });
    try {
      const stored = await upload.mutateAsync({
        fields: fieldsOf(values),
        file: values.file,
        onProgress: setProgress,
        signal: controller.signal,
      });
      message.success(t('uploadedDone', { name: stored.file_name }));
      abort.current = null;
      setProgress(null);
      onClose();
    } catch (error) {
      setProgress(null);
      if (error instanceof DOMException && error.name === 'AbortError') {
        message.info(t('uploadCancelled'));
        return;
      }
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  const sending = progress !== null;
  const percent = progress && progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;

  return (
    <Modal
      open={open}
      title={t('uploadTitle')}
      onCancel={close}
      mask={{ closable: !sending }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{sending ? t('cancelUpload') : t('common:cancel')}</Button>
          <Button type="primary" loading={sending} onClick={() => void submit()}>
            {t('start')}
          </Button>
        </Space>
      }
    >
      <Form<UploadValues>
        form={form}
        layout="vertical"
        name="document-upload"
        initialValues={{ ...EMPTY_DOCUMENT, file: undefined }}
        clearOnDestroy
      >
        <DocumentFieldItems disabled={sending} />
        <Form.Item
          name="file"
          label={t('file')}
          rules={[
            { required: true, message: t('fileRequired') },
            {
              validator: async (_rule, file?: File) => {
                if (file && file.size > maxMb * MB) {
                  throw new Error(t('fileTooLarge', { n: maxMb }));
                }
              },
            },
          ]}
        >
          <FilePicker maxMb={maxMb} disabled={sending} />
        </Form.Item>
      </Form>
      {progress && (
        <div role="status" aria-live="polite">
          <Progress percent={percent} status="active" aria-label={t('progress')} />
          <Typography.Text type="secondary">
            {percent >= 100
              ? t('checking')
              : t('uploading', { loaded: formatFileSize(progress.loaded), total: formatFileSize(progress.total) })}
          </Typography.Text>
        </div>
      )}
    </Modal>
  );
}
