import type { StatsQuery } from '@tm/contracts';
import { Alert, DatePicker, Flex, Segmented, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { useIsSystemAdmin } from '../../shared/session';
import {
  addDays,
  chinaToday,
  DEFAULT_PRESET,
  isDay,
  MAX_PERIOD_DAYS,
  PERIOD_PRESETS,
  periodProblem,
  presetRange,
  type DayRange,
  type PeriodPreset,
} from './stats-period';

/** The address keys of the filter bar; a link to another statistics page carries these along. */
const FILTER_KEYS = ['period', 'from', 'to', 'shop_id', 'company_id'] as const;

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const isPreset = (value: string | null): value is PeriodPreset => PERIOD_PRESETS.some((preset) => preset === value);

/**
 * The filters of the statistics pages, kept in the address (decision 7) so a page can be shared
 * and reloaded: a quick period (`period=last30`, counted from today whenever the link is opened)
 * or two days (`from`, `to`), a shop, and for administrators a company.
 */
export function useStatsFilters() {
  const [params, setParams] = useSearchParams();
  const isAdmin = useIsSystemAdmin();

  const asked = { from: params.get('from'), to: params.get('to') };
  const hasDays = asked.from !== null || asked.to !== null;
  const days = isDay(asked.from) && isDay(asked.to) ? { from: asked.from, to: asked.to } : null;
  // Days the server would refuse are not sent: the page shows the default period and says why.
  const refused = hasDays ? (days ? periodProblem(days) : 'date_invalid') : null;
  const periodParam = params.get('period');
  const preset = isPreset(periodParam) ? periodParam : DEFAULT_PRESET;
  const range: DayRange = days && !refused ? days : presetRange(preset, chinaToday());
  const shopId = idParam(params.get('shop_id'));
  const companyId = isAdmin ? idParam(params.get('company_id')) : undefined;

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      // Other filters show other rows: the list starts again at its first page.
      next.delete('page');
      return next;
    });
  const setId = (next: URLSearchParams, key: string, id: number | undefined) =>
    id === undefined ? next.delete(key) : next.set(key, String(id));

  return {
    range,
    preset: days && !refused ? ('custom' as const) : preset,
    refused,
    shopId,
    companyId,
    isAdmin,
    /** The statistics call's query: the period, and the shop and company when chosen. */
    query: (withShop: boolean): StatsQuery => ({
      ...range,
      ...(withShop && shopId ? { shop_id: shopId } : {}),
      ...(companyId ? { company_id: companyId } : {}),
    }),
    choosePreset: (next: PeriodPreset) =>
      update((search) => {
        search.delete('from');
        search.delete('to');
        if (next === DEFAULT_PRESET) {
          search.delete('period');
        } else {
          search.set('period', next);
        }
      }),
    chooseDays: (next: DayRange) =>
      update((search) => {
        search.delete('period');
        search.set('from', next.from);
        search.set('to', next.to);
      }),
    chooseShop: (id: number | undefined) => {
      // The shop picker clears itself when the company changes, which already cleared the shop.
      if (id !== shopId) {
        update((search) => setId(search, 'shop_id', id));
      }
    },
    chooseCompany: (id: number | undefined) =>
      update((search) => {
        setId(search, 'company_id', id);
        search.delete('shop_id');
      }),
  };
}

export type StatsFilters = ReturnType<typeof useStatsFilters>;

/**
 * The address of another statistics page in the same console area (`/project` or `/admin`),
 * with the filter bar's choices carried along.
 */
export function useStatsLink() {
  const location = useLocation();
  const [params] = useSearchParams();
  const area = location.pathname.split('/')[1] ?? 'project';
  const carried = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) {
      carried.set(key, value);
    }
  }
  const search = carried.toString();
  return (page: string) => `/${area}/statsMng/${page}${search ? `?${search}` : ''}`;
}

/**
 * The filter bar of every statistics page: quick periods and any range of whole days up to
 * `MAX_PERIOD_DAYS` ending by today, a shop (`withShop`), and for administrators a company
 * (`withCompany`).
 */
export function StatsFilterBar({
  filters,
  withShop,
  withCompany,
}: {
  filters: StatsFilters;
  withShop: boolean;
  withCompany: boolean;
}) {
  const { t } = useTranslation('stats');
  const today = chinaToday();
  const value: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs(filters.range.from), dayjs(filters.range.to)];
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        {/* Seven periods are wider than a phone: they scroll sideways there instead of off the page. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<PeriodPreset | 'custom'>
            value={filters.preset}
            options={[
              ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(`period_${preset}`) })),
              { value: 'custom' as const, label: t('period_custom') },
            ]}
            onChange={(next) => (next === 'custom' ? filters.chooseDays(filters.range) : filters.choosePreset(next))}
          />
        </div>
        <DatePicker.RangePicker
          aria-label={t('period')}
          allowClear={false}
          value={value}
          onChange={(picked) => {
            const [from, to] = picked ?? [];
            if (from && to) {
              filters.chooseDays({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
            }
          }}
          disabledDate={(day, info) => {
            const text = day.format('YYYY-MM-DD');
            if (text > today) {
              return true;
            }
            // The other end, once picked, allows at most MAX_PERIOD_DAYS in all.
            const first = info.from?.format('YYYY-MM-DD');
            return (
              first !== undefined &&
              (text > addDays(first, MAX_PERIOD_DAYS - 1) || text < addDays(first, 1 - MAX_PERIOD_DAYS))
            );
          }}
        />
        {/* Days outside this cannot be picked, and a typed one is put back: say why beforehand. */}
        {filters.preset === 'custom' && (
          <Typography.Text type="secondary">{t('customHint', { days: MAX_PERIOD_DAYS })}</Typography.Text>
        )}
        {withCompany && filters.isAdmin && (
          <CompanyPicker filter value={filters.companyId} onChange={filters.chooseCompany} />
        )}
        {withShop && (
          <ShopPicker
            filter
            companyId={filters.companyId}
            value={filters.shopId}
            placeholder={t('allShops')}
            onChange={filters.chooseShop}
          />
        )}
      </Flex>
      {filters.refused && (
        <Alert
          type="warning"
          showIcon
          title={t('periodRefused', { reason: t(`refused_${filters.refused}`), period: t(`period_${DEFAULT_PRESET}`) })}
        />
      )}
    </Flex>
  );
}
