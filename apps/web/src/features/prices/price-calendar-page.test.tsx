import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../shared/i18n';
import { renderAt, signInAs } from '../../shared/page-testing';
import { clearSession } from '../../shared/session';
import { PriceCalendarPage } from './price-calendar-page';
import { aBatch, MARKDOWN, ok, SCHEDULED, stubPricesApi } from './prices-testing';

// Midday and evening in China, the same day in UTC: the tests read the same anywhere.
const CHANGE_AT = '2026-05-08T04:00:00.000Z';
const MARKDOWN_START = '2026-05-15T10:00:00.000Z';
const MARKDOWN_END = '2026-05-15T13:00:00.000Z';
const EVENTS = [
  { at: MARKDOWN_END, edge: 'end', batch: { ...MARKDOWN, starts_time: MARKDOWN_START, ends_time: MARKDOWN_END } },
  { at: CHANGE_AT, edge: 'start', batch: { ...SCHEDULED, starts_time: CHANGE_AT } },
  { at: MARKDOWN_START, edge: 'start', batch: { ...MARKDOWN, starts_time: MARKDOWN_START, ends_time: MARKDOWN_END } },
  { at: CHANGE_AT, edge: 'start', batch: aBatch({ id: 50, name: '撤回的调价', status: 'cancelled' }) },
];

function Opened() {
  return <p>opened {useParams().id}</p>;
}

const renderCalendar = (search: string) =>
  renderAt(
    `/project/goodMng/priceCalendar${search}`,
    <Routes>
      <Route path="/project/goodMng/priceCalendar" element={<PriceCalendarPage />} />
      <Route path="/project/goodMng/priceBatches/:id" element={<Opened />} />
    </Routes>,
  );

/** The calendar's cell of a day (antd titles each with its date). */
const dayCell = (day: string) => {
  const cell = document.querySelector<HTMLElement>(`td[title="${day}"]`);
  if (!cell) {
    throw new Error(`no cell for ${day}`);
  }
  return cell;
};

beforeEach(() => signInAs('USER'));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLanguage('ch');
});

describe('PriceCalendarPage', () => {
  it('shows each day’s price events of the month and zone in the address', async () => {
    const calls = stubPricesApi((call) =>
      call.path === '/api/management/prices/calendar' ? ok({ events: EVENTS }) : undefined,
    );
    renderCalendar('?month=2026-05&zone_id=3');
    await screen.findByText('本月 4 次价格变动');

    const change = within(dayCell('2026-05-08'));
    expect(change.getByText(/调价 6 月蔬菜调价/)).toBeTruthy();
    expect(change.getAllByText(dayjs(CHANGE_AT).format('HH:mm'))).toHaveLength(2);
    expect(change.getByText(/撤回的调价/).closest('a')?.style.textDecoration).toBe('line-through');
    const markdown = within(dayCell('2026-05-15'));
    const [starts, ends] = markdown.getAllByRole('link');
    expect(starts?.textContent).toContain('降价开始 周五晚间清货');
    expect(ends?.textContent).toContain('降价结束 周五晚间清货');
    expect(within(dayCell('2026-05-09')).queryAllByRole('link')).toHaveLength(0);

    const query = calls.find((call) => call.path === '/api/management/prices/calendar')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      from: dayjs('2026-05-01').subtract(6, 'day').toISOString(),
      to: dayjs('2026-05-01').endOf('month').add(14, 'day').toISOString(),
      zone_id: '3',
    });
  });

  it('opens a batch from its event, and turns to the next month', async () => {
    const calls = stubPricesApi((call) =>
      call.path === '/api/management/prices/calendar' ? ok({ events: EVENTS }) : undefined,
    );
    renderCalendar('?month=2026-05');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '下个月' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/management/prices/calendar')
          .at(-1)
          ?.query.get('from'),
      ).toBe(dayjs('2026-06-01').subtract(6, 'day').toISOString()),
    );
    await user.click(await screen.findByRole('button', { name: '上个月' }));
    await user.click(within(dayCell('2026-05-08')).getByText(/调价 6 月蔬菜调价/));
    expect(await screen.findByText('opened 41')).toBeTruthy();
  });

  it('speaks English', async () => {
    stubPricesApi((call) => (call.path === '/api/management/prices/calendar' ? ok({ events: EVENTS }) : undefined));
    setLanguage('en');
    renderCalendar('?month=2026-05');
    expect(await screen.findByText('4 price events this month')).toBeTruthy();
    // The cell says the kind in a word, leaving the name room; the title says it whole.
    const [starts, ends] = within(dayCell('2026-05-15')).getAllByRole('link');
    expect(starts?.textContent).toContain('Markdown 周五晚间清货');
    expect(ends?.textContent).toContain('Ends 周五晚间清货');
    expect(starts?.getAttribute('title')).toBe('Markdown starts · 周五晚间清货');
  });
});
