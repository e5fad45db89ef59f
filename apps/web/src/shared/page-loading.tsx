import { useTranslation } from 'react-i18next';
import { BRAND_STYLE } from './brand';
import './page-loading.css';

/** What shows while a page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" style={BRAND_STYLE} role="status" aria-label={t('loading')}>
      <div className="page-loading-ring" />
    </div>
  );
}
