import type { PayLinks } from '@tm/contracts';
import type { useAppProps } from 'antd/es/app/context';
import { api, showApiError } from '../../shared/api-client';
import { i18next, registerMessages } from '../../shared/i18n';
import { merchantActionFor } from './merchant-action';
import { paymentsMessages } from './payments.messages';

registerMessages('payments', paymentsMessages);

/**
 * What the top bar's merchant registration button does (console spec §2, §4), loaded on its first
 * click: by the company's permissionsType it explains that the permission is missing (0), opens the
 * payment service's merchant registration with a signed token (1) or its merchant sign-in (2);
 * anything else is logged and does nothing.
 */
export async function openMerchantService(companyId: number, modal: useAppProps['modal']): Promise<void> {
  const t = i18next.getFixedT(null, 'payments');
  const notConfigured = () =>
    modal.warning({ title: t('notConfiguredTitle'), content: t('notConfiguredText'), okText: t('common:ok') });
  try {
    const [{ permissionsType }, links] = await Promise.all([
      api.get<{ permissionsType: unknown }>('/management/companies/permissions/query', { query: { companyId } }),
      api.get<PayLinks>('/management/pay/links'),
    ]);
    switch (merchantActionFor(permissionsType)) {
      case 'no-permission':
        modal.info({
          title: t('noPermissionTitle'),
          content: (
            <>
              <p>{t('noPermissionText')}</p>
              <a href="/paymentsign/payment" target="_blank" rel="noreferrer">
                {t('learnMore')}
              </a>
            </>
          ),
          okText: t('common:ok'),
        });
        return;
      case 'register': {
        if (!links.merchant_url) {
          notConfigured();
          return;
        }
        const token = await api.post<string>('/pay/serve/token/encryption', { company_id: companyId });
        const url = new URL(links.merchant_url);
        url.searchParams.set('token', token);
        window.open(url.toString(), '_blank', 'noopener');
        return;
      }
      case 'sign-in':
        if (!links.login_url) {
          notConfigured();
          return;
        }
        window.open(links.login_url, '_blank', 'noopener');
        return;
      case 'unknown':
        console.error('merchant registration: unknown permissionsType', permissionsType);
        return;
    }
  } catch (error) {
    showApiError(error);
  }
}
