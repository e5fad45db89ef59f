import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProviders } from '../app/antd-providers';
import { ApiError } from './api-client';
import { showFieldErrors, validValues } from './form-errors';
import './i18n';

type Supplier = { name: string; phone: string; notes: string };

/** A form of three fields, only the first and the second required, in the app's providers. */
function renderForm(onFinish?: () => void): { form: () => FormInstance<Supplier> } {
  let instance: FormInstance<Supplier> | undefined;
  function SupplierForm() {
    const [form] = Form.useForm<Supplier>();
    instance = form;
    return (
      <Form form={form} name="supplier" onFinish={onFinish} initialValues={{ name: '', phone: '', notes: '' }}>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label="电话" rules={[{ required: true, message: '请输入电话' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="notes" label="备注">
          <Input />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>
    );
  }
  render(
    <AntdProviders>
      <SupplierForm />
    </AntdProviders>,
  );
  return {
    form: () => {
      if (!instance) {
        throw new Error('the form was not drawn');
      }
      return instance;
    },
  };
}

const focusedId = () => document.activeElement?.id;

describe('a refused form shows its first field in error', () => {
  it('checked by code: no values, and the cursor in the first field that is wrong', async () => {
    const { form } = renderForm();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '舟山海鲜直供' } });

    let values: Supplier | null | undefined;
    await act(async () => {
      values = await validValues(form());
    });

    expect(values).toBeNull();
    expect(await screen.findByText('请输入电话')).toBeTruthy();
    expect(focusedId()).toBe('supplier_phone');
  });

  it('checked by code: the values once every rule passes', async () => {
    const { form } = renderForm();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '舟山海鲜直供' } });
    fireEvent.change(screen.getByLabelText('电话'), { target: { value: '0571-88886666' } });

    await expect(validValues(form())).resolves.toMatchObject({ name: '舟山海鲜直供', phone: '0571-88886666' });
  });

  it('submitted by its button: the providers take the cursor to the first field in error', async () => {
    let finished = false;
    renderForm(() => (finished = true));

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(focusedId()).toBe('supplier_name'));
    expect(await screen.findByText('请输入电话')).toBeTruthy();
    expect(finished).toBe(false);
  });

  it("refused by the server: the first of its fields in the form's order, whatever order it names them in", async () => {
    const { form } = renderForm();
    const refusal = new ApiError('PARAM_ERROR', '参数错误', 400, { notes: '备注过长', phone: '电话号码格式不对' });

    act(() => {
      expect(showFieldErrors(form(), refusal)).toBe(true);
    });

    expect(await screen.findByText('电话号码格式不对')).toBeTruthy();
    expect(screen.getByText('备注过长')).toBeTruthy();
    expect(focusedId()).toBe('supplier_phone');
  });
});
