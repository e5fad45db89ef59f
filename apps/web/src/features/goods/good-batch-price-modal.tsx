import { yuanToFen, type Good, type TradePriceUnit } from '@tm/contracts';
import { Alert, App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../shared/api-client';
import { showFieldErrors } from '../../shared/form-errors';
import { joinList } from '../../shared/i18n';
import { perUnitText, priceUnitOf } from '../../shared/unit-price';
import { useBatchPrice } from './goods.api';

type Values = { mode: 'set' | 'percent'; price?: string; percent?: number };
type PricedGood = Pick<Good, 'id' | 'pricing_mode' | 'weight_unit'>;
type Props = { goods: PricedGood[] | null; onClose: (changed: boolean) => void };

const UNIT_ORDER: TradePriceUnit[] = ['kg', '500g', '100g', 'pcs'];

/** Sets one price for the selected goods, or moves their prices by a percentage. */
export function GoodBatchPriceModal({ goods, onClose }: Props) {
  const { t } = useTranslation('goods');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'set';
  const save = useBatchPrice();
  const goodIds = goods?.map((good) => good.id) ?? null;
  // One price for goods sold per kg and per 500 g is two different prices: say so before it is set.
  const units = UNIT_ORDER.filter((unit) => goods?.some((good) => priceUnitOf(good) === unit));

  const submit = (values: Values) => {
    const value = values.mode === 'set' ? (yuanToFen(values.price ?? '') ?? -1) : (values.percent ?? 0);
    save.mutate(
      { good_ids: goodIds ?? [], mode: values.mode, value },
      {
        onSuccess: (result) => {
          void message.success(t('batchPriceDone', { changed: result.changed }));
          onClose(true);
        },
        onError: (error) => {
          const valueField = values.mode === 'set' ? 'price' : 'percent';
          if (!showFieldErrors(form, error, (field) => (field === 'value' ? valueField : field))) {
            showApiError(error);
          }
        },
      },
    );
  };

  return (
    <Modal
      open={goodIds !== null}
      title={t('batchPriceTitle', { count: goodIds?.length ?? 0 })}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      okText={t('common:save')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ mode: 'set' }} clearOnDestroy>
        <Form.Item name="mode" label={t('batchPriceMode')}>
          <Radio.Group
            options={[
              { value: 'set', label: t('batchPriceSet') },
              { value: 'percent', label: t('batchPricePercent') },
            ]}
          />
        </Form.Item>
        {mode === 'set' ? (
          <>
            {units.length > 1 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('batchPriceMixedUnits', {
                  units: joinList(units.map((unit) => perUnitText(t, unit))),
                })}
              />
            )}
            <Form.Item
              name="price"
              label={t('unitPrice')}
              rules={[
                { required: true },
                {
                  validator: async (_, text: string) =>
                    yuanToFen(text ?? '') === null ? Promise.reject(new Error(t('priceInvalid'))) : undefined,
                },
              ]}
            >
              <Input inputMode="decimal" prefix="¥" style={{ width: 200 }} />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="percent"
            label={t('batchPercentLabel')}
            extra={t('batchPercentHint')}
            rules={[
              { required: true },
              {
                validator: async (_, value: number) =>
                  value === 0 || value < -90 || value > 900
                    ? Promise.reject(new Error(t('batchPercentRange')))
                    : undefined,
              },
            ]}
          >
            <InputNumber precision={0} suffix="%" style={{ width: 200 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
