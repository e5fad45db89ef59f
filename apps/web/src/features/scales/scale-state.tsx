import { SCALE_MODEL_IDS, SCALE_MODELS, type Scale, type ScaleModelId } from '@tm/contracts';
import { Badge, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';

export function isScaleModelId(value: unknown): value is ScaleModelId {
  return SCALE_MODEL_IDS.some((id) => id === value);
}

/** Model names in the language shown, and the model options of a Select. */
export function useScaleModels() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ch';
  return {
    nameOf: (id: ScaleModelId) => SCALE_MODELS[id].name[lang],
    options: SCALE_MODEL_IDS.map((id) => ({ value: id, label: SCALE_MODELS[id].name[lang] })),
  };
}

/** The manage page needs the shop as well: the scale's calls are under its shop. */
export function scaleManagePath(area: 'project' | 'admin', scale: Pick<Scale, 'id' | 'shop_id'>): string {
  return `/${area}/scaleMng/scaleList/manage/${scale.id}?shop=${scale.shop_id}`;
}

/** Online in green; offline in gray with when the scale was last heard from. */
export function OnlineState({ scale }: { scale: Pick<Scale, 'online' | 'last_seen_time'> }) {
  const { t } = useTranslation('scales');
  if (scale.online) {
    return (
      <Tooltip title={t('lastSeen', { time: formatTime(scale.last_seen_time) })}>
        <Badge status="success" text={t('online')} />
      </Tooltip>
    );
  }
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.4 }}>
      <Badge status="default" text={t('offline')} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {scale.last_seen_time ? t('lastSeen', { time: formatTime(scale.last_seen_time) }) : t('neverSeen')}
      </Typography.Text>
    </span>
  );
}

/** Whether the scale has fetched every change made in the console. */
export function SyncState({ pending }: { pending: number }) {
  const { t } = useTranslation('scales');
  if (pending === 0) {
    return <Tag color="success">{t('inSync')}</Tag>;
  }
  return (
    <Tooltip title={t('pendingHint')}>
      <Tag color="warning">{t('pendingChanges', { n: pending })}</Tag>
    </Tooltip>
  );
}

/** "N / max" goods on the scale, red when it is full. */
export function GoodsUsage({ scale }: { scale: Pick<Scale, 'goods_count' | 'model'> }) {
  const max = SCALE_MODELS[scale.model].max_plus;
  return (
    <Typography.Text type={scale.goods_count >= max ? 'danger' : undefined}>
      {scale.goods_count} / {max}
    </Typography.Text>
  );
}
