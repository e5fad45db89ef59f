import { EditOutlined } from '@ant-design/icons';
import { isAdminRole } from '@tm/contracts';
import { Button, Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { parseRole, useSession } from '../../shared/session';
import { ShopFormModal } from './shop-form-modal';
import { useShop } from './shops.api';
import { shopsMessages } from './shops.messages';

registerMessages('shops', shopsMessages);

/** `shopMng/shopList/manage/{id}`: one shop's details; later domains add their tabs here. */
export function ShopManagePage() {
  const { t } = useTranslation('shops');
  const { id } = useParams();
  const session = useSession();
  const shop = useShop(Number(id));
  const [editing, setEditing] = useState(false);

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
      <Descriptions title={t('basicInfo')} bordered column={{ xs: 1, md: 2 }} size="middle">
        {isAdminRole(parseRole(session?.role_type) ?? 'USER') && (
          <Descriptions.Item label={t('company')}>{data.company_name}</Descriptions.Item>
        )}
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
      <ShopFormModal open={editing} shop={data} chooseCompany={false} onClose={() => setEditing(false)} />
    </Card>
  );
}
