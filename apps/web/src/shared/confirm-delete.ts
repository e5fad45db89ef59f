import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { closingOnFailure } from './api-client';

/**
 * Every destructive action asks first: "Delete “name”?" with a red button; the row goes when the
 * user confirms, and the dialog stays busy until the server has answered.
 */
export function useConfirmDelete(): (name: string, remove: () => Promise<unknown>) => void {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return (name, remove) => {
    modal.confirm({
      title: t('deleteConfirmTitle'),
      content: t('deleteConfirmText', { name }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: closingOnFailure(async () => {
        await remove();
        void message.success(t('deleted'));
      }),
    });
  };
}
