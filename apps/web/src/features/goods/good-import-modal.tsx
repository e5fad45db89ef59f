import { DownloadOutlined } from '@ant-design/icons';
import type { ImportJob, ImportMode, ImportRowError } from '@tm/contracts';
import { Alert, Button, Flex, Modal, Progress, Radio, Result, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetFilePicker } from '../../shared/sheet-file-picker';
import { showApiError } from '../../shared/api-client';
import { downloadErrorReport, downloadTemplate, useImportJob, useStartImport } from './goods.api';

type Props = {
  open: boolean;
  /** The company to import into; administrators choose it in the list's filter. */
  companyId: number | undefined;
  needsCompany: boolean;
  onClose: () => void;
};

function JobProgress({ job }: { job: ImportJob }) {
  const { t } = useTranslation('goods');
  const percent = job.phase === 'reading' || job.total === 0 ? 0 : Math.floor((job.done / job.total) * 100);
  const label =
    job.phase === 'reading'
      ? t('importReading', { done: job.done })
      : t(job.phase === 'checking' ? 'importChecking' : 'importWriting', { done: job.done, total: job.total });
  return (
    <div role="status" aria-live="polite">
      <Typography.Text>{label}</Typography.Text>
      <Progress percent={percent} status="active" aria-label={t('importProgress')} />
      <Typography.Text type="secondary">{t('importKeepsRunning')}</Typography.Text>
    </div>
  );
}

function RowErrors({ job }: { job: ImportJob }) {
  const { t } = useTranslation('goods');
  return (
    <Table<ImportRowError>
      size="small"
      rowKey={(error) => `${error.row}-${error.column}`}
      dataSource={job.errors}
      pagination={{ pageSize: 8, size: 'small', hideOnSinglePage: true }}
      columns={[
        { title: t('importRow'), dataIndex: 'row', width: 70 },
        { title: t('importColumn'), dataIndex: 'column', width: 120 },
        { title: t('importValue'), dataIndex: 'value', width: 140, ellipsis: true },
        { title: t('importReason'), dataIndex: 'reason' },
      ]}
      footer={
        job.errors.length < job.failed_rows
          ? () => t('importMoreErrors', { shown: job.errors.length, count: job.failed_rows })
          : undefined
      }
    />
  );
}

function JobOutcome({ job }: { job: ImportJob }) {
  const { t } = useTranslation('goods');
  const report = job.failed_rows > 0 && (
    <Button icon={<DownloadOutlined />} onClick={() => downloadErrorReport(job.id).catch(showApiError)}>
      {t('importErrorReport')}
    </Button>
  );
  if (job.status === 'done') {
    return (
      <Flex vertical gap={12}>
        <Progress percent={100} aria-label={t('importProgress')} />
        <Result
          status="success"
          title={t('importDone')}
          subTitle={t('importCounts', { created: job.created, updated: job.updated, unchanged: job.unchanged })}
          style={{ padding: 16 }}
        />
        {job.failed_rows > 0 && (
          <Alert type="warning" showIcon title={t('importSkipped', { count: job.failed_rows })} action={report} />
        )}
      </Flex>
    );
  }
  if (job.status === 'failed') {
    return <Alert type="error" showIcon title={t('importFailed')} description={job.message} />;
  }
  return (
    <Flex vertical gap={12}>
      <Alert
        type="warning"
        showIcon
        title={t('importRejected', { count: job.failed_rows, valid: job.valid_rows })}
        action={report}
      />
      <RowErrors job={job} />
    </Flex>
  );
}

/** Import dialog: template, file and mode; then live progress, and the outcome with every bad row. */
export function GoodImportModal({ open, companyId, needsCompany, onClose }: Props) {
  const { t } = useTranslation('goods');
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string>();
  const start = useStartImport();
  const job = useImportJob(jobId).data;
  const running = start.isPending || job?.status === 'running';

  const run = (onErrors: 'abort' | 'skip') => {
    if (!file) {
      return;
    }
    start.mutate(
      { file, mode, on_errors: onErrors, ...(companyId ? { company_id: companyId } : {}) },
      { onSuccess: (started) => setJobId(started.id), onError: showApiError },
    );
  };
  const again = () => {
    setJobId(undefined);
    setFile(null);
  };

  const footer = !job ? (
    <Space>
      <Button onClick={onClose}>{t('common:cancel')}</Button>
      <Button
        type="primary"
        disabled={!file || (needsCompany && !companyId)}
        loading={start.isPending}
        onClick={() => run('abort')}
      >
        {t('importStart')}
      </Button>
    </Space>
  ) : (
    <Space>
      {job.status === 'rejected' && job.valid_rows > 0 && (
        <Button type="primary" loading={start.isPending} onClick={() => run('skip')}>
          {t('importValidRows', { valid: job.valid_rows })}
        </Button>
      )}
      {job.status !== 'running' && <Button onClick={again}>{t('importAnother')}</Button>}
      <Button type={job.status === 'done' ? 'primary' : 'default'} onClick={onClose}>
        {t(running ? 'importHide' : 'close')}
      </Button>
    </Space>
  );

  return (
    <Modal open={open} title={t('importTitle')} width={760} onCancel={onClose} footer={footer} maskClosable={!running}>
      {!job ? (
        <Flex vertical gap={16}>
          {needsCompany && !companyId && <Alert type="warning" showIcon title={t('importChooseCompany')} />}
          <Alert
            type="info"
            showIcon
            title={t('importHint')}
            description={
              <Space wrap>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadTemplate('xlsx').catch(showApiError)}
                >
                  {t('templateXlsx')}
                </Button>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadTemplate('csv').catch(showApiError)}
                >
                  {t('templateCsv')}
                </Button>
              </Space>
            }
          />
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value as ImportMode)}
            aria-label={t('importMode')}
            options={[
              { value: 'upsert', label: t('modeUpsert') },
              { value: 'create', label: t('modeCreate') },
              { value: 'update', label: t('modeUpdate') },
            ]}
          />
          <SheetFilePicker
            value={file}
            onChange={(chosen) => setFile(chosen ?? null)}
            text={t('importDrop')}
            hint={t('importFormats')}
          />
        </Flex>
      ) : job.status === 'running' ? (
        <JobProgress job={job} />
      ) : (
        <JobOutcome job={job} />
      )}
    </Modal>
  );
}
