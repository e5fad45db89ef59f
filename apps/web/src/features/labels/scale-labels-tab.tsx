import { SCALE_MODELS, type ScaleDetail } from '@tm/contracts';
import { Alert, App, Button, Form, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../shared/form-errors';
import { registerMessages } from '../../shared/i18n';
import { useScaleLabels, useSetScaleLabels, useShopLabels } from './labels.api';
import { labelsMessages } from './labels.messages';

registerMessages('labels', labelsMessages);

/** The label formats a scale holds, in slot order: chosen among its shop's, at most its model's count. */
export function ScaleLabelsTab({ scale }: { scale: ScaleDetail }) {
  const { t } = useTranslation('labels');
  const { message } = App.useApp();
  const max = SCALE_MODELS[scale.model].label_formats;
  const held = useScaleLabels(scale.id);
  const shopLabels = useShopLabels(scale.shop_id, { page: 1, per_page: 100 });
  const save = useSetScaleLabels(scale.id);
  const [form] = Form.useForm<{ label_ids: number[] }>();
  const chosen = Form.useWatch('label_ids', form) ?? [];

  if (!held.data) {
    return <Skeleton active />;
  }

  const nameOf = (id: number) =>
    shopLabels.data?.list.find((label) => label.id === id)?.name ??
    held.data?.find((label) => label.label_id === id)?.name ??
    String(id);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('scaleLabelsIntro', { max, last: max - 1 })}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="scale-labels"
        initialValues={{ label_ids: held.data.map((label) => label.label_id) }}
        onFinish={(values) =>
          save
            .mutateAsync(values.label_ids)
            .then(() => message.success(t('saved')))
            .catch((error: unknown) => showFieldErrors(form, error))
        }
      >
        <Form.Item
          name="label_ids"
          label={t('scaleLabelsPick')}
          extra={chosen.length >= max ? t('scaleLabelsFull', { max }) : undefined}
        >
          <Select<number[]>
            mode="multiple"
            maxCount={max}
            loading={shopLabels.isPending}
            options={(shopLabels.data?.list ?? []).map((label) => ({ value: label.id, label: label.name }))}
            optionFilterProp="label"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
      {chosen.length === 0 ? (
        <Alert type="warning" showIcon title={t('scaleLabelsNone')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={chosen.map((id, slot) => ({ id, slot, name: nameOf(id) }))}
          columns={[
            { title: t('slot'), dataIndex: 'slot', width: 80 },
            { title: t('name'), dataIndex: 'name' },
          ]}
        />
      )}
    </Space>
  );
}
