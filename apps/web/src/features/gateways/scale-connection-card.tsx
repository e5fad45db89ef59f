import { ApiOutlined } from '@ant-design/icons';
import { TM_PORT, type ScaleDetail, type ScaleLanLink } from '@tm/contracts';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { showFieldErrors } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import { useSetScaleLan, useShopGateways } from './gateways.api';
import { gatewaysMessages } from './gateways.messages';

registerMessages('gateways', gatewaysMessages);

type ConnectionForm = { mode: 'direct' | 'gateway'; gateway_id?: number; lan_ip?: string; lan_port?: number };

// A dotted IPv4 address; the server checks it too and names the field when it is wrong.
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** What the gateway last reported about the scale: reachable, last contact, queue, last error. */
function LanReport({ scale }: { scale: ScaleDetail }) {
  const { t } = useTranslation('gateways');
  const status = scale.lan_status;
  if (!status) {
    return <Typography.Text type="secondary">{t('notReported')}</Typography.Text>;
  }
  return (
    <Space orientation="vertical" size={2}>
      {/* A gateway reports every minute or so: an older report says nothing of the scale now. */}
      {status.current ? (
        <Badge
          status={status.reachable ? 'success' : 'error'}
          text={status.reachable ? t('reachable') : t('unreachable')}
        />
      ) : (
        <Badge status="default" text={t('reportStale')} />
      )}
      {status.last_contact_time && (
        <Typography.Text type="secondary">
          {t('lastContact', { time: formatTime(status.last_contact_time) })}
        </Typography.Text>
      )}
      {status.queued > 0 && <Typography.Text>{t('queued', { n: status.queued })}</Typography.Text>}
      {status.last_error && (
        <Typography.Text type="danger">{t('lastError', { error: status.last_error })}</Typography.Text>
      )}
      <Typography.Text type="secondary">{t('reportedAt', { time: formatTime(status.reported_time) })}</Typography.Text>
    </Space>
  );
}

/** The dialog choosing direct or through one of the shop's gateways at a LAN address. */
function ConnectionModal({ scale, open, onClose }: { scale: ScaleDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('gateways');
  const { message } = App.useApp();
  const gateways = useShopGateways(scale.shop_id);
  const setLan = useSetScaleLan(scale.shop_id, scale.id);
  const [form] = Form.useForm<ConnectionForm>();
  const mode = Form.useWatch('mode', form);
  const noGateway = gateways.isSuccess && gateways.data.length === 0;

  const submit = (values: ConnectionForm) => {
    const link: ScaleLanLink =
      values.mode === 'direct'
        ? { gateway_id: null, lan_ip: null, lan_port: TM_PORT }
        : { gateway_id: values.gateway_id ?? null, lan_ip: values.lan_ip?.trim() ?? null, lan_port: values.lan_port };
    setLan
      .mutateAsync(link)
      .then(() => {
        message.success(t('common:saved'));
        onClose();
      })
      .catch((error: unknown) => showFieldErrors(form, error));
  };

  return (
    <Modal
      open={open}
      title={t('connectionTitle')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={setLan.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ConnectionForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          mode: scale.gateway_id ? 'gateway' : 'direct',
          gateway_id: scale.gateway_id ?? undefined,
          lan_ip: scale.lan_ip ?? '',
          lan_port: scale.lan_port || TM_PORT,
        }}
        onFinish={submit}
      >
        <Form.Item name="mode" label={t('connection')}>
          <Radio.Group
            options={[
              { value: 'direct', label: t('connectDirect') },
              { value: 'gateway', label: t('connectGateway') },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {mode === 'gateway' && (
          <>
            {noGateway && <Alert type="info" showIcon title={t('noGatewayYet')} style={{ marginBottom: 16 }} />}
            <Form.Item
              name="gateway_id"
              label={t('gateway')}
              rules={[{ required: true, message: t('gatewayRequired') }]}
            >
              <Select
                loading={gateways.isPending}
                options={(gateways.data ?? []).map((gateway) => ({ value: gateway.id, label: gateway.name }))}
              />
            </Form.Item>
            <Space align="start" wrap>
              <Form.Item
                name="lan_ip"
                label={t('lanIp')}
                rules={[
                  { required: true, whitespace: true, message: t('lanIpRequired') },
                  { pattern: IPV4, message: t('lanIpInvalid') },
                ]}
              >
                <Input placeholder={t('lanIpPlaceholder')} style={{ width: 220 }} />
              </Form.Item>
              <Form.Item
                name="lan_port"
                label={t('lanPort')}
                rules={[{ required: true, message: t('lanPortRequired') }]}
              >
                <InputNumber min={1} max={65_535} precision={0} style={{ width: 120 }} />
              </Form.Item>
            </Space>
          </>
        )}
      </Form>
    </Modal>
  );
}

/** On the scale page: how the scale reaches the cloud, what its gateway reports, and a way to change it. */
export function ScaleConnectionCard({ scale }: { scale: ScaleDetail }) {
  const { t } = useTranslation('gateways');
  const [editing, setEditing] = useState(false);
  return (
    <Card
      size="small"
      title={t('connectionTitle')}
      extra={
        <Button icon={<ApiOutlined />} onClick={() => setEditing(true)}>
          {t('changeConnection')}
        </Button>
      }
    >
      {scale.gateway_id ? (
        <Space orientation="vertical" size="small">
          <Typography.Text strong>
            {t('viaGateway', { name: scale.gateway_name, ip: scale.lan_ip, port: scale.lan_port })}
          </Typography.Text>
          <LanReport scale={scale} />
        </Space>
      ) : (
        <Typography.Text>{t('direct')}</Typography.Text>
      )}
      <ConnectionModal scale={scale} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
