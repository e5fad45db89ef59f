import type { StockDocument, StockDocumentStatus, StockDocumentType } from '@tm/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentPathOf, STATUS_COLORS } from './stock-document-types';

export function DocumentStatusTag({ status }: { status: StockDocumentStatus }) {
  const { t } = useTranslation('stockDocuments');
  return <Tag color={STATUS_COLORS[status]}>{t(`status_${status}`)}</Tag>;
}

/** A link to another document by its number (a draft has none yet). */
export function DocumentLink({
  type,
  reference,
}: {
  type: StockDocumentType;
  reference: { id: number; number: string | null };
}) {
  const { t } = useTranslation('stockDocuments');
  return <Link to={documentPathOf(type, reference.id)}>{reference.number ?? t('draft')}</Link>;
}

/** Whether a document undoes another, or was undone: each side links to the other. */
export function ReversalTags({ document }: { document: Pick<StockDocument, 'type' | 'reverses' | 'reversed_by'> }) {
  const { t } = useTranslation('stockDocuments');
  if (!document.reverses && !document.reversed_by) {
    return null;
  }
  return (
    <Space size={4} wrap>
      {document.reverses && (
        <Tag color="orange">
          {t('reversalOf')} <DocumentLink type={document.type} reference={document.reverses} />
        </Tag>
      )}
      {document.reversed_by && (
        <Tag color="default">
          {t('reversedBy')} <DocumentLink type={document.type} reference={document.reversed_by} />
        </Tag>
      )}
    </Space>
  );
}
