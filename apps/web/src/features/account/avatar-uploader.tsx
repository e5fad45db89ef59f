import { PlusOutlined } from '@ant-design/icons';
import type { UserInfo } from '@tm/contracts';
import { App, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api-client';
import { useUpdateUserInfo } from './account.api';

type Uploaded = { url: string; file_name: string };

/**
 * Avatar upload (console spec §5): images only, one file, the upload button hides once a file is
 * present; success or failure is said with the file name.
 */
export function AvatarUploader({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const update = useUpdateUserInfo();
  const [files, setFiles] = useState<UploadFile[]>(
    user.img_url ? [{ uid: 'current', name: 'avatar', status: 'done', url: user.img_url }] : [],
  );

  return (
    <Upload
      accept="image/png,image/jpeg,image/webp,image/gif"
      listType="picture-circle"
      maxCount={1}
      fileList={files}
      beforeUpload={(file) => {
        if (!file.type.startsWith('image/')) {
          message.error(`${t('uploadFailed', { name: file.name })}: ${t('imagesOnly')}`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const body = new FormData();
        body.append('image', file);
        const name = file instanceof File ? file.name : 'image';
        api
          .post<Uploaded>('/management/images/upload', body)
          .then(async (uploaded) => {
            await update.mutateAsync({ img_url: uploaded.url });
            setFiles([{ uid: uploaded.url, name, status: 'done', url: uploaded.url }]);
            message.success(t('uploadSuccess', { name }));
            onSuccess?.(uploaded);
          })
          .catch((error: unknown) => {
            setFiles([]);
            message.error(`${t('uploadFailed', { name })}${error instanceof Error ? `: ${error.message}` : ''}`);
            onError?.(error instanceof Error ? error : new Error(String(error)));
          });
      }}
      onChange={({ fileList }) => setFiles(fileList)}
      onRemove={async () => {
        await update.mutateAsync({ img_url: '' });
        setFiles([]);
        return true;
      }}
    >
      {files.length >= 1 ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4, fontSize: 12 }}>{t('uploadAvatar')}</div>
        </div>
      )}
    </Upload>
  );
}
