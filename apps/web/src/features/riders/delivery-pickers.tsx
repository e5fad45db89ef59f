import { useTranslation } from 'react-i18next';
import { RemotePicker, type RemotePickerProps } from '../../shared/pickers/remote-picker';
import { fetchManagerOptions, fetchOfficeOptions, fetchRiderOptions } from './riders.api';

/** A regional office, searched by name (console spec §2 pickers: search box, pages of 10). */
export function OfficePicker(props: RemotePickerProps) {
  const { t } = useTranslation('riders');
  return (
    <RemotePicker
      placeholder={t('pickOffice')}
      {...props}
      queryKey={['delivery', 'picker', 'offices']}
      fetchPage={fetchOfficeOptions}
    />
  );
}

/** A rider, searched by name or phone. */
export function RiderPicker(props: RemotePickerProps) {
  const { t } = useTranslation('riders');
  return (
    <RemotePicker
      placeholder={t('pickRider')}
      {...props}
      queryKey={['delivery', 'picker', 'riders']}
      fetchPage={fetchRiderOptions}
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
