import { LOCK_LOW_BATTERY_PCT, type LockOpening } from '@tm/contracts';
import { Progress, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';

// "3 小时前" / "3 hours ago" in the language dayjs was set to (shared/i18n.ts).
dayjs.extend(relativeTime);

/** The battery as five bars and a percentage; red at or below LOCK_LOW_BATTERY_PCT. */
export function BatteryLevel({ pct }: { pct: number | null }) {
  const { t } = useTranslation('locks');
  if (pct === null) {
    return <Typography.Text type="secondary">{t('batteryUnknown')}</Typography.Text>;
  }
  const low = pct <= LOCK_LOW_BATTERY_PCT;
  return (
    <Tooltip title={low ? t('batteryLow') : undefined}>
      <Space size={6}>
        <Progress
          percent={pct}
          steps={5}
          size="small"
          showInfo={false}
          strokeColor={low ? '#ff4d4f' : '#52c41a'}
          aria-label={t('battery')}
        />
        <Typography.Text type={low ? 'danger' : undefined} strong={low}>
          {pct}%
        </Typography.Text>
      </Space>
    </Tooltip>
  );
}

/** "5 分钟前", with the exact time on hover; a device never seen says so. */
export function LastSeen({ iso }: { iso: string | null }) {
  const { t } = useTranslation('locks');
  if (!iso) {
    return <Typography.Text type="secondary">{t('neverSeen')}</Typography.Text>;
  }
  return (
    <Tooltip title={formatTime(iso)}>
      <span>{dayjs(iso).fromNow()}</span>
    </Tooltip>
  );
}

/** Allowed in green; refused in red with the reason in words. */
export function OpeningDecision({ opening }: { opening: Pick<LockOpening, 'decision' | 'reason'> }) {
  const { t } = useTranslation('locks');
  return (
    <Space size={4} wrap>
      <Tag color={opening.decision === 'allowed' ? 'green' : 'red'}>{t(`decision_${opening.decision}`)}</Tag>
      {opening.reason && <Typography.Text>{t(`reason_${opening.reason}`)}</Typography.Text>}
    </Space>
  );
}

/** Metres as a person reads them: 850 m, 12.3 km. */
export function formatDistance(metres: number | null): string {
  if (metres === null) {
    return '—';
  }
  return metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`;
}
