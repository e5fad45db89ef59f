import type { UserInfo } from '@tm/contracts';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../shared/image-upload';
import { useUpdateUserInfo } from './account.api';

/** The personal center's avatar: stored on the user as soon as it is uploaded or removed. */
export function AvatarUploader({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo();
  return (
    <ImageUpload
      shape="circle"
      label={t('uploadAvatar')}
      value={user.img_url}
      onChange={(url) => update.mutateAsync({ img_url: url })}
    />
  );
}
