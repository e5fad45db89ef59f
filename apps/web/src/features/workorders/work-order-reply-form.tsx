import { SendOutlined } from '@ant-design/icons';
import { WORK_ORDER_TEXT_MAX } from '@tm/contracts';
import { App, Button, Checkbox, Flex, Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../shared/form-errors';
import { showErrorWithReasons } from '../../shared/error-reasons';
import { useCommentOnWorkOrder } from './workorders.api';

type Values = { body: string; internal: boolean };

/** The reply box under the thread; the service side may write an internal note instead. */
export function WorkOrderReplyForm({ orderId, canWriteInternal }: { orderId: number; canWriteInternal: boolean }) {
  const { t } = useTranslation('workorders');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<Values>();
  const comment = useCommentOnWorkOrder(orderId);
  const isInternal = Form.useWatch('internal', form) === true;

  const send = async (values: Values) => {
    const internal = canWriteInternal && values.internal;
    try {
      await comment.mutateAsync({ body: values.body.trim(), internal });
      form.resetFields();
      void message.success(internal ? t('noteSaved') : t('sent'));
    } catch (error) {
      if (!showFieldErrors(form, error)) {
        showErrorWithReasons(error);
      }
    }
  };

  return (
    <Form<Values> form={form} name="workorder-reply" initialValues={{ body: '', internal: false }} onFinish={send}>
      <Form.Item
        name="body"
        rules={[
          { required: true, whitespace: true, message: t('replyRequired') },
          { max: WORK_ORDER_TEXT_MAX, message: t('textTooLong', { max: WORK_ORDER_TEXT_MAX }) },
        ]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={WORK_ORDER_TEXT_MAX}
          placeholder={t('replyPlaceholder')}
          aria-label={t('replyPlaceholder')}
          // The box turns the internal notes' colour, so a note is never sent as a reply by mistake.
          style={isInternal ? { background: token.colorWarningBg } : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              form.submit();
            }
          }}
        />
      </Form.Item>
      <Flex justify="space-between" align="center" gap={8} wrap>
        {canWriteInternal ? (
          <Form.Item name="internal" valuePropName="checked" noStyle>
            <Checkbox>{t('internalCheckbox')}</Checkbox>
          </Form.Item>
        ) : (
          <span />
        )}
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={comment.isPending}>
          {t('send')}
        </Button>
      </Flex>
    </Form>
  );
}
