import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { errorText } from './error-reasons';
import { registerMessages, type Messages } from './i18n';

const ch = {
  upload: '上传图片',
  uploadSuccess: '{{name}} 上传成功',
  uploadFailed: '{{name}} 上传失败',
  imagesOnly: '只能上传图片文件',
} as const;
const messages: Messages<keyof typeof ch> = {
  ch,
  en: {
    upload: 'Upload image',
    uploadSuccess: '{{name}} uploaded',
    uploadFailed: '{{name}} upload failed',
    imagesOnly: 'Only image files can be uploaded',
  } satisfies Record<keyof typeof ch, string>,
};
registerMessages('imageUpload', messages);

type Uploaded = { url: string; file_name: string };

type Props = {
  /** The image URL, '' for none (a Form.Item value). */
  value?: string;
  /** May return a promise: the success message waits for it (e.g. saving the URL on a record). */
  onChange?: (url: string) => unknown;
  label?: string;
  shape?: 'card' | 'circle';
};

/**
 * One image, uploaded to the server (console spec §5): images only, one file, the upload button
 * hides once a file is present, and success or failure is said with the file name.
 */
export function ImageUpload({ value, onChange, label, shape = 'card' }: Props) {
  const { t } = useTranslation('imageUpload');
  const { message } = App.useApp();
  // While a file uploads, its progress; otherwise the image the value names.
  const [uploading, setUploading] = useState<UploadFile[] | null>(null);
  const files: UploadFile[] = uploading ?? (value ? [{ uid: value, name: 'image', status: 'done', url: value }] : []);
  return (
    <Upload
      accept="image/png,image/jpeg,image/webp,image/gif"
      listType={shape === 'circle' ? 'picture-circle' : 'picture-card'}
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
            await onChange?.(uploaded.url);
            setUploading(null);
            message.success(t('uploadSuccess', { name }));
            onSuccess?.(uploaded);
          })
          .catch((error: unknown) => {
            setUploading(null);
            // The reason ("only PNG, JPEG, WebP or GIF") rather than the general "the request was wrong".
            message.error(`${t('uploadFailed', { name })}: ${errorText(error)}`);
            onError?.(error instanceof Error ? error : new Error(String(error)));
          });
      }}
      onChange={({ fileList }) => setUploading(fileList.some((f) => f.status === 'uploading') ? fileList : null)}
      onRemove={async () => {
        await onChange?.('');
        setUploading(null);
        return true;
      }}
    >
      {files.length >= 1 ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4, fontSize: 12 }}>{label ?? t('upload')}</div>
        </div>
      )}
    </Upload>
  );
}
