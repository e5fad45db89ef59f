import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PriceCalendar } from '@tm/contracts';
import { Badge, Button, Calendar, Card, DatePicker, Flex, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerMessages } from '../../shared/i18n';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { useListQuery } from '../../shared/use-list-query';
import { ZonePicker } from './price-pickers';
import { usePriceCalendar } from './prices.api';
import { pricesMessages } from './prices.messages';
import { usePriceArea } from './use-price-area';

registerMessages('prices', pricesMessages);

type PriceEvent = PriceCalendar['events'][number];
type Filters = { month?: string | undefined; zone_id?: number | undefined; company_id?: number | undefined };

const MONTH = /^\d{4}-\d{2}$/;
const DAY_KEY = 'YYYY-MM-DD';

/** How an event reads and shows: a change starting, a markdown starting, a markdown ending. */
function eventKind(event: PriceEvent): 'change' | 'markdownStart' | 'markdownEnd' {
  if (event.batch.kind === 'change') {
    return 'change';
  }
  return event.edge === 'start' ? 'markdownStart' : 'markdownEnd';
}
const EVENT_COLORS = { change: 'blue', markdownStart: 'red', markdownEnd: 'gray' } as const;

/**
 * The month grid shows the days of its month and fills six weeks with the days around it: at most
 * six before the first and fourteen after the last, whichever day the week starts on.
 */
function visibleRange(month: Dayjs) {
  return {
    from: month.startOf('month').subtract(6, 'day').toISOString(),
    to: month.endOf('month').add(14, 'day').toISOString(),
  };
}

/**
 * `goodMng/priceCalendar`: when prices change, day by day: price changes starting, markdowns
 * starting and ending, for all zones or one. An event opens its batch.
 */
export function PriceCalendarPage() {
  const { t } = useTranslation('prices');
  const { isAdmin, batchPathOf } = usePriceArea();
  const { filters, setFilters } = useListQuery<Filters>(['zone_id', 'company_id']);
  const month = filters.month && MONTH.test(filters.month) ? dayjs(`${filters.month}-01`) : dayjs().startOf('month');
  const companyId = isAdmin ? filters.company_id : undefined;
  const calendar = usePriceCalendar({
    ...visibleRange(month),
    ...(filters.zone_id ? { zone_id: filters.zone_id } : {}),
    ...(companyId ? { company_id: companyId } : {}),
  });

  const eventsByDay = new Map<string, PriceEvent[]>();
  for (const event of [...(calendar.data?.events ?? [])].sort((a, b) => a.at.localeCompare(b.at))) {
    const day = dayjs(event.at).format(DAY_KEY);
    eventsByDay.set(day, [...(eventsByDay.get(day) ?? []), event]);
  }
  const inMonth = (calendar.data?.events ?? []).filter((event) => dayjs(event.at).isSame(month, 'month')).length;

  const show = (next: Partial<Filters>) => setFilters({ ...filters, ...next });
  const showMonth = (day: Dayjs) => show({ month: day.format('YYYY-MM') });

  const dayCell = (day: Dayjs) => {
    const events = eventsByDay.get(day.format(DAY_KEY)) ?? [];
    return (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {events.map((event) => {
          const kind = eventKind(event);
          const cancelled = event.batch.status === 'cancelled';
          return (
            // One line an event, cut short (the title has it whole): four fit a day's cell unscrolled.
            <li
              key={`${event.batch.id}-${event.edge}`}
              style={{ lineHeight: '20px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              <Link
                to={batchPathOf(event.batch.id)}
                title={`${t(`event_${kind}`)} · ${event.batch.name}`}
                style={{ textDecoration: cancelled ? 'line-through' : undefined }}
                // The cell would take the click too and turn the page to its month.
                onClick={(event) => event.stopPropagation()}
              >
                <Badge color={EVENT_COLORS[kind]} />{' '}
                <Typography.Text type="secondary">{dayjs(event.at).format('HH:mm')}</Typography.Text>{' '}
                {/* The kind in a word or two: a day's cell leaves the batch's name little room. */}
                {t(`eventShort_${kind}`)} {event.batch.name}
              </Link>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Card
      title={t('shell:priceCalendar')}
      extra={
        <Space wrap>
          {(['change', 'markdownStart', 'markdownEnd'] as const).map((kind) => (
            <Badge key={kind} color={EVENT_COLORS[kind]} text={t(`event_${kind}`)} />
          ))}
        </Space>
      }
    >
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('previousMonth')}
            onClick={() => showMonth(month.subtract(1, 'month'))}
          />
          <DatePicker
            picker="month"
            allowClear={false}
            value={month}
            format="YYYY-MM"
            aria-label={t('month')}
            onChange={(day: Dayjs | null) => day && showMonth(day)}
          />
          <Button
            icon={<RightOutlined />}
            aria-label={t('nextMonth')}
            onClick={() => showMonth(month.add(1, 'month'))}
          />
          <Button onClick={() => showMonth(dayjs())}>{t('thisMonth')}</Button>
          <Typography.Text type="secondary">{t('eventsInMonth', { count: inMonth })}</Typography.Text>
        </Space>
        <Space wrap>
          {isAdmin && (
            <CompanyPicker
              value={filters.company_id}
              // Another company has other zones.
              onChange={(id) => show({ company_id: id, zone_id: undefined })}
            />
          )}
          <ZonePicker companyId={companyId} value={filters.zone_id} onChange={(id) => show({ zone_id: id })} />
        </Space>
      </Flex>
      <Spin spinning={calendar.isFetching}>
        <Calendar
          // Today is marked in its month; another month shows from its first day.
          value={dayjs().isSame(month, 'month') ? dayjs() : month}
          headerRender={() => null}
          onSelect={(day) => {
            // A day of the month before or after, clicked in the grid, turns the page to it.
            if (!day.isSame(month, 'month')) {
              showMonth(day);
            }
          }}
          cellRender={(day, info) => (info.type === 'date' ? dayCell(day) : info.originNode)}
        />
      </Spin>
    </Card>
  );
}
