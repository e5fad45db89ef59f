import { PARTY_STATUSES, type PartyStatus, type ServedRegion } from '@tm/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionText } from './riders-format';

export const STATUS_OPTIONS = PARTY_STATUSES;

/** The console path of an office's detail page (spec §2: riderMng/adminList/adminDetail/{id}). */
export const officePath = (id: number) => `/admin/riderMng/adminList/adminDetail/${id}`;

/** An office's or a rider's status: green active, red suspended. */
export function StatusTag({ status }: { status: PartyStatus }) {
  const { t } = useTranslation('riders');
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`status_${status}`)}</Tag>;
}

/** Whether a rider's identity was verified. */
export function IdentityTag({ verified }: { verified: boolean }) {
  const { t } = useTranslation('riders');
  return verified ? <Tag color="blue">{t('identity_true')}</Tag> : <Tag>{t('identity_false')}</Tag>;
}

/** The regions an office serves, one tag each. */
export function RegionTags({ regions }: { regions: ServedRegion[] }) {
  const { t } = useTranslation('riders');
  const whole = { province: t('wholeProvince'), city: t('wholeCity') };
  return (
    <Space size={[0, 4]} wrap>
      {regions.map((region) => (
        <Tag key={`${region.province}/${region.city}/${region.district}`}>{regionText(region, whole)}</Tag>
      ))}
    </Space>
  );
}
