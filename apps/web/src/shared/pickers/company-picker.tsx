import type { CompanyOption, Page } from '@tm/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../api-client';
import { RemotePicker, type RemotePickerProps } from './remote-picker';

/** Company drop-down (console spec §2). */
export function CompanyPicker(props: RemotePickerProps) {
  const { t } = useTranslation();
  return (
    <RemotePicker
      placeholder={t('pickCompany')}
      {...props}
      queryKey={['companies', 'picker']}
      fetchPage={(query) => api.get<Page<CompanyOption>>('/management/companies/search', { query })}
    />
  );
}
