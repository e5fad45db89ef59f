import { DeleteOutlined, EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import type { Gateway, GatewayKey } from '@tm/contracts';
import { App, Badge, Button, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { formatTime } from '../../shared/format';
import { showFieldErrors } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import { GatewayKeyDialog } from './gateway-key-dialog';
import {
  useCreateGateway,
  useDeleteGateway,
  useRegenerateGatewayKey,
  useRenameGateway,
  useShopGateways,
} from './gateways.api';
import { gatewaysMessages } from './gateways.messages';

registerMessages('gateways', gatewaysMessages);

/** Online, offline since the last report, or never connected. */
export function GatewayState({ gateway }: { gateway: Gateway }) {
  const { t } = useTranslation('gateways');
  if (gateway.online) {
    return <Badge status="success" text={t('online')} />;
  }
  return <Badge status="default" text={gateway.last_seen_time ? t('offline') : t('never')} />;
}

/** The name form of a new gateway or a renamed one. */
function GatewayNameModal({
  editing,
  busy,
  onSubmit,
  onClose,
}: {
  editing: Gateway | 'new' | null;
  busy: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('gateways');
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('add') : t('rename')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing && editing !== 'new' ? editing.name : '' }}
        onFinish={(values) =>
          onSubmit(values.name.trim()).catch((error: unknown) => {
            showFieldErrors(form, error);
          })
        }
      >
        <Form.Item
          name="name"
          label={t('name')}
          rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
        >
          <Input placeholder={t('namePlaceholder')} maxLength={50} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The shop's gateways: add one (its key shown once), rename, issue a new key, delete. */
export function ShopGatewaysTab({ shopId }: { shopId: number }) {
  const { t } = useTranslation('gateways');
  const { modal } = App.useApp();
  const gateways = useShopGateways(shopId);
  const create = useCreateGateway(shopId);
  const rename = useRenameGateway(shopId);
  const regenerate = useRegenerateGatewayKey(shopId);
  const remove = useDeleteGateway(shopId);
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<Gateway | 'new' | null>(null);
  const [issued, setIssued] = useState<GatewayKey | null>(null);

  const submitName = async (name: string) => {
    if (editing === 'new') {
      setIssued(await create.mutateAsync({ name }));
    } else if (editing) {
      await rename.mutateAsync({ id: editing.id, name });
    }
    setEditing(null);
  };

  const confirmNewKey = (gateway: Gateway) =>
    modal.confirm({
      title: t('newKeyTitle'),
      content: t('newKeyText', { name: gateway.name }),
      okText: t('newKey'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => setIssued(await regenerate.mutateAsync(gateway.id)),
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('intro')}
      </Typography.Paragraph>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
        {t('add')}
      </Button>
      <Table<Gateway>
        rowKey="id"
        loading={gateways.isPending}
        dataSource={gateways.data ?? []}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 900 }}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          {
            title: t('uuid'),
            dataIndex: 'gateway_uuid',
            render: (uuid: string) => <Typography.Text copyable>{uuid}</Typography.Text>,
          },
          { title: t('state'), key: 'state', render: (_, gateway) => <GatewayState gateway={gateway} /> },
          { title: t('lastSeen'), dataIndex: 'last_seen_time', render: (time: string | null) => formatTime(time) },
          { title: t('version'), dataIndex: 'version', render: (version: string) => version || '—' },
          { title: t('scales'), dataIndex: 'scale_count', align: 'right' },
          {
            title: t('common:actions'),
            key: 'actions',
            render: (_, gateway) => (
              <Space size={0} wrap>
                <Button type="link" icon={<EditOutlined />} onClick={() => setEditing(gateway)}>
                  {t('rename')}
                </Button>
                <Button type="link" icon={<KeyOutlined />} onClick={() => confirmNewKey(gateway)}>
                  {t('newKey')}
                </Button>
                <Button
                  type="link"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(gateway.name, () => remove.mutateAsync(gateway.id))}
                >
                  {t('common:delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <GatewayNameModal
        editing={editing}
        busy={create.isPending || rename.isPending}
        onSubmit={submitName}
        onClose={() => setEditing(null)}
      />
      <GatewayKeyDialog issued={issued} onClose={() => setIssued(null)} />
    </Space>
  );
}
