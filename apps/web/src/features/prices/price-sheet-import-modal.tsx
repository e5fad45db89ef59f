import { DownloadOutlined } from '@ant-design/icons';
import type { ImportRowError, PriceSheet } from '@tm/contracts';
import { Alert, Button, Flex, Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { SheetUploadModal } from '../../shared/sheet-upload-modal';
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
  const read = useReadPriceSheet();
  return (
    <SheetUploadModal<PriceSheet>
      open={open}
      texts={{
        title: t('sheetTitle'),
        start: t('sheetRead'),
        close: t('close'),
        drop: t('sheetDrop'),
        formats: t('sheetFormats'),
        uploading: (name) => t('uploading', { name }),
        reading: t('sheetReading'),
        progress: t('uploadProgress'),
      }}
      intro={
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
      }
      send={async (file, onProgress) => {
        const sheet = await read.mutateAsync({ file, companyId, onProgress });
        onRead(sheet.items);
        return sheet;
      }}
      renderResult={(result) => (
        <Flex vertical gap={12}>
          <Result
            status={result.errors.length > 0 ? 'warning' : 'success'}
            title={t('sheetReadCount', { count: result.items.length })}
            subTitle={result.errors.length > 0 ? t('sheetErrorCount', { count: result.errors.length }) : undefined}
            style={{ padding: 16 }}
          />
          {result.errors.length > 0 && <SheetRowErrors errors={result.errors} />}
        </Flex>
      )}
      onClose={onClose}
    />
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
