import { FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, type DownloadProgress } from './api-client';

type SheetFormat = 'xlsx' | 'csv';
type Exporting = { format: SheetFormat; progress: DownloadProgress };

/**
 * A list's export to a spreadsheet: which format is on its way and how far it got. `download`
 * streams the file and reports progress; failures are shown like any refused call.
 */
export function useSheetExport(
  download: (format: SheetFormat, onProgress: (p: DownloadProgress) => void) => Promise<unknown>,
) {
  const [exporting, setExporting] = useState<Exporting | null>(null);
  const exportAs = (format: SheetFormat) => {
    setExporting({ format, progress: { bytes: 0, lines: 0 } });
    download(format, (progress) => setExporting({ format, progress }))
      .catch(showApiError)
      .finally(() => setExporting(null));
  };
  return { exporting, exportAs };
}

/** The two export buttons of a list page; one export at a time. */
export function SheetExportButtons({
  exporting,
  exportAs,
}: {
  exporting: Exporting | null;
  exportAs: (format: SheetFormat) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Space wrap>
      {/* On a phone the icons alone, so the page's title keeps its room; the names stay for screen readers. */}
      <Button
        icon={<FileExcelOutlined />}
        aria-label={t('exportXlsx')}
        loading={exporting?.format === 'xlsx'}
        disabled={exporting?.format === 'csv'}
        onClick={() => exportAs('xlsx')}
      >
        <span className="wide-only">{t('exportXlsx')}</span>
      </Button>
      <Button
        icon={<FileTextOutlined />}
        aria-label={t('exportCsv')}
        loading={exporting?.format === 'csv'}
        disabled={exporting?.format === 'xlsx'}
        onClick={() => exportAs('csv')}
      >
        <span className="wide-only">{t('exportCsv')}</span>
      </Button>
    </Space>
  );
}

/**
 * How far an export is: a CSV has one line per row after its header, so it shows its share of the
 * rows the list counts; a spreadsheet arrives compressed, so it shows the megabytes received.
 */
export function SheetExportProgress({ exporting, total }: { exporting: Exporting | null; total: number | undefined }) {
  const { t } = useTranslation('common');
  if (!exporting) {
    return null;
  }
  const { format, progress } = exporting;
  const rows = Math.max(0, progress.lines - 1);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('exporting')}
      description={
        format === 'csv' && total ? (
          <Progress
            percent={Math.min(99, Math.floor((rows / total) * 100))}
            format={() => t('exportedRows', { rows: rows.toLocaleString(), total: total.toLocaleString() })}
          />
        ) : (
          t('exportedBytes', { mb: (progress.bytes / 1024 / 1024).toFixed(1) })
        )
      }
    />
  );
}
