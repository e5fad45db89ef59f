import { ShopOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The top bar's merchant registration button. Every console page carries it, so what it does and
 * the texts of its dialogs load on the first click (merchant-service.tsx).
 */
export function MerchantButton({ companyId }: { companyId: number }) {
  const { t } = useTranslation('shell');
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const { openMerchantService } = await import('./merchant-service');
      await openMerchantService(companyId, modal);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="text"
      icon={<ShopOutlined />}
      loading={busy}
      aria-label={t('merchantButton')}
      onClick={() => void open()}
    >
      <span className="desktop-only">{t('merchantButton')}</span>
    </Button>
  );
}
