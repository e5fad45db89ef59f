import type { LockDevice } from '@tm/contracts';
import { Alert, App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { LockShopFields, type ShopChoice } from './lock-shop-fields';
import { useBindLock } from './locks.api';

/** Binds a lock to a shop (or moves it to another): the lock then belongs to that shop's company. */
export function LockBindModal({ lock, onClose }: { lock: LockDevice | null; onClose: () => void }) {
  const { t } = useTranslation('locks');
  const { message } = App.useApp();
  const [form] = Form.useForm<ShopChoice>();
  const bind = useBindLock();

  const submit = async () => {
    const values = await validValues(form);
    if (!lock || values?.shop_id === undefined) {
      return;
    }
    try {
      const bound = await bind.mutateAsync({ id: lock.id, shopId: values.shop_id });
      message.success(t('bound_done', { shop: bound.shop_name ?? '' }));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showErrorWithReasons(error);
      }
    }
  };

  return (
    <Modal
      open={lock !== null}
      title={t('bindTitle', { name: lock?.name ?? '' })}
      okText={t('bind')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={bind.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t('bindHint')} style={{ marginBottom: 16 }} />
      {/* Starts empty, also when moving a bound lock: the shop picker follows the company chosen now. */}
      <Form<ShopChoice> form={form} layout="vertical" name="lock-bind" clearOnDestroy>
        <LockShopFields required />
      </Form>
    </Modal>
  );
}
