import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { deliveriesMessages } from './deliveries.messages';

registerMessages('deliveries', deliveriesMessages);

/** Online, or offline since when: why a change may not have arrived. */
export function ScalePresence({ online, lastSeen }: { online: boolean; lastSeen: string | null }) {
  const { t } = useTranslation('deliveries');
  if (online) {
    return <Badge status="success" text={t('online')} />;
  }
  return (
    <Badge status="default" text={lastSeen ? t('offlineSince', { time: formatTime(lastSeen) }) : t('neverOnline')} />
  );
}
