import type { GatewayKey } from '@tm/contracts';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OnceKeyText } from '../../shared/once-key';

/**
 * A gateway's key right after it is issued, with the command that starts the gateway with it:
 * the server keeps only its hash, so the dialog closes only through its button.
 */
export function GatewayKeyDialog({ issued, onClose }: { issued: GatewayKey | null; onClose: () => void }) {
  const { t } = useTranslation('gateways');
  const command = issued
    ? `npm run gateway -- --url ${window.location.origin} --key ${issued.gateway.gateway_uuid}:${issued.gateway_key}`
    : '';
  return (
    <Modal
      open={issued !== null}
      title={t('keyTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={640}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('keyNoted')}
        </Button>
      }
      destroyOnHidden
    >
      {issued && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('keyOnceTitle')}
            description={t('keyOnceText')}
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('name')}>{issued.gateway.name}</Descriptions.Item>
            <Descriptions.Item label={t('uuid')}>
              <Typography.Text copyable>{issued.gateway.gateway_uuid}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('keyTitle')}>
              <OnceKeyText value={issued.gateway_key} testId="gateway-key" />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 4 }}>{t('runCommand')}</Typography.Paragraph>
          <Typography.Paragraph code copyable style={{ wordBreak: 'break-all' }}>
            {command}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
