import { cleanup, render, screen, within } from '@testing-library/react';
import { Button, type TableColumnsType } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdaptiveTable } from './adaptive-table';
import { pretendPhone } from './page-testing';

type Rider = { id: number; name: string; office: { name: string } | null; phone: string };

const RIDERS: Rider[] = [
  { id: 1, name: '张师傅', office: { name: '杭州西湖后台' }, phone: '13900000001' },
  { id: 2, name: '李师傅', office: null, phone: '' },
];

const COLUMNS: TableColumnsType<Rider> = [
  { title: '骑手', dataIndex: 'name' },
  { title: '所属后台', dataIndex: ['office', 'name'] },
  { title: '手机', dataIndex: 'phone', render: (phone: string) => phone && <a href={`tel:${phone}`}>{phone}</a> },
  { title: '隐藏', key: 'hidden', hidden: true, render: () => '不该出现' },
  { title: '操作', key: 'actions', render: (_, rider) => <Button>编辑 {rider.name}</Button> },
];

const drawTable = (rows: Rider[], emptyText?: string) =>
  render(
    <AdaptiveTable<Rider>
      rowKey="id"
      columns={COLUMNS}
      dataSource={rows}
      pagination={{ current: 1, pageSize: 10, total: rows.length }}
      locale={{ emptyText }}
    />,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdaptiveTable', () => {
  it('is antd’s table on a wide screen', () => {
    drawTable(RIDERS);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '骑手',
      '所属后台',
      '手机',
      '操作',
    ]);
  });

  it('on a phone makes each row a card: the first column its title, the others named, the actions last', async () => {
    pretendPhone();
    drawTable(RIDERS);
    const first = (await screen.findByText('张师傅')).closest('li')!;
    expect(screen.queryByRole('table')).toBeNull();
    const fact = (card: HTMLElement, name: string) => within(card).getByText(name).nextElementSibling?.textContent;
    expect(fact(first, '所属后台')).toBe('杭州西湖后台');
    expect(within(first).getByRole('link', { name: '13900000001' }).getAttribute('href')).toBe('tel:13900000001');
    expect(within(first).getByRole('button', { name: '编辑 张师傅' })).toBeTruthy();
    expect(within(first).queryByText('不该出现')).toBeNull();
    // Nothing to show says so, as the table's empty cell would not.
    const second = screen.getByText('李师傅').closest('li')!;
    expect(fact(second, '所属后台')).toBe('—');
    expect(fact(second, '手机')).toBe('—');
  });

  it('on a phone says the table’s empty text when there are no rows', async () => {
    pretendPhone();
    drawTable([], '还没有骑手');
    expect(await screen.findByText('还没有骑手')).toBeTruthy();
  });
});
