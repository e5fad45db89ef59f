import { ShopOutlined } from '@ant-design/icons';
import { isAdminRole, type Page, type Shop } from '@tm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { parseRole, useSession } from '../../shared/session';
import { dashboardMessages } from './dashboard.messages';

registerMessages('dashboard', dashboardMessages);

/** The first page after sign-in: who you are, where your data stands, where to go next. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const isAdmin = isAdminRole(parseRole(session?.role_type) ?? 'USER');
  const area = isAdmin ? 'admin' : 'project';
  const shopCount = useQuery({
    // Under the shops key, so that a change to the shops refreshes the count too.
    queryKey: ['shops', 'count'],
    queryFn: () => api.get<Page<Shop>>('/management/shops', { query: { per_page: 1 } }),
    select: (page) => page.meta.total,
  });
  const company = session?.company_info;

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('greeting', { name: session?.nickname || session?.username || '' })}
          </Typography.Title>
          {isAdmin ? (
            <Typography.Text type="secondary">{t('adminLine')}</Typography.Text>
          ) : company ? (
            <Typography.Text type="secondary">
              {t('companyLine', { company: company.name, role: company.role_name })}
            </Typography.Text>
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
      <Col xs={24} sm={12} lg={8}>
        <Card>
          <Statistic
            title={t('shops')}
            value={shopCount.data ?? '—'}
            prefix={<ShopOutlined />}
            loading={shopCount.isPending}
          />
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            {t('shopsHint')}
          </Typography.Paragraph>
          <Link to={`/${area}/shopMng/shopList`}>
            <Button>{t('goToShops')}</Button>
          </Link>
        </Card>
      </Col>
    </Row>
  );
}
