import { useTranslation } from 'react-i18next';
import { RemotePicker, type RemotePickerProps } from '../../shared/pickers/remote-picker';
import { fetchManagerOptions, fetchOfficeOptions, fetchRiderOptions } from './riders.api';

/** `activeOnly` where a suspended account would be refused (a top-up, a rider's office); filters offer all. */
type AccountPickerProps = RemotePickerProps & { activeOnly?: boolean };

/** A regional office, searched by name (console spec §2 pickers: search box, pages of 10). */
export function OfficePicker({ activeOnly = false, ...props }: AccountPickerProps) {
  const { t } = useTranslation('riders');
  return (
    <RemotePicker
      placeholder={t('pickOffice')}
      {...props}
      queryKey={['delivery', 'picker', 'offices', activeOnly]}
      fetchPage={(query) => fetchOfficeOptions({ ...query, ...(activeOnly ? { status: 'active' } : {}) })}
    />
  );
}

/** A rider, searched by name or phone. */
export function RiderPicker({ activeOnly = false, ...props }: AccountPickerProps) {
  const { t } = useTranslation('riders');
  return (
    <RemotePicker
      placeholder={t('pickRider')}
      {...props}
      queryKey={['delivery', 'picker', 'riders', activeOnly]}
      fetchPage={(query) => fetchRiderOptions({ ...query, ...(activeOnly ? { status: 'active' } : {}) })}
    />
  );
}

/** An active system administrator, to run an office. */
export function ManagerPicker(props: RemotePickerProps) {
  const { t } = useTranslation('riders');
  return (
    <RemotePicker
      placeholder={t('pickManager')}
      {...props}
      queryKey={['delivery', 'picker', 'managers']}
      fetchPage={fetchManagerOptions}
    />
  );
}
