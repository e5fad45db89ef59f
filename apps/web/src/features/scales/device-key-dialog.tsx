import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OnceKeyText } from '../../shared/once-key';

export type IssuedKey = { scale_name: string; scale_uuid: string; device_key: string };

/**
 * The device key right after it is issued. The server keeps only its hash, so this is the one
 * time anyone can read it: the dialog says so and closes only through its button.
 */
export function DeviceKeyDialog({ issued, onClose }: { issued: IssuedKey | null; onClose: () => void }) {
  const { t } = useTranslation('scales');
  return (
    <Modal
      open={issued !== null}
      title={t('deviceKeyTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
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
            <Descriptions.Item label={t('name')}>{issued.scale_name}</Descriptions.Item>
            <Descriptions.Item label={t('scaleUuid')}>
              <Typography.Text copyable={{ tooltips: [t('copy'), t('copied')] }}>{issued.scale_uuid}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('deviceKey')}>
              <OnceKeyText value={issued.device_key} testId="device-key" />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('keyHowTo')}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
