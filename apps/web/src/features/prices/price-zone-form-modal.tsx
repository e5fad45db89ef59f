import { PRICE_ZONE_NAME_MAX, PRICE_ZONE_NOTE_MAX, type PriceZone } from '@tm/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors, validValues } from '../../shared/form-errors';
import { CompanyField, ScaleMultiSelect, ShopMultiSelect } from './price-pickers';
import { useCreatePriceZone, useUpdatePriceZone, type Option } from './prices.api';
import { usePriceArea } from './use-price-area';

/** The contract's limit of a zone's note (packages/contracts/src/prices.ts). */

type Values = { company_id?: number; name: string; note: string; shop_ids: Option[]; scale_ids: Option[] };

function valuesOf(zone: PriceZone | undefined, companyId: number | undefined): Values {
  if (!zone) {
    return { ...(companyId ? { company_id: companyId } : {}), name: '', note: '', shop_ids: [], scale_ids: [] };
  }
  return {
    company_id: zone.company_id,
    name: zone.name,
    note: zone.note,
    shop_ids: zone.shops,
    scale_ids: zone.scales.map((scale) => ({ id: scale.id, name: scale.scale_name })),
  };
}

/**
 * A new zone or a zone's changes: its name and note, the shops whose scales sell at its prices,
 * and single scales put in it whatever their shop. Administrators create it in a company they choose.
 */
export function PriceZoneFormModal({
  zone,
  companyId: filteredCompanyId,
  onClose,
}: {
  zone?: PriceZone | undefined;
  /** The company an administrator filters the list by: the new zone's, unless changed. */
  companyId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('prices');
  const { message } = App.useApp();
  const { isAdmin } = usePriceArea();
  const [form] = Form.useForm<Values>();
  const create = useCreatePriceZone();
  const update = useUpdatePriceZone();
  // Followed as the user picks it: a watched field reads empty until the form has mounted.
  const [companyId, setCompanyId] = useState(zone?.company_id ?? filteredCompanyId);
  const needsCompany = isAdmin && !companyId;

  const submit = async () => {
    const values = await validValues(form);
    if (!values) {
      return;
    }
    const body = {
      name: values.name.trim(),
      note: values.note.trim(),
      shop_ids: values.shop_ids.map((shop) => shop.id),
      scale_ids: values.scale_ids.map((scale) => scale.id),
    };
    try {
      if (zone) {
        await update.mutateAsync({ id: zone.id, body });
      } else {
        await create.mutateAsync({ ...(values.company_id ? { company_id: values.company_id } : {}), ...body });
      }
      void message.success(zone ? t('common:saved') : t('common:created'));
      onClose();
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showApiError(error);
      }
    }
  };

  return (
    <Modal
      open
      title={zone ? t('editZone') : t('newZone')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
      onCancel={onClose}
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="price-zone-form"
        initialValues={valuesOf(zone, filteredCompanyId)}
        onValuesChange={(changed: Partial<Values>) => {
          // Another company's shops and scales: what was chosen goes.
          if ('company_id' in changed) {
            setCompanyId(changed.company_id);
            form.setFieldsValue({ shop_ids: [], scale_ids: [] });
          }
        }}
      >
        {isAdmin && !zone && <CompanyField />}
        <Form.Item
          name="name"
          label={t('zoneName')}
          rules={[
            { required: true, whitespace: true, message: t('zoneNameRequired') },
            { max: PRICE_ZONE_NAME_MAX, message: t('nameTooLong', { max: PRICE_ZONE_NAME_MAX }) },
          ]}
        >
          <Input placeholder={t('zoneNamePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('note')}
          rules={[{ max: PRICE_ZONE_NOTE_MAX, message: t('noteTooLong', { max: PRICE_ZONE_NOTE_MAX }) }]}
        >
          <Input.TextArea rows={2} showCount maxLength={PRICE_ZONE_NOTE_MAX} />
        </Form.Item>
        <Form.Item name="shop_ids" label={t('zoneShops')} extra={t('zoneShopsHint')}>
          <ShopMultiSelect companyId={companyId} disabled={needsCompany} placeholder={t('pickShops')} />
        </Form.Item>
        <Form.Item name="scale_ids" label={t('zoneScales')} extra={t('zoneScalesHint')}>
          <ScaleMultiSelect companyId={companyId} disabled={needsCompany} placeholder={t('pickScales')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
