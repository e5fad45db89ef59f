import { DownloadOutlined } from '@ant-design/icons';
import { LOCK_IMPORT_MAX_BYTES, type LockImportResult, type LockImportRowError } from '@tm/contracts';
import { Alert, App, Button, Flex, Form, Modal, Progress, Result, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetFilePicker } from '../../shared/sheet-file-picker';
import { showApiError, type UploadProgress } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { downloadLockTemplate, useImportLocks } from './locks.api';

type Values = { file: File | undefined };

/** What the import did: how many locks came in, and every row that did not with its reason. */
function ImportOutcome({ result }: { result: LockImportResult }) {
  const { t } = useTranslation('locks');
  return (
    <Flex vertical gap={12}>
      {result.imported > 0 ? (
        <Result
          status="success"
          title={t('importDone', { imported: result.imported, total: result.total_rows })}
          style={{ padding: 16 }}
        />
      ) : (
        <Alert type="error" showIcon title={t('importAllFailed', { failed: result.failed })} />
      )}
      {result.failed > 0 && (
        <>
          {result.imported > 0 && (
            <Alert type="warning" showIcon title={t('importSomeFailed', { failed: result.failed })} />
          )}
          <Table<LockImportRowError>
            size="small"
            rowKey="row"
            dataSource={result.errors}
            pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
            columns={[
              { title: t('row'), dataIndex: 'row', width: 70 },
              { title: t('mac'), dataIndex: 'mac', width: 170, ellipsis: true },
              { title: t('reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </Flex>
  );
}

/** Import dialog: template, one file sent with a progress bar, then the outcome with the row errors. */
export function LockImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('locks');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const upload = useImportLocks();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<LockImportResult | null>(null);
  const abort = useRef<AbortController | null>(null);

  const reset = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
    setResult(null);
    upload.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values?.file) {
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: values.file.size });
    try {
      setResult(await upload.mutateAsync({ file: values.file, onProgress: setProgress, signal: controller.signal }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        message.info(t('uploadCancelled'));
      } else if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const sending = progress !== null;
  const percent = progress && progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  const footer = result ? (
    <Space>
      <Button onClick={reset}>{t('importAgain')}</Button>
      <Button type="primary" onClick={close}>
        {t('close')}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={close}>{sending ? t('cancelUpload') : t('common:cancel')}</Button>
      <Button type="primary" loading={sending} onClick={() => void submit()}>
        {t('startImport')}
      </Button>
    </Space>
  );

  return (
    <Modal
      open={open}
      title={t('importTitle')}
      onCancel={close}
      mask={{ closable: !sending }}
      width={640}
      destroyOnHidden
      footer={footer}
    >
      {result ? (
        <ImportOutcome result={result} />
      ) : (
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text type="secondary">{t('importHint')}</Typography.Text>
            <Button icon={<DownloadOutlined />} onClick={() => downloadLockTemplate('xlsx').catch(showApiError)}>
              {t('template')}
            </Button>
          </Flex>
          <Form<Values> form={form} name="lock-import" initialValues={{ file: undefined }} clearOnDestroy>
            <Form.Item
              name="file"
              rules={[
                { required: true, message: t('fileRequired') },
                {
                  validator: async (_rule, file?: File) => {
                    if (file && file.size > LOCK_IMPORT_MAX_BYTES) {
                      throw new Error(t('fileTooLarge'));
                    }
                  },
                },
              ]}
            >
              <SheetFilePicker disabled={sending} text={t('drop')} />
            </Form.Item>
          </Form>
          {progress && (
            <div role="status" aria-live="polite">
              <Progress percent={percent} status="active" aria-label={t('import')} />
              <Typography.Text type="secondary">
                {percent >= 100 ? t('checking') : t('uploading', { percent })}
              </Typography.Text>
            </div>
          )}
        </Flex>
      )}
    </Modal>
  );
}
