import { CameraOutlined } from '@ant-design/icons';
import type { PhotoTarget } from '@tm/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Image, Result, Skeleton, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, ApiError } from '../../shared/api-client';
import { CardPageLayout } from '../../shared/card-page-layout';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { goodsMessages } from './goods.messages';

registerMessages('goods', goodsMessages);

/** The reason an API error gives for one of its fields, else its message. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : String(error);

/**
 * `/page/goodPhotoUpload?token=…`: opened on a phone from the QR code of a good. The signed link is
 * the permission: no sign-in, one good, until the link expires.
 */
export function GoodPhotoPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const path = `/goods/photo_upload/${encodeURIComponent(token)}`;
  const input = useRef<HTMLInputElement>(null);
  const target = useQuery({
    queryKey: ['photo-target', token],
    queryFn: () => api.get<PhotoTarget>(path, { skipToken: true }),
    enabled: token !== '',
    retry: false,
    meta: { quiet: true },
  });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.upload<PhotoTarget>(path, form, { skipToken: true });
    },
    meta: { inlineFieldErrors: true },
  });

  let body;
  if (token === '' || target.isError) {
    body = <Result status="warning" subTitle={token === '' ? t('photoNoToken') : reasonOf(target.error)} />;
  } else if (target.isPending) {
    body = <Skeleton active />;
  } else {
    const good = upload.data ?? target.data;
    body = (
      <Flex vertical gap={16} align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {good.name_lines.join(' ')}
        </Typography.Title>
        <Typography.Text type="secondary">
          PLU {good.plu} · {t('photoExpires', { time: formatTime(good.expires_time) })}
        </Typography.Text>
        {good.img_url ? (
          <Image src={good.img_url} alt={good.name_lines[0] ?? ''} width={240} />
        ) : (
          <Typography.Text type="secondary">{t('photoNone')}</Typography.Text>
        )}
        {upload.isSuccess && <Alert type="success" showIcon title={t('photoSaved')} />}
        {upload.isError && <Alert type="error" showIcon title={reasonOf(upload.error)} />}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-label={t('photoTake')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) {
              upload.mutate(file);
            }
            event.target.value = '';
          }}
        />
        <Button
          type="primary"
          size="large"
          block
          icon={<CameraOutlined />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {upload.isSuccess || good.img_url ? t('photoRetake') : t('photoTake')}
        </Button>
      </Flex>
    );
  }
  return <CardPageLayout title={t('photoTitle')}>{body}</CardPageLayout>;
}
