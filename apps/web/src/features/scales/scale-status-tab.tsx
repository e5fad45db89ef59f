import { KeyOutlined } from '@ant-design/icons';
import { SCALE_MODELS, type ScaleDetail } from '@tm/contracts';
import { App, Avatar, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closingOnFailure } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { ScaleConnectionCard } from '../gateways/scale-connection-card';
import { ScaleCompareCard } from '../deliveries/scale-compare-card';
import { ScalePendingCard } from '../deliveries/scale-pending-card';
import { ScaleFitCard } from '../scale-fit/scale-fit-card';
import { DeviceKeyDialog, type IssuedKey } from './device-key-dialog';
import { GoodsUsage, OnlineState, SyncState, useScaleModels } from './scale-state';
import { useRegenerateDeviceKey } from './scales.api';

/** What the scale is, whether it is connected and up to date, and its device key. */
export function ScaleStatusTab({ scale, showCompany }: { scale: ScaleDetail; showCompany: boolean }) {
  const { t } = useTranslation('scales');
  const { modal } = App.useApp();
  const models = useScaleModels();
  const regenerate = useRegenerateDeviceKey();
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const model = SCALE_MODELS[scale.model];

  const confirmRegenerate = () =>
    modal.confirm({
      title: t('regenerateTitle'),
      content: t('regenerateText', { name: scale.scale_name }),
      okText: t('regenerateKey'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        const { device_key: deviceKey } = await regenerate.mutateAsync(scale);
        setIssued({ scale_name: scale.scale_name, scale_uuid: scale.scale_uuid, device_key: deviceKey });
      }),
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
        <Descriptions.Item label={t('status')}>
          <OnlineState scale={scale} />
        </Descriptions.Item>
        <Descriptions.Item label={t('syncState')}>
          <SyncState pending={scale.pending_changes} />
        </Descriptions.Item>
        <Descriptions.Item label={t('scaleUuid')}>
          <Typography.Text copyable={{ tooltips: [t('copy'), t('copied')] }}>{scale.scale_uuid}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('model')}>{models.nameOf(scale.model)}</Descriptions.Item>
        <Descriptions.Item label={t('shop')}>{scale.shop_name}</Descriptions.Item>
        {showCompany && <Descriptions.Item label={t('company')}>{scale.company_name}</Descriptions.Item>}
        <Descriptions.Item label={t('goodsOnScale')}>
          <GoodsUsage scale={scale} />
        </Descriptions.Item>
        <Descriptions.Item label={t('hotKeysSet')}>
          {t('hotKeysCount', { n: scale.hot_keys.length, max: model.keys_per_layer * 2 })}
        </Descriptions.Item>
        <Descriptions.Item label={t('tradesToday')}>{scale.trades_today}</Descriptions.Item>
        <Descriptions.Item label={t('firmware')}>{scale.firmware || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('ifVerify')}>
          {scale.if_verify ? <Tag color="blue">{t('verifyOn')}</Tag> : <Tag>{t('verifyOff')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('image')}>
          {scale.img_url ? <Avatar alt="" shape="square" size={48} src={scale.img_url} /> : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('desc')}>{scale.desc || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('createdTime')}>{formatTime(scale.created_time)}</Descriptions.Item>
        <Descriptions.Item label={t('updatedTime')}>{formatTime(scale.last_modified_time)}</Descriptions.Item>
      </Descriptions>
      <ScaleConnectionCard scale={scale} />
      <ScalePendingCard scale={scale} />
      <ScaleCompareCard scale={scale} />
      <ScaleFitCard scale={scale} />
      <Card size="small" title={t('deviceKey')}>
        <Typography.Paragraph>{t('deviceKeyExplain')}</Typography.Paragraph>
        <Button danger icon={<KeyOutlined />} onClick={confirmRegenerate}>
          {t('regenerateKey')}
        </Button>
      </Card>
      <DeviceKeyDialog issued={issued} onClose={() => setIssued(null)} />
    </Space>
  );
}
