import { DeleteOutlined, DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import {
  DOCUMENT_MAX_MB_DEFAULT,
  formatFileSize,
  type DocumentCategory,
  type LibraryDocument,
  type ListDocumentsQuery,
} from '@tm/contracts';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import { currentLanguage, registerMessages } from '../../shared/i18n';
import { usePagination } from '../../shared/list-controls';
import { SearchActions } from '../../shared/list-filters';
import { listLoading, useListQuery } from '../../shared/use-list-query';
import { fetchDownload, useDeleteDocument, useDocuments, useUpdateDocument } from './documents.api';
import { documentsMessages } from './documents.messages';
import { DocumentFieldItems, fieldsOf, useCategoryOptions, type DocumentValues } from './document-fields';
import { DocumentUploadModal } from './document-upload-modal';

registerMessages('documents', documentsMessages);

type Filters = { category?: DocumentCategory | undefined; q?: string | undefined };

/**
 * Opens a document in a new window (spec §7). The window opens at the click, before the server
 * answers where the file is: opened after the wait, a popup blocker would stop it.
 */
async function openDocument(fileName: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const { url } = await fetchDownload(fileName);
    const absolute = new URL(url, window.location.href).href;
    if (target) {
      target.opener = null;
      target.location.href = absolute;
    } else {
      window.location.assign(absolute);
    }
  } catch (error) {
    target?.close();
    showApiError(error);
  }
}

/** `systemMng/documentList`: the document library of manuals, drivers and software (administrators). */
export function DocumentListPage() {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const { filters, paging, setFilters, setPaging } = useListQuery<Filters>();
  const [form] = Form.useForm<Filters>();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<LibraryDocument | null>(null);
  const query: ListDocumentsQuery = { ...filters, ...paging };
  useEffect(() => {
    form.setFieldsValue({ category: filters.category, q: filters.q });
  }, [form, filters.category, filters.q]);
  const documents = useDocuments(query);
  const pagination = usePagination(paging, documents.data?.meta.total, setPaging);
  const remove = useDeleteDocument();
  const categories = useCategoryOptions();
  const english = currentLanguage() === 'en';

  const columns: TableColumnsType<LibraryDocument> = [
    {
      title: t('title'),
      key: 'title',
      render: (_: unknown, doc: LibraryDocument) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{english ? doc.title_en : doc.title_ch}</Typography.Text>
          <Typography.Text type="secondary">{english ? doc.title_ch : doc.title_en}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('category'),
      dataIndex: 'category',
      width: 120,
      render: (category: DocumentCategory) => <Tag>{t(category)}</Tag>,
    },
    { title: t('version'), dataIndex: 'version', width: 100, render: (version: string) => version || '—' },
    {
      title: t('fileName'),
      key: 'file',
      render: (_: unknown, doc: LibraryDocument) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{doc.file_name}</Typography.Text>
          <Typography.Text type="secondary">{formatFileSize(doc.size)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('isPublic'),
      dataIndex: 'is_public',
      width: 120,
      render: (isPublic: boolean) =>
        isPublic ? <Tag color="green">{t('public')}</Tag> : <Tag>{t('signedInOnly')}</Tag>,
    },
    {
      title: t('uploaded'),
      key: 'uploaded',
      width: 170,
      render: (_: unknown, doc: LibraryDocument) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{formatTime(doc.created_time)}</Typography.Text>
          {doc.uploader && (
            <Typography.Text type="secondary">{t('uploadedBy', { name: doc.uploader.name })}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 230,
      render: (_: unknown, doc: LibraryDocument) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void openDocument(doc.file_name)}>
            {t('download')}
          </Button>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(doc)}>
            {t('common:edit')}
          </Button>
          <Popconfirm
            title={t('deleteConfirm', { name: doc.file_name })}
            description={t('deleteConfirmText')}
            okText={t('common:delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:cancel')}
            onConfirm={async () => {
              await remove.mutateAsync(doc.id);
              void message.success(t('common:deleted'));
            }}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const search = (values: Filters) => setFilters({ category: values.category, q: values.q?.trim() });

  return (
    <Card
      title={t('shell:documentList')}
      extra={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          {t('upload')}
        </Button>
      }
    >
      <Form<Filters>
        form={form}
        name="document-filters"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="category">
          <Select
            allowClear
            placeholder={t('allCategories')}
            aria-label={t('category')}
            options={categories}
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item name="q">
          <Input
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            allowClear
            style={{ width: 240 }}
          />
        </Form.Item>
        <SearchActions
          onReset={() => {
            form.resetFields();
            search({});
          }}
        />
      </Form>
      <AdaptiveTable<LibraryDocument>
        rowKey="id"
        columns={columns}
        dataSource={documents.data?.list ?? []}
        loading={listLoading(documents)}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={pagination}
      />
      <DocumentUploadModal
        open={uploading}
        maxMb={documents.data?.meta.max_mb ?? DOCUMENT_MAX_MB_DEFAULT}
        onClose={() => setUploading(false)}
      />
      <DocumentEditModal document={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

/** Metadata only: the file itself stays; to replace it, delete and upload again. */
function DocumentEditModal({ document, onClose }: { document: LibraryDocument | null; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const { message } = App.useApp();
  const [form] = Form.useForm<DocumentValues>();
  const update = useUpdateDocument();

  const submit = async () => {
    if (!document) {
      return;
    }
    const values = await validValues(form);
    if (!values) {
      return;
    }
    try {
      await update.mutateAsync({ id: document.id, fields: fieldsOf(values) });
      message.success(t('common:saved'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open={document !== null}
      title={t('editTitle', { name: document?.file_name ?? '' })}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={update.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {document && (
        <Form<DocumentValues>
          form={form}
          layout="vertical"
          name="document-edit"
          initialValues={{
            title_ch: document.title_ch,
            title_en: document.title_en,
            category: document.category,
            version: document.version,
            is_public: document.is_public,
          }}
          clearOnDestroy
        >
          <DocumentFieldItems />
        </Form>
      )}
    </Modal>
  );
}
