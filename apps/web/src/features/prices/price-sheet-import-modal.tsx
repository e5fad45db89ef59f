import { DownloadOutlined } from '@ant-design/icons';
import type { ImportRowError, PriceSheet } from '@tm/contracts';
import { Alert, Button, Flex, Modal, Progress, Result, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, type UploadProgress } from '../../shared/api-client';
import { SheetFilePicker } from '../../shared/sheet-file-picker';
import { downloadPriceSheet, useReadPriceSheet } from './prices.api';

/**
 * New prices from a spreadsheet (PLU and new price in yuan): the server reads it against the
 * company's goods, the rows it understood become the change's lines at once, and the rows it did
 * not are listed with why, as the goods import lists them.
 */
export function PriceSheetImportModal({
  open,
  companyId,
  onRead,
  onClose,
}: {
  open: boolean;
  companyId: number | undefined;
  onRead: (items: PriceSheet['items']) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('prices');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<PriceSheet | null>(null);
  const read = useReadPriceSheet();

  const start = () => {
    if (!file) {
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    read.mutate(
      { file, companyId, onProgress: setProgress },
      {
        onSuccess: (sheet) => {
          setResult(sheet);
          onRead(sheet.items);
        },
        onError: showApiError,
        onSettled: () => setProgress(null),
      },
    );
  };
  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('sheetTitle')}
      width={680}
      onCancel={close}
      mask={{ closable: !read.isPending }}
      closable={!read.isPending}
      footer={
        result ? (
          <Button type="primary" onClick={close}>
            {t('close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close} disabled={read.isPending}>
              {t('common:cancel')}
            </Button>
            <Button type="primary" disabled={!file} loading={read.isPending} onClick={start}>
              {t('sheetRead')}
            </Button>
          </Space>
        )
      }
    >
      {result ? (
        <Flex vertical gap={12}>
          <Result
            status={result.errors.length > 0 ? 'warning' : 'success'}
            title={t('sheetReadCount', { count: result.items.length })}
            subTitle={result.errors.length > 0 ? t('sheetErrorCount', { count: result.errors.length }) : undefined}
            style={{ padding: 16 }}
          />
          {result.errors.length > 0 && <SheetRowErrors errors={result.errors} />}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            title={t('sheetHint')}
            action={
              <Button
                size="small"
                icon={<DownloadOutlined />}
                onClick={() => void downloadPriceSheet(companyId).catch(showApiError)}
              >
                {t('sheetDownload')}
              </Button>
            }
          />
          {progress ? (
            <div role="status" aria-live="polite">
              <Typography.Text>
                {progress.loaded < progress.total ? t('uploading', { name: file?.name ?? '' }) : t('sheetReading')}
              </Typography.Text>
              <Progress
                percent={progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0}
                status="active"
                aria-label={t('uploadProgress')}
              />
            </div>
          ) : (
            <SheetFilePicker
              value={file}
              onChange={(chosen) => setFile(chosen ?? null)}
              text={t('sheetDrop')}
              hint={t('sheetFormats')}
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}

function SheetRowErrors({ errors }: { errors: ImportRowError[] }) {
  const { t } = useTranslation('prices');
  return (
    <Table<ImportRowError>
      size="small"
      rowKey={(error) => `${error.row}-${error.column}`}
      dataSource={errors}
      pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
      columns={[
        { title: t('sheetRow'), dataIndex: 'row', width: 70 },
        { title: t('sheetColumn'), dataIndex: 'column', width: 120 },
        { title: t('sheetValue'), dataIndex: 'value', width: 140, ellipsis: true },
        { title: t('sheetReason'), dataIndex: 'reason' },
      ]}
    />
  );
}
