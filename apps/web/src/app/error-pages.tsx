import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AntdProviders } from './antd-providers';

/** One error page: its status picture and text, and the way back (console spec §8). */
function ErrorResult({
  status,
  text,
  to,
  back,
}: {
  status: '403' | '404' | '500';
  text: string;
  to: string;
  back: string;
}) {
  return (
    // Some show outside the providers layout (a mistyped address): they bring antd's theme along.
    <AntdProviders>
      <Result
        status={status}
        title={status}
        subTitle={text}
        extra={
          <Link to={to}>
            <Button type="primary">{back}</Button>
          </Link>
        }
      />
    </AntdProviders>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorResult status="403" text={t('forbiddenText')} to="/sign/login" back={t('backToLogin')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorResult status="404" text={t('notFoundText')} to="/" back={t('backHome')} />;
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorResult status="500" text={t('serverErrorText')} to="/" back={t('backHome')} />;
}
