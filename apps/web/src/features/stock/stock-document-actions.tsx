import {
  CheckOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  ImportOutlined,
  PrinterOutlined,
  RollbackOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import {
  STOCK_NOTE_MAX,
  type StockDocument,
  type StockDocumentDetail,
  type StockShort,
  type StockUnit,
} from '@tm/contracts';
import { Alert, App, Button, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closingOnFailure, showApiError } from '../../shared/api-client';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { formatTime } from '../../shared/format';
import type { CountEdits } from './stock-document-counts';
import { StockDocumentFormModal } from './stock-document-form-modal';
import { canReturnFrom, canReverse, documentPathOf, isOpenOrder, listPathOf, shortsOf } from './stock-document-types';
import {
  useDeleteStockDocument,
  useDocumentStep,
  usePostStockDocument,
  useReverseStockDocument,
  type DocumentStep,
} from './stock-documents.api';
import { formatStockQuantity } from './stock-format';

/** The goods a post would take below zero: what the shop has and what the document needs. */
function ShortList({ short, document }: { short: StockShort[]; document: StockDocumentDetail }) {
  const { t } = useTranslation('stockDocuments');
  const unitOf = new Map<number, StockUnit>(document.lines.map((line) => [line.good_id, line.unit]));
  const shopName = (id: number) =>
    [document.shop, document.target_shop].find((shop) => shop?.id === id)?.name ?? `#${id}`;
  const quantity = (value: number, goodId: number) =>
    formatStockQuantity(value, unitOf.get(goodId) ?? 'piece', (count: number) => t('pieces', { count }));
  return (
    <>
      <p>{t('shortText')}</p>
      <Table<StockShort>
        size="small"
        rowKey={(row) => `${row.shop_id}-${row.good_id}`}
        pagination={false}
        dataSource={short}
        columns={[
          { title: t('good'), dataIndex: 'good_name' },
          { title: t('shop'), key: 'shop', render: (_, row) => shopName(row.shop_id) },
          {
            title: t('onHand'),
            key: 'on_hand',
            align: 'right',
            render: (_, row) => quantity(row.on_hand, row.good_id),
          },
          { title: t('needed'), key: 'needed', align: 'right', render: (_, row) => quantity(row.needed, row.good_id) },
        ]}
      />
    </>
  );
}

/**
 * Runs a post or a reversal; when the server says goods would go below zero, lists them and asks
 * once more, then runs it again with `allow_negative`. Other refusals are shown as usual.
 */
function useShortCheck(document: StockDocumentDetail) {
  const { t } = useTranslation('stockDocuments');
  const { modal } = App.useApp();
  return async (run: (allowNegative: boolean) => Promise<void>) => {
    try {
      await run(false);
    } catch (error) {
      const short = shortsOf(error);
      if (!short) {
        showApiError(error);
        return;
      }
      modal.confirm({
        title: t('shortTitle'),
        width: 640,
        content: <ShortList short={short} document={document} />,
        okText: t('goNegative'),
        okButtonProps: { danger: true },
        cancelText: t('common:cancel'),
        onOk: () => run(true).catch(showApiError),
      });
    }
  };
}

type Dialog = 'edit' | 'receipt' | 'return' | 'reverse' | null;

/**
 * What may be done with a document in its status: a draft is edited, deleted or posted; an open
 * order is received, cancelled or closed; a transfer in transit is received; a posted document is
 * reversed, and a receipt's goods sent back. Each step that cannot be undone asks first.
 */
export function DocumentActions({ document, counts }: { document: StockDocumentDetail; counts: CountEdits }) {
  const { t } = useTranslation('stockDocuments');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const post = usePostStockDocument();
  const step = useDocumentStep();
  const remove = useDeleteStockDocument();
  const confirmDelete = useConfirmDelete();
  const withShortCheck = useShortCheck(document);
  const type = document.type;
  const typeName = t(`typeInText_${type}`);

  const confirmPost = () =>
    modal.confirm({
      title: t(`postTitle_${type}`),
      content: t(`postText_${type}`),
      okText: t(`post_${type}`),
      cancelText: t('common:cancel'),
      onOk: () =>
        withShortCheck(async (allowNegative) => {
          // Counts typed on the page go with the stocktake.
          if (counts.unsaved > 0 && !(await counts.save())) {
            return;
          }
          await post.mutateAsync({ id: document.id, body: { allow_negative: allowNegative } });
          message.success(t(`posted_${type}`));
        }),
    });

  const confirmStep = (which: DocumentStep) =>
    modal.confirm({
      title: t(`stepTitle_${which}`),
      content: t(`stepText_${which}`, { number: document.number ?? '' }),
      okText: t(`step_${which}`),
      okButtonProps: { danger: which !== 'receive' },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await step.mutateAsync({ id: document.id, step: which });
        message.success(t(`stepDone_${which}`));
      }),
    });

  const deleteDraft = () =>
    confirmDelete(
      t('draftName', { type: typeName, shop: document.shop.name, time: formatTime(document.created_time) }),
      async () => {
        await remove.mutateAsync(document.id);
        await navigate(listPathOf(type));
      },
    );

  const openCreated = (created: StockDocument) => void navigate(documentPathOf(created.type, created.id));

  return (
    <>
      <Space wrap className="no-print">
        {document.status === 'draft' && (
          <>
            <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
              {t('common:edit')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={deleteDraft}>
              {t('common:delete')}
            </Button>
            <Button type="primary" icon={<SendOutlined />} loading={post.isPending} onClick={confirmPost}>
              {t(`post_${type}`)}
            </Button>
          </>
        )}
        {isOpenOrder(document) && (
          <>
            <Button type="primary" icon={<ImportOutlined />} onClick={() => setDialog('receipt')}>
              {t('receiveFromOrder')}
            </Button>
            {document.status === 'submitted' ? (
              <Button danger icon={<StopOutlined />} onClick={() => confirmStep('cancel')}>
                {t('step_cancel')}
              </Button>
            ) : (
              <Button icon={<CloseCircleOutlined />} onClick={() => confirmStep('close')}>
                {t('step_close')}
              </Button>
            )}
          </>
        )}
        {type === 'transfer' && document.status === 'in_transit' && (
          <Button type="primary" icon={<CheckOutlined />} onClick={() => confirmStep('receive')}>
            {t('step_receive')}
          </Button>
        )}
        {canReturnFrom(document) && (
          <Button icon={<RollbackOutlined />} onClick={() => setDialog('return')}>
            {t('returnFromReceipt')}
          </Button>
        )}
        {canReverse(document) && (
          <Button danger icon={<RollbackOutlined />} onClick={() => setDialog('reverse')}>
            {t('reverse')}
          </Button>
        )}
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Space>
      {document.status === 'draft' && (
        <StockDocumentFormModal
          open={dialog === 'edit'}
          type={type}
          document={document}
          onClose={() => setDialog(null)}
        />
      )}
      {isOpenOrder(document) && (
        <StockDocumentFormModal
          open={dialog === 'receipt'}
          type="receipt"
          source={document}
          onClose={() => setDialog(null)}
          onCreated={openCreated}
        />
      )}
      {canReturnFrom(document) && (
        <StockDocumentFormModal
          open={dialog === 'return'}
          type="purchase_return"
          source={document}
          onClose={() => setDialog(null)}
          onCreated={openCreated}
        />
      )}
      <ReverseModal
        open={dialog === 'reverse'}
        document={document}
        withShortCheck={withShortCheck}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

type ReverseValues = { notes?: string };

/** Says what reversing this document does to stock, and takes the reason. */
function ReverseModal({
  open,
  document,
  withShortCheck,
  onClose,
}: {
  open: boolean;
  document: StockDocumentDetail;
  withShortCheck: (run: (allowNegative: boolean) => Promise<void>) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('stockDocuments');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ReverseValues>();
  const reverse = useReverseStockDocument();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const notes = values.notes?.trim() ?? '';
    await withShortCheck(async (allowNegative) => {
      try {
        const reversal = await reverse.mutateAsync({
          id: document.id,
          body: { notes, allow_negative: allowNegative },
        });
        message.success(t('reversed', { number: reversal.number ?? '' }));
        onClose();
        await navigate(documentPathOf(reversal.type, reversal.id));
      } catch (error) {
        // A refusal naming the notes stays on this form; the rest goes to the short check.
        if (!shortsOf(error) && showFieldErrors(form, error)) {
          return;
        }
        onClose();
        throw error;
      }
    });
  };

  const statusKey =
    document.type === 'transfer' ? `reverseText_transfer_${document.status}` : `reverseText_${document.type}`;

  return (
    <Modal
      open={open}
      title={t('reverseTitle', { number: document.number ?? '' })}
      okText={t('reverse')}
      okButtonProps={{ danger: true }}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={reverse.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t(statusKey)}
        description={t('reverseFinal')}
      />
      <Form<ReverseValues> form={form} layout="vertical" name="stock-reverse-form" clearOnDestroy>
        <Form.Item
          name="notes"
          label={t('reverseReason')}
          rules={[{ max: STOCK_NOTE_MAX, message: t('notesTooLong', { max: STOCK_NOTE_MAX }) }]}
        >
          <Input.TextArea rows={2} placeholder={t('reverseReasonHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
