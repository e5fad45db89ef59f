import type { Good } from '@tm/contracts';
import { Alert, Flex, Image, Modal, QRCode, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { useGood, usePhotoLink } from './goods.api';

type Props = { good: Good | null; onClose: () => void };

/** A QR code for a phone to photograph the good; the new image shows here as soon as it arrives. */
export function GoodPhotoModal({ good, onClose }: Props) {
  const { t } = useTranslation('goods');
  const link = usePhotoLink();
  const { mutate, reset } = link;
  const current = useGood(good?.id, Boolean(good));
  useEffect(() => {
    if (good) {
      mutate(good.id);
    } else {
      reset();
    }
  }, [good, mutate, reset]);

  const url = link.data
    ? (link.data.url ?? `${window.location.origin}/page/goodPhotoUpload?token=${link.data.token}`)
    : '';
  const image = current.data?.img_url ?? good?.img_url ?? '';
  const arrived = Boolean(good && image && image !== good.img_url);

  return (
    <Modal open={good !== null} title={t('photoTitle')} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      <Flex vertical align="center" gap={12}>
        <Typography.Text strong>
          {good?.plu} · {good?.name_lines.join(' ')}
        </Typography.Text>
        <QRCode
          value={url || '-'}
          status={link.isPending ? 'loading' : link.isError ? 'expired' : 'active'}
          size={220}
        />
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('photoScan')}
          {link.data && <br />}
          {link.data && t('photoExpires', { time: formatTime(link.data.expires_time) })}
        </Typography.Text>
        {url && (
          <Typography.Link href={url} target="_blank" copyable={{ text: url }}>
            {t('photoOpenLink')}
          </Typography.Link>
        )}
        {arrived ? (
          <Alert type="success" showIcon title={t('photoArrived')} />
        ) : (
          <Typography.Text type="secondary">{t('photoWaiting')}</Typography.Text>
        )}
        {image && <Image src={image} width={160} alt={good?.name_lines[0] ?? ''} />}
      </Flex>
    </Modal>
  );
}
