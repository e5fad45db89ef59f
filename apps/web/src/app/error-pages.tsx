import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 403 / 404 / 500 with the texts of console spec §8. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbiddenText')}
      extra={
        <Link to="/sign/login">
          <Button type="primary">{t('backToLogin')}</Button>
        </Link>
      }
    />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFoundText')}
      extra={
        <Link to="/">
          <Button type="primary">{t('backHome')}</Button>
        </Link>
      }
    />
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="500"
      title="500"
      subTitle={t('serverErrorText')}
      extra={
        <Link to="/">
          <Button type="primary">{t('backHome')}</Button>
        </Link>
      }
    />
  );
}
