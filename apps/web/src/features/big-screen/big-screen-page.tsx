import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, FullscreenOutlined } from '@ant-design/icons';
import { isAdminRole, type DashboardToday } from '@tm/contracts';
import { Button, ConfigProvider, Space, theme } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatFen } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { ShopPicker } from '../../shared/pickers/shop-picker';
import { parseRole, useSession } from '../../shared/session';
import { changeRatio, useDashboardToday } from '../dashboard/dashboard.api';
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

/**
 * `datadashboard`: today's sales of a shop (or the whole company) on a dark full-screen page for a
 * shop's wall display, readable from across the shop, moving within a second of a sale being
 * uploaded (docs/dashboard.md).
 */
export function BigScreenPage() {
  const { t } = useTranslation('bigScreen');
  const session = useSession();
  const isAdmin = isAdminRole(parseRole(session?.role_type) ?? 'USER');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const companyId = idParam(params.get('company_id'));
  const shopId = idParam(params.get('shop_id'));
  const today = useDashboardToday({ companyId, shopId });
  const clock = useClock();

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

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <div className="big-screen" role="main" aria-label={t('title')}>
        <header className="big-screen__header">
          <h1>{session?.company_info?.name ? `${session.company_info.name} · ${t('title')}` : t('title')}</h1>
          <Space wrap>
            {isAdmin && <CompanyPicker value={companyId} onChange={(value) => choose('company_id', value)} />}
            <ShopPicker
              companyId={companyId}
              value={shopId}
              placeholder={t('allShops')}
              onChange={(value) => choose('shop_id', value)}
            />
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
        {today.data && <Figures data={today.data} />}
        <footer className="big-screen__footer">
          {today.data && <span>{t('scalesOnline', today.data.scales)}</span>}
          {today.dataUpdatedAt > 0 && (
            <span>{t('updatedAt', { time: dayjs(today.dataUpdatedAt).format('HH:mm:ss') })}</span>
          )}
        </footer>
      </div>
    </ConfigProvider>
  );
}

function Figures({ data }: { data: DashboardToday }) {
  const { t } = useTranslation('bigScreen');
  const { today, yesterday_by_now: before } = data;
  return (
    <>
      <section className="big-screen__tiles">
        <Tile label={t('netSales')} testId="net-sales" change={changeRatio(today.net_amount, before.net_amount)}>
          {formatFen(today.net_amount)}
        </Tile>
        <Tile label={t('saleCount')} testId="sale-count" change={changeRatio(today.sale_count, before.sale_count)}>
          {today.sale_count}
        </Tile>
        <Tile label={t('avgSale')} testId="avg-sale">
          {formatFen(today.avg_sale)}
        </Tile>
        <Tile label={t('weight')} testId="weight">
          {t('kg', { value: (today.sale_weight_g / 1000).toFixed(1) })}
        </Tile>
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
  change,
  children,
}: {
  label: string;
  testId: string;
  change?: number | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('bigScreen');
  return (
    <div className="big-screen__tile">
      <div className="big-screen__label">{label}</div>
      <div className="big-screen__value" data-testid={testId}>
        {children}
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

/** Bars of the day's hours, drawn as plain SVG: the screen needs no chart library. */
function HourlyBars({ hourly }: { hourly: DashboardToday['hourly'] }) {
  const { t } = useTranslation('bigScreen');
  const highest = Math.max(1, ...hourly.map((hour) => hour.sale_amount));
  const width = 24 * 40;
  const height = 220;
  return (
    <div className="big-screen__panel">
      <h2>{t('hourly')}</h2>
      <svg viewBox={`0 0 ${width} ${height + 28}`} role="img" aria-label={t('hourly')} className="big-screen__bars">
        {hourly.map((hour, index) => {
          const barHeight = Math.round((hour.sale_amount / highest) * height);
          return (
            <g key={String(hour.hour)}>
              <title>{`${dayjs(hour.hour).format('HH:00')} ${formatFen(hour.sale_amount)}`}</title>
              <rect x={index * 40 + 6} y={height - barHeight} width={28} height={barHeight} rx={3} />
              {index % 3 === 0 && (
                <text x={index * 40 + 20} y={height + 22} textAnchor="middle">
                  {dayjs(hour.hour).format('H')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}

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
                {sale.weight_g !== null
                  ? t('kg', { value: (sale.weight_g / 1000).toFixed(3) })
                  : t('pieces', { value: sale.quantity ?? 0 })}
              </span>
              <strong>{formatFen(sale.total_price)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
