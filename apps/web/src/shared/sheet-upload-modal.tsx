import { Button, Flex, Modal, Progress, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, type UploadProgress } from './api-client';
import { SheetFilePicker } from './sheet-file-picker';

/** The words of one upload dialog, in its feature's voice. */
export type SheetUploadTexts = {
  title: string;
  start: string;
  close: string;
  drop: string;
  formats: string;
  uploading: (fileName: string) => string;
  /** Once the bytes are up, while the server reads the sheet. */
  reading: string;
  progress: string;
};

/**
 * A spreadsheet sent to the server from a dialog: chosen by click or drop, sent with its progress,
 * the answer shown in place of the picker. Closing forgets the file and the answer.
 */
export function SheetUploadModal<R>({
  open,
  texts,
  intro,
  send,
  renderResult,
  onClose,
  width = 680,
}: {
  open: boolean;
  texts: SheetUploadTexts;
  /** Above the picker: what the file holds, a template to download, warnings. */
  intro: ReactNode;
  send: (file: File, onProgress: (progress: UploadProgress) => void) => Promise<R>;
  renderResult: (result: R) => ReactNode;
  onClose: () => void;
  width?: number;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<{ answer: R } | null>(null);
  const sending = progress !== null;

  const start = () => {
    if (!file) {
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    send(file, setProgress)
      .then((answer) => setResult({ answer }))
      .catch(showApiError)
      .finally(() => setProgress(null));
  };
  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      width={width}
      onCancel={close}
      mask={{ closable: !sending }}
      closable={!sending}
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            {texts.close}
          </Button>
        ) : (
          <Space>
            <Button onClick={close} disabled={sending}>
              {t('common:cancel')}
            </Button>
            <Button type="primary" disabled={!file} loading={sending} onClick={start}>
              {texts.start}
            </Button>
          </Space>
        )
      }
    >
      {result ? (
        renderResult(result.answer)
      ) : (
        <Flex vertical gap={16}>
          {intro}
          {progress ? (
            <div role="status" aria-live="polite">
              <Typography.Text>
                {progress.loaded < progress.total ? texts.uploading(file?.name ?? '') : texts.reading}
              </Typography.Text>
              <Progress
                percent={progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0}
                status="active"
                aria-label={texts.progress}
              />
            </div>
          ) : (
            <SheetFilePicker
              value={file}
              onChange={(chosen) => setFile(chosen ?? null)}
              text={texts.drop}
              hint={texts.formats}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
