import { WechatOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { registerMessages } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { startWechatAuthorization, useLoginOptions } from './sign.api';
import { signMessages } from './sign.messages';
import { CardPageLayout } from '../../shared/card-page-layout';

registerMessages('sign', signMessages);

/** `/sign/bind/wechat`: a signed-in user links a WeChat account for scan sign-in. */
export function BindWechatPage() {
  const { t } = useTranslation('sign');
  const session = useSession();
  const options = useLoginOptions();
  if (!session) {
    return <Navigate to="/sign/login" replace />;
  }
  const wechat = options?.wechat;
  return (
    <CardPageLayout title={t('bindWechatTitle')} subtitle={t('bindWechatHint')}>
      {wechat ? (
        <Button
          type="primary"
          size="large"
          block
          icon={<WechatOutlined />}
          style={{ background: '#07c160' }}
          onClick={() => startWechatAuthorization(wechat, 'bind')}
        >
          {t('bindWechatButton')}
        </Button>
      ) : (
        <Alert type="info" showIcon title={t('wechatUnavailable')} />
      )}
    </CardPageLayout>
  );
}
