import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import './i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPager, ListTable, pagerItems, type ListPaging } from './list-table';

afterEach(cleanup);

describe('pagerItems', () => {
  it('offers every page up to nine', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('offers the first and last, the current with two either side, and jumps where pages are left out', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'jump-next', 10]);
    expect(pagerItems(2, 10)).toEqual([1, 2, 3, 4, 5, 'jump-next', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'jump-prev', 3, 4, 5, 6, 7, 'jump-next', 10]);
    expect(pagerItems(50, 100)).toEqual([1, 'jump-prev', 48, 49, 50, 51, 52, 'jump-next', 100]);
    expect(pagerItems(9, 10)).toEqual([1, 'jump-prev', 6, 7, 8, 9, 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'jump-prev', 6, 7, 8, 9, 10]);
  });
});

const pager = (overrides: Partial<ListPaging> = {}) => {
  const onChange = vi.fn();
  render(<ListPager page={1} perPage={10} total={95} onChange={onChange} {...overrides} />);
  return onChange;
};

describe('ListPager', () => {
  it('shows the total and the current page, and goes to the page clicked, the next and the previous', () => {
    const onChange = pager({ page: 2 });
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(screen.getByTitle('2').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTitle('10'));
    fireEvent.click(screen.getByTitle('下一页'));
    fireEvent.click(screen.getByTitle('上一页'));
    expect(onChange.mock.calls).toEqual([
      [10, 10],
      [3, 10],
      [1, 10],
    ]);
  });

  it('goes nowhere before the first page or past the last', () => {
    const onChange = pager({ page: 1, total: 8 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '上一页' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '下一页' }).disabled).toBe(true);
    fireEvent.click(screen.getByTitle('上一页'));
    fireEvent.click(screen.getByTitle('下一页'));
    fireEvent.click(screen.getByTitle('1'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps five pages either way', () => {
    const onChange = pager({ page: 50, total: 1000 });
    fireEvent.click(screen.getByTitle('向后 5 页'));
    fireEvent.click(screen.getByTitle('向前 5 页'));
    expect(onChange.mock.calls).toEqual([
      [55, 10],
      [45, 10],
    ]);
  });

  it('keeps the page on a new page size, unless there are fewer pages now', () => {
    const onChange = pager({ page: 3, total: 95 });
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 条/页', '20 条/页', '50 条/页', '100 条/页']);
    fireEvent.change(size, { target: { value: '20' } });
    fireEvent.change(size, { target: { value: '50' } });
    expect(onChange.mock.calls).toEqual([
      [3, 20],
      [2, 50],
    ]);
  });
});

type Row = { id: number; name: string; address: string };

describe('ListTable', () => {
  const columns = [
    { key: 'name', title: '名称', render: (row: Row) => <b>{row.name}</b> },
    { key: 'address', title: '地址', render: (row: Row) => row.address, ellipsis: true, width: 200 },
  ];
  const paging = { page: 1, perPage: 10, total: 2, onChange: vi.fn() };

  it('shows a row per item under the column headers, a cut cell with its whole text on hover', () => {
    render(
      <ListTable<Row>
        columns={columns}
        rows={[
          { id: 1, name: '一店', address: '杭州市西湖区文三路 1 号' },
          { id: 2, name: '二店', address: '杭州市滨江区' },
        ]}
        rowKey={(row) => row.id}
        loading={false}
        empty="没有门店"
        paging={paging}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['名称', '地址']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['一店', '杭州市西湖区文三路 1 号'],
      ['二店', '杭州市滨江区'],
    ]);
    expect(screen.getByText('杭州市西湖区文三路 1 号').getAttribute('title')).toBe('杭州市西湖区文三路 1 号');
    expect(screen.queryByText('没有门店')).toBeNull();
  });

  it('says so when the list is empty, and marks itself busy while loading', () => {
    const { container } = render(
      <ListTable<Row> columns={columns} rows={[]} rowKey={(row) => row.id} loading empty="没有门店" paging={paging} />,
    );
    expect(screen.getByText('没有门店')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
  });

  it('leaves the pager out when there is nothing to page through', () => {
    render(
      <ListTable<Row>
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        loading={false}
        empty="没有门店"
        paging={{ ...paging, total: 0 }}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
