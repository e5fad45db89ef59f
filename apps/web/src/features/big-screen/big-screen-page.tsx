import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, FullscreenOutlined } from '@ant-design/icons';
import { STATS_UTC_OFFSET_MS, type DashboardToday } from '@tm/contracts';
import { Button, ConfigProvider, Space, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatFen, formatKg, roundAxisTop } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { useIsSystemAdmin, useSession } from '../../shared/session';
import { changeRatio, useDashboardShops, useDashboardToday } from '../dashboard/dashboard.api';
import { bigScreenMessages } from './big-screen.messages';
import './big-screen.css';

registerMessages('bigScreen', bigScreenMessages);

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** A clock that ticks each second: a wall display shows it is alive. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The company and shop a screen shows, kept in the address so a wall display reopens on them. */
function useScreenScope() {
  const [params, setParams] = useSearchParams();
  const choose = (name: 'company_id' | 'shop_id', value: number | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) {
        next.delete(name);
      } else {
        next.set(name, String(value));
      }
      if (name === 'company_id') {
        next.delete('shop_id');
      }
      return next;
    });
  return { companyId: idParam(params.get('company_id')), shopId: idParam(params.get('shop_id')), choose };
}

/**
 * What every big screen has: a dark page over the whole window, its title with the company's name,
 * the pickers (a company for administrators; a shop where the screen shows one), a clock, full
 * screen and a way out, and a footer.
 */
function ScreenFrame({
  title,
  scope,
  withShop,
  footer,
  children,
}: {
  title: string;
  scope: ReturnType<typeof useScreenScope>;
  withShop: boolean;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('bigScreen');
  const session = useSession();
  const isAdmin = useIsSystemAdmin();
  const navigate = useNavigate();
  const clock = useClock();
  return (
    <ConfigProvider
      // "All shops" is the picker's placeholder but what the screen shows: readable, not a faint hint.
      theme={{ algorithm: theme.darkAlgorithm, token: { colorTextPlaceholder: 'rgba(255, 255, 255, 0.75)' } }}
    >
      <div className="big-screen" role="main" aria-label={title}>
        <header className="big-screen__header">
          <h1>{session?.company_info?.name ? `${session.company_info.name} · ${title}` : title}</h1>
          <Space wrap>
            {isAdmin && (
              <CompanyPicker filter value={scope.companyId} onChange={(value) => scope.choose('company_id', value)} />
            )}
            {withShop && (
              <ShopPicker
                filter
                companyId={scope.companyId}
                value={scope.shopId}
                placeholder={t('allShops')}
                onChange={(value) => scope.choose('shop_id', value)}
              />
            )}
            <span className="big-screen__clock">{dayjs(clock).format('HH:mm:ss')}</span>
            <Button icon={<FullscreenOutlined />} onClick={() => void document.documentElement.requestFullscreen?.()}>
              {t('fullScreen')}
            </Button>
            <Button
              icon={<CloseOutlined />}
              onClick={() => void navigate(`/${isAdmin ? 'admin' : 'project'}/dashboard`)}
            >
              {t('exit')}
            </Button>
          </Space>
        </header>
        {children}
        <footer className="big-screen__footer">{footer}</footer>
      </div>
    </ConfigProvider>
  );
}

function UpdatedAt({ at }: { at: number }) {
  const { t } = useTranslation('bigScreen');
  return at > 0 ? <span>{t('updatedAt', { time: dayjs(at).format('HH:mm:ss') })}</span> : null;
}

/**
 * `datadashboard`: today's sales of a shop (or the whole company) on a dark full-screen page for a
 * shop's wall display, readable from across the shop, moving within a second of a sale being
 * uploaded (docs/dashboard.md).
 */
export function BigScreenPage() {
  const { t } = useTranslation('bigScreen');
  const scope = useScreenScope();
  const today = useDashboardToday({ companyId: scope.companyId, shopId: scope.shopId });
  return (
    <ScreenFrame
      title={t('title')}
      scope={scope}
      withShop
      footer={
        <>
          {today.data && <span>{t('scalesOnline', today.data.scales)}</span>}
          <UpdatedAt at={today.dataUpdatedAt} />
        </>
      }
    >
      {today.data && <Figures data={today.data} />}
    </ScreenFrame>
  );
}

/**
 * `dashtwoboard`: the company's shops side by side for a head office's wall: each shop's sales
 * today, its share of the day, and its change against yesterday by now, best first, live.
 */
export function ShopBoardPage() {
  const { t } = useTranslation('bigScreen');
  const scope = useScreenScope();
  const board = useDashboardShops(scope.companyId);
  const shops = board.data?.shops ?? [];
  const total = shops.reduce((sum, shop) => sum + Math.max(0, shop.today.net_amount), 0);
  return (
    <ScreenFrame
      title={t('shopBoardTitle')}
      scope={scope}
      withShop={false}
      footer={
        <>
          <span>{t('shopTotal', { count: shops.length, amount: formatFen(total) })}</span>
          <UpdatedAt at={board.dataUpdatedAt} />
        </>
      }
    >
      <section className="big-screen__panel">
        {!board.data ? null : shops.length === 0 ? (
          <p className="big-screen__empty">{t('noShops')}</p>
        ) : (
          <ol className="big-screen__ranking" data-testid="shop-ranking">
            {shops.map((shop, index) => {
              const change = changeRatio(shop.today.net_amount, shop.yesterday_by_now.net_amount);
              const share = total > 0 ? Math.max(0, shop.today.net_amount) / total : 0;
              return (
                <li key={shop.shop_id}>
                  <span className="big-screen__rank">{index + 1}</span>
                  <span className="big-screen__name">
                    {shop.shop_name}
                    {scope.companyId === undefined && isMixed(shops) && <em> · {shop.company_name}</em>}
                  </span>
                  <span
                    className="big-screen__share"
                    role="img"
                    aria-label={t('share', { percent: Math.round(share * 100) })}
                  >
                    <span style={{ width: `${Math.round(share * 100)}%` }} />
                  </span>
                  <strong>{formatFen(shop.today.net_amount)}</strong>
                  <span>{t('count', { count: shop.today.sale_count })}</span>
                  <span className={change === null ? '' : change >= 0 ? 'is-up' : 'is-down'}>
                    {change === null ? '—' : `${change >= 0 ? '↑' : '↓'} ${Math.abs(Math.round(change * 100))}%`}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </ScreenFrame>
  );
}

/** Whether the shops listed belong to more than one company (an administrator's view of all). */
const isMixed = (shops: { company_name: string }[]) => new Set(shops.map((shop) => shop.company_name)).size > 1;

function Figures({ data }: { data: DashboardToday }) {
  const { t } = useTranslation('bigScreen');
  const { today, yesterday_by_now: before } = data;
  return (
    <>
      <section className="big-screen__tiles">
        <Tile
          label={t('netSales')}
          testId="net-sales"
          value={formatFen(today.net_amount)}
          change={changeRatio(today.net_amount, before.net_amount)}
        />
        <Tile
          label={t('saleCount')}
          testId="sale-count"
          value={today.sale_count.toLocaleString('en-US')}
          change={changeRatio(today.sale_count, before.sale_count)}
        />
        <Tile label={t('avgSale')} testId="avg-sale" value={formatFen(today.avg_sale)} />
        <Tile label={t('weight')} testId="weight" value={formatKg(today.sale_weight_g, 1)} />
      </section>
      {today.return_count > 0 && (
        <p className="big-screen__returns">
          {t('returns', { count: today.return_count, amount: formatFen(today.return_amount) })}
        </p>
      )}
      <section className="big-screen__panels">
        <HourlyBars hourly={data.hourly} />
        <LatestSales latest={data.latest} />
      </section>
    </>
  );
}

function Tile({
  label,
  testId,
  value,
  change,
}: {
  label: string;
  testId: string;
  value: string;
  change?: number | null;
}) {
  const { t } = useTranslation('bigScreen');
  return (
    <div className="big-screen__tile">
      <div className="big-screen__label">{label}</div>
      {/* The longer the figure, the smaller its type (big-screen.css): ¥16,304.49 fits its tile. */}
      <div
        className="big-screen__value"
        data-testid={testId}
        style={{ '--value-chars': value.length } as CSSProperties}
      >
        {value}
      </div>
      {change !== undefined && (
        <div className="big-screen__change">
          {change === null ? (
            t('noComparison')
          ) : (
            <span className={change >= 0 ? 'is-up' : 'is-down'}>
              {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(Math.round(change * 100))}%{' '}
              {t('vsYesterday')}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** Whole yuan for an axis read from across the room: "¥1,200". */
const axisYuan = (yuan: number) => `¥${Math.round(yuan).toLocaleString('en-US')}`;

/**
 * Bars of the day's hours, drawn as plain SVG: the screen needs no chart library. An axis in yuan
 * with two gridlines, and the best hour's figure over its bar, so a bar can be read from afar.
 */
function HourlyBars({ hourly }: { hourly: DashboardToday['hourly'] }) {
  const { t } = useTranslation('bigScreen');
  const best = hourly.reduce<(typeof hourly)[number] | null>(
    (top, hour) => (hour.sale_amount > (top?.sale_amount ?? 0) ? hour : top),
    null,
  );
  // At least ¥10, so a day without sales yet reads ¥0, ¥5, ¥10 rather than ¥1 twice.
  const axisTop = Math.max(10, roundAxisTop((best?.sale_amount ?? 0) / 100));
  const left = 96;
  const top = 30;
  const height = 260;
  const width = left + 24 * 40;
  const yOf = (yuan: number) => top + height - (yuan / axisTop) * height;
  return (
    <div className="big-screen__panel">
      <h2>{t('hourly')}</h2>
      <svg
        viewBox={`0 0 ${width} ${top + height + 30}`}
        role="img"
        aria-label={t('hourly')}
        className="big-screen__bars"
      >
        {[0, axisTop / 2, axisTop].map((yuan) => (
          <g key={yuan} className="big-screen__axis">
            <line x1={left} x2={width} y1={yOf(yuan)} y2={yOf(yuan)} />
            <text x={left - 10} y={yOf(yuan) + 6} textAnchor="end">
              {axisYuan(yuan)}
            </text>
          </g>
        ))}
        {hourly.map((hour, index) => {
          const barHeight = Math.round((hour.sale_amount / 100 / axisTop) * height);
          const x = left + index * 40;
          return (
            <g key={String(hour.hour)}>
              <title>{`${String(chinaHour(hour.hour)).padStart(2, '0')}:00 ${formatFen(hour.sale_amount)}`}</title>
              <rect x={x + 6} y={top + height - barHeight} width={28} height={barHeight} rx={3} />
              {hour === best && (
                <text x={x + 20} y={top + height - barHeight - 8} textAnchor="middle" className="big-screen__bar-value">
                  {axisYuan(hour.sale_amount / 100)}
                </text>
              )}
              {index % 3 === 0 && (
                <text x={x + 20} y={top + height + 24} textAnchor="middle">
                  {chinaHour(hour.hour)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

/** The hour of China's day a bucket starts, whatever the browser's time zone: the day's hours run 0 to 23. */
const chinaHour = (iso: string) => new Date(Date.parse(iso) + STATS_UTC_OFFSET_MS).getUTCHours();

function LatestSales({ latest }: { latest: DashboardToday['latest'] }) {
  const { t } = useTranslation('bigScreen');
  return (
    <div className="big-screen__panel">
      <h2>{t('latest')}</h2>
      {latest.length === 0 ? (
        <p className="big-screen__empty">{t('noSales')}</p>
      ) : (
        <ul className="big-screen__latest" data-testid="latest-sales">
          {latest.map((sale) => (
            <li key={sale.id}>
              <span>{dayjs(sale.trade_time).format('HH:mm')}</span>
              <span className="big-screen__name">
                {sale.name}
                {sale.type !== 'sale' && <em> · {t(sale.type)}</em>}
              </span>
              <span>
                {sale.weight_g !== null ? formatKg(sale.weight_g) : t('pieces', { count: sale.quantity ?? 0 })}
              </span>
              <strong>{formatFen(sale.total_price)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
