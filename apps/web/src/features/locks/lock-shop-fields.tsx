import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';

export type ShopChoice = { company_id?: number | undefined; shop_id?: number | undefined };

/**
 * Company, then one of its shops (console spec §2 pickers): the lock follows the shop's company.
 * Changing the company clears the shop; once a company is chosen, so must a shop be.
 */
export function LockShopFields({ required }: { required: boolean }) {
  const { t } = useTranslation('locks');
  const form = Form.useFormInstance<ShopChoice>();
  const companyId = Form.useWatch('company_id', form);
  return (
    <>
      <Form.Item
        name="company_id"
        label={t('company')}
        rules={required ? [{ required: true, message: t('companyRequired') }] : []}
      >
        <CompanyPicker block />
      </Form.Item>
      <Form.Item
        name="shop_id"
        label={t('shop')}
        rules={required || companyId ? [{ required: true, message: t('shopRequired') }] : []}
      >
        <ShopPicker block companyId={companyId} disabled={!companyId} />
      </Form.Item>
    </>
  );
}
