import { FundProjectionScreenOutlined, ShopOutlined } from '@ant-design/icons';
import type { DashboardToday, Page, Shop } from '@tm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { formatFen } from '../../shared/format';
import { useIsSystemAdmin, useSession } from '../../shared/session';
import { changeRatio, useDashboardToday } from './dashboard.api';
import { dashboardMessages } from './dashboard.messages';
import './dashboard-page.css';

registerMessages('dashboard', dashboardMessages);

/** The first page after sign-in: who you are, where your data stands, where to go next. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const isAdmin = useIsSystemAdmin();
  const area = isAdmin ? 'admin' : 'project';
  const shopCount = useQuery({
    // Under the shops key, so that a change to the shops refreshes the count too.
    queryKey: ['shops', 'count'],
    queryFn: () => api.get<Page<Shop>>('/management/shops', { query: { per_page: 1 } }),
    select: (page) => page.meta.total,
  });
  const company = session?.company_info;
  // A user without a company has no sales to show.
  const hasSales = isAdmin || Boolean(company);

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <h3 className="dashboard-greeting">
            {t('greeting', { name: session?.nickname || session?.username || '' })}
          </h3>
          {isAdmin ? (
            <span className="dashboard-note">{t('adminLine')}</span>
          ) : company ? (
            <span className="dashboard-note">
              {t('companyLine', { company: company.name, role: company.role_name })}
            </span>
          ) : (
            <Alert
              type="info"
              showIcon
              title={t('noCompany')}
              action={
                <Link to="/page/shanghuResign">
                  <Button size="small" type="primary">
                    {t('registerMerchant')}
                  </Button>
                </Link>
              }
            />
          )}
        </Card>
      </Col>
      {hasSales && (
        <TodaySales area={area} canOpenScreen={isAdmin || company?.permissions.includes('big_screen') === true} />
      )}
      <Col xs={24} sm={12} lg={8}>
        <Card>
          <Statistic
            title={t('shops')}
            value={shopCount.data ?? '—'}
            prefix={<ShopOutlined />}
            loading={shopCount.isPending}
          />
          <p className="dashboard-note" style={{ margin: '8px 0' }}>
            {t('shopsHint')}
          </p>
          <Link to={`/${area}/shopMng/shopList`}>
            <Button>{t('goToShops')}</Button>
          </Link>
        </Card>
      </Col>
    </Row>
  );
}

/** A change against yesterday by the same hour, as "↑ 12%" / "↓ 3%", or nothing to compare with. */
function ChangeNote({ today, before }: { today: number; before: number }) {
  const { t } = useTranslation('dashboard');
  const change = changeRatio(today, before);
  if (change === null) {
    return <span className="dashboard-note">{t('noComparison')}</span>;
  }
  return (
    <span className={change >= 0 ? 'dashboard-up' : 'dashboard-down'}>
      {t(change >= 0 ? 'upOnYesterday' : 'downOnYesterday', { percent: Math.abs(Math.round(change * 100)) })}
    </span>
  );
}

/** Today's sales of the caller's company (administrators: every company), live. */
function TodaySales({ area, canOpenScreen }: { area: string; canOpenScreen: boolean }) {
  const { t } = useTranslation('dashboard');
  const today = useDashboardToday({});
  const data: DashboardToday | undefined = today.data;
  return (
    <>
      <Col xs={24} sm={12} lg={8}>
        <Card>
          <Statistic
            title={t('netSalesToday')}
            value={data ? formatFen(data.today.net_amount) : '—'}
            loading={today.isPending}
          />
          {data && <ChangeNote today={data.today.net_amount} before={data.yesterday_by_now.net_amount} />}
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Card>
          <Statistic title={t('salesToday')} value={data?.today.sale_count ?? '—'} loading={today.isPending} />
          {data && <ChangeNote today={data.today.sale_count} before={data.yesterday_by_now.sale_count} />}
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Card>
          <Statistic
            title={t('scalesOnline')}
            value={data ? `${data.scales.online} / ${data.scales.total}` : '—'}
            loading={today.isPending}
          />
          <Link to={`/${area}/scaleMng/scaleList`}>{t('goToScales')}</Link>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card
          title={t('latestSales')}
          extra={
            canOpenScreen && (
              <Link to={`/${area}/datadashboard`}>
                <Button icon={<FundProjectionScreenOutlined />}>{t('openBigScreen')}</Button>
              </Link>
            )
          }
        >
          <LatestSales sales={data?.latest ?? []} loading={today.isPending} />
          <Link to={`/${area}/tradeMng/tradeList`}>{t('goToSales')}</Link>
        </Card>
      </Col>
    </>
  );
}

/**
 * Today's latest sales, newest first. Plain markup rather than antd's List, which brings its
 * pagination and, with it, the Select to the first page every user opens (28 KB of gzip); the
 * page's texts are plain too (antd's Typography brings its editor's TextArea: 13 KB).
 */
function LatestSales({ sales, loading }: { sales: DashboardToday['latest']; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  if (loading) {
    return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  }
  if (sales.length === 0) {
    return <p className="latest-sales-empty">{t('noSalesToday')}</p>;
  }
  return (
    <ul className="latest-sales">
      {sales.map((sale) => (
        <li key={sale.id}>
          <div>
            <div className="latest-sales-name">{sale.name}</div>
            <div className="latest-sales-where">
              {`${dayjs(sale.trade_time).format('HH:mm')} · ${sale.shop_name} · ${sale.scale_name}`}
            </div>
          </div>
          <strong>{formatFen(sale.total_price)}</strong>
        </li>
      ))}
    </ul>
  );
}
