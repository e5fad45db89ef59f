import type { FaceStatus, InviteCodeStatus, RepairStaffStatus } from '@tm/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';

const CODE_COLORS: Record<InviteCodeStatus, string> = {
  active: 'green',
  used_up: 'blue',
  expired: 'default',
  revoked: 'red',
};

const FACE_COLORS: Record<FaceStatus, string> = { unverified: 'default', verified: 'green', failed: 'red' };

export function InviteCodeStatusTag({ status }: { status: InviteCodeStatus }) {
  const { t } = useTranslation('repair');
  return <Tag color={CODE_COLORS[status]}>{t(`status_${status}`)}</Tag>;
}

/** The face status with the time of the latest check under it. */
export function FaceStatusTag({ status, time }: { status: FaceStatus; time: string | null }) {
  const { t } = useTranslation('repair');
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={FACE_COLORS[status]}>{t(`face_${status}`)}</Tag>
      {time && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatTime(time)}
        </Typography.Text>
      )}
    </Space>
  );
}

export function StaffStatusTag({ status }: { status: RepairStaffStatus }) {
  const { t } = useTranslation('repair');
  return <Tag color={status === 'active' ? 'green' : 'orange'}>{t(`staff_${status}`)}</Tag>;
}
