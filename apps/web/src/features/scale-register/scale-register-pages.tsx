import { SCALE_MODELS, type AuthorizedScale, type ScaleModelId } from '@tm/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '../../shared/api-client';
import { CardPageLayout } from '../../shared/card-page-layout';
import { currentLanguage, registerMessages } from '../../shared/i18n';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { homePathFor, parseRole, rememberLocation, useIsSystemAdmin, useSession } from '../../shared/session';
import { useShop } from '../shops/shops.api';
import { scaleRegisterMessages } from './scale-register.messages';

registerMessages('scaleRegister', scaleRegisterMessages);

/** The reason an API error gives for one of its fields (an expired registration, say), else its message. */
const reasonOf = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.fields)[0] ?? error.message) : String(error);

/** What the scale put in its QR code: its registration, id and model. */
function useScaleFromLink() {
  const [params] = useSearchParams();
  const model = params.get('model');
  return {
    requestId: params.get('request_id') ?? '',
    scaleUuid: params.get('scale_uuid') ?? '',
    model: model && model in SCALE_MODELS ? (model as ScaleModelId) : undefined,
    params,
  };
}

/** Both pages need a signed-in company user; the QR link comes back here after sign-in. */
function SignedIn({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('scaleRegister');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!session) {
    return (
      <CardPageLayout title={title}>
        <Result
          status="info"
          subTitle={t('signInFirst')}
          extra={
            <Button
              type="primary"
              onClick={() => {
                rememberLocation(location.pathname + location.search);
                void navigate('/sign/login');
              }}
            >
              {t('signIn')}
            </Button>
          }
        />
      </CardPageLayout>
    );
  }
  return <CardPageLayout title={title}>{children}</CardPageLayout>;
}

function ScaleFacts({ scaleUuid, model }: { scaleUuid: string; model: ScaleModelId | undefined }) {
  const { t } = useTranslation('scaleRegister');
  return (
    <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('scaleId')}>{scaleUuid}</Descriptions.Item>
      {model && <Descriptions.Item label={t('model')}>{SCALE_MODELS[model].name[currentLanguage()]}</Descriptions.Item>}
    </Descriptions>
  );
}

type Choice = { company_id?: number; shop_id?: number; scale_name?: string };

/**
 * `/page/scales/register`: opened from the QR code a new scale shows. Says whether the scale is
 * already registered; if not, the user picks the shop it stands in and names it.
 */
export function ScaleRegisterPage() {
  const { t } = useTranslation('scaleRegister');
  return (
    <SignedIn title={t('registerTitle')}>
      <RegisterForm />
    </SignedIn>
  );
}

function RegisterForm() {
  const { t } = useTranslation('scaleRegister');
  const { requestId, scaleUuid, model, params } = useScaleFromLink();
  const navigate = useNavigate();
  const isAdmin = useIsSystemAdmin();
  const [form] = Form.useForm<Choice>();
  const companyId = Form.useWatch('company_id', form);
  const judged = useQuery({
    queryKey: ['scale-register', scaleUuid],
    queryFn: () => api.post<{ registered: boolean }>('/management/scales/register/judge', { scale_uuid: scaleUuid }),
    enabled: requestId !== '' && scaleUuid !== '',
    retry: false,
  });
  if (!requestId || !scaleUuid) {
    return <Result status="warning" subTitle={t('badLink')} />;
  }
  if (judged.isPending) {
    return <Skeleton active />;
  }
  if (judged.isError) {
    return <Result status="warning" subTitle={judged.error.message} />;
  }
  if (judged.data.registered) {
    return (
      <>
        <ScaleFacts scaleUuid={scaleUuid} model={model} />
        <Result status="info" subTitle={t('alreadyRegistered')} />
      </>
    );
  }
  const next = (choice: Choice) => {
    const query = new URLSearchParams(params);
    query.set('shop_id', String(choice.shop_id));
    if (choice.scale_name?.trim()) {
      query.set('scale_name', choice.scale_name.trim());
    }
    void navigate(`/page/scales/authorize?${query.toString()}`);
  };
  return (
    <>
      <ScaleFacts scaleUuid={scaleUuid} model={model} />
      <Form<Choice> form={form} name="scale-register" layout="vertical" onFinish={next}>
        {isAdmin && (
          <Form.Item name="company_id" label={t('company')} rules={[{ required: true, message: t('companyRequired') }]}>
            <CompanyPicker block />
          </Form.Item>
        )}
        <Form.Item name="shop_id" label={t('shop')} rules={[{ required: true, message: t('shopRequired') }]}>
          <ShopPicker companyId={companyId} block />
        </Form.Item>
        <Form.Item name="scale_name" label={t('scaleName')} extra={t('scaleNameHint')}>
          <Input maxLength={50} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large">
          {t('next')}
        </Button>
      </Form>
    </>
  );
}

/** `/page/scales/authorize`: attaches the scale to the chosen shop; the scale then fetches its key. */
export function ScaleAuthorizePage() {
  const { t } = useTranslation('scaleRegister');
  return (
    <SignedIn title={t('authorizeTitle')}>
      <AuthorizeStep />
    </SignedIn>
  );
}

function AuthorizeStep() {
  const { t } = useTranslation('scaleRegister');
  const { requestId, scaleUuid, model, params } = useScaleFromLink();
  const navigate = useNavigate();
  const session = useSession();
  const isAdmin = useIsSystemAdmin();
  const shopId = Number(params.get('shop_id'));
  // Which shop (and company) the scale joins, for the user to check before confirming.
  const shop = useShop(shopId);
  const scaleName = params.get('scale_name') ?? undefined;
  const authorize = useMutation({
    mutationFn: () =>
      api.post<AuthorizedScale>('/management/scales/authorize', {
        request_id: requestId,
        shop_id: shopId,
        ...(scaleName ? { scale_name: scaleName } : {}),
      }),
    meta: { inlineFieldErrors: true },
  });
  if (!requestId || !scaleUuid || !Number.isInteger(shopId) || shopId <= 0) {
    return <Result status="warning" subTitle={t('badLink')} />;
  }
  if (authorize.isSuccess) {
    const scale = authorize.data;
    const home = homePathFor(parseRole(session?.role_type) ?? 'USER');
    return (
      <Result
        status="success"
        title={t('registered')}
        subTitle={t('registeredText')}
        extra={
          <Button
            type="primary"
            onClick={() =>
              void navigate(`${home}/scaleMng/scaleList/manage/${scale.id}?shop=${scale.shop_id}&tab=goods`)
            }
          >
            {t('openScale')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ScaleFacts scaleUuid={scaleUuid} model={model} />
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        {shop.data && isAdmin && <Descriptions.Item label={t('company')}>{shop.data.company_name}</Descriptions.Item>}
        <Descriptions.Item label={t('shop')}>{shop.data?.name ?? '…'}</Descriptions.Item>
        {scaleName && <Descriptions.Item label={t('scaleName')}>{scaleName}</Descriptions.Item>}
      </Descriptions>
      {authorize.isError && (
        <Alert type="error" showIcon title={reasonOf(authorize.error)} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" block size="large" loading={authorize.isPending} onClick={() => authorize.mutate()}>
        {t('confirm')}
      </Button>
    </>
  );
}
