import { EditOutlined } from '@ant-design/icons';

import { Button, Card, Descriptions, Result, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { useIsSystemAdmin } from '../../shared/session';
import { ShopGatewaysTab } from '../gateways/shop-gateways-tab';
import { ShopLabelsTab } from '../labels/shop-labels-tab';
import { ShopFormModal } from './shop-form-modal';
import { ShopGoodsTab } from './shop-goods-tab';
import { useShop } from './shops.api';
import { shopsMessages } from './shops.messages';

registerMessages('shops', shopsMessages);

const TABS = ['details', 'goods', 'labels', 'gateways'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'details';

/** `shopMng/shopList/manage/{id}`: one shop's details, goods, label formats and gateways. */
export function ShopManagePage() {
  const { t } = useTranslation('shops');
  const { id } = useParams();
  const isAdmin = useIsSystemAdmin();
  const shop = useShop(Number(id));
  const [editing, setEditing] = useState(false);
  // The open tab is in the address, so reload and Back keep it.
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  if (shop.isPending) {
    return <Skeleton active />;
  }
  if (shop.error || !shop.data) {
    const missing = shop.error instanceof ApiError && shop.error.status === 404;
    return (
      <Result status={missing ? '404' : 'error'} subTitle={missing ? t('common:notFoundText') : shop.error?.message} />
    );
  }
  const data = shop.data;
  return (
    <Card
      title={data.name}
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('common:edit')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'details' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'details',
            label: t('basicInfo'),
            children: (
              <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
                {isAdmin && <Descriptions.Item label={t('company')}>{data.company_name}</Descriptions.Item>}
                <Descriptions.Item label={t('contactPerson')}>{data.contact_person || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('phoneNumber')}>{data.phone_number || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('telephone')}>{data.telephone || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('address')}>{data.address || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('categories')}>
                  {data.categories.length ? data.categories.map((c) => <Tag key={c}>{c}</Tag>) : '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('desc')}>{data.desc || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('createdTime')}>{formatTime(data.created_time)}</Descriptions.Item>
                <Descriptions.Item label={t('updatedTime')}>{formatTime(data.last_modified_time)}</Descriptions.Item>
              </Descriptions>
            ),
          },
          { key: 'goods', label: t('goodsTab'), children: <ShopGoodsTab shop={data} /> },
          { key: 'labels', label: t('labels:tab'), children: <ShopLabelsTab shop={data} /> },
          { key: 'gateways', label: t('gateways:tab'), children: <ShopGatewaysTab shopId={data.id} /> },
        ]}
      />
      <ShopFormModal open={editing} shop={data} chooseCompany={false} onClose={() => setEditing(false)} />
    </Card>
  );
}
