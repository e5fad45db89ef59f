import type { LabelItem } from '@tm/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMessages } from '../../shared/i18n';
import { ItemProps } from './item-props';
import { labelsMessages } from './labels.messages';

registerMessages('labels', labelsMessages);
afterEach(cleanup);

const qr: LabelItem = { itemName: 'QRCode', value: '{qr_url}', style: { x: 2, y: 2, w: 12, h: 12, font: 18 } };

describe('ItemProps', () => {
  it('keeps a QR code square and within the label, and says so', () => {
    const onChange = vi.fn();
    render(<ItemProps item={qr} size={{ width: 40, height: 30 }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('宽（mm）'), { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ style: { x: 2, y: 2, w: 20, h: 20, font: 18 } }),
    );
    // Taller than the label: as tall as the label, and as wide, moved back inside.
    fireEvent.change(screen.getByLabelText('高（mm）'), { target: { value: '35' } });
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ style: { x: 2, y: 0, w: 30, h: 30, font: 18 } }),
    );
    expect(screen.getByText('以毫米计，二维码始终为正方形，并在标签之内')).toBeTruthy();
  });

  it('shows a refusal under the part of the item it names', () => {
    const text: LabelItem = { itemName: 'text', value: '', style: { x: 0, y: 0, w: 20, h: 5, font: 21 } };
    const size = { width: 40, height: 30 };
    const { rerender } = render(
      <ItemProps
        item={text}
        size={size}
        fault={{ index: 0, field: 'value', reason: '内容不能为空' }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('内容不能为空').closest('.ant-form-item')?.textContent).toContain('内容');
    rerender(
      <ItemProps
        item={text}
        size={size}
        fault={{ index: 0, field: 'style', reason: '项目超出了标签范围' }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('项目超出了标签范围');
  });
});
