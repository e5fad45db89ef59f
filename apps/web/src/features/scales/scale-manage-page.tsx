import { EditOutlined } from '@ant-design/icons';

import { Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { registerMessages } from '../../shared/i18n';
import { useIsSystemAdmin } from '../../shared/session';
import { ScaleLabelsTab } from '../labels/scale-labels-tab';
import { HotKeysTab } from './hot-keys-tab';
import { ScaleFormModal } from './scale-form-modal';
import { ScaleGoodsTab } from './scale-goods-tab';
import { OnlineState } from './scale-state';
import { ScaleStatusTab } from './scale-status-tab';
import { useScale } from './scales.api';
import { scalesMessages } from './scales.messages';

registerMessages('scales', scalesMessages);

const TABS = ['status', 'goods', 'hotKeys', 'labels'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** `scaleMng/scaleList/manage/{id}?shop={shopId}`: one scale's state, goods and hot keys. */
export function ScaleManagePage() {
  const { t } = useTranslation('scales');
  const { id } = useParams();
  const isAdmin = useIsSystemAdmin();
  // The open tab and the scale's shop are in the address, so reload and Back keep them.
  const [params, setParams] = useSearchParams();
  const shopId = Number(params.get('shop'));
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'status';
  const scale = useScale(shopId, Number(id));
  const [editing, setEditing] = useState(false);

  const show = (next: Tab, shop = shopId) =>
    setParams(next === 'status' ? { shop: String(shop) } : { shop: String(shop), tab: next }, { replace: true });

  // A link without its shop finds the scale by id; the address then gets the shop, as links carry.
  const foundShop = scale.data?.shop_id;
  useEffect(() => {
    if (!shopId && foundShop) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('shop', String(foundShop));
          return next;
        },
        { replace: true },
      );
    }
  }, [shopId, foundShop, setParams]);

  if (!scale.isEnabled || scale.error) {
    const missing = !scale.isEnabled || (scale.error instanceof ApiError && scale.error.status === 404);
    return (
      <Result status={missing ? '404' : 'error'} subTitle={missing ? t('common:notFoundText') : scale.error?.message} />
    );
  }
  if (scale.isPending) {
    return <Skeleton active />;
  }
  const data = scale.data;
  return (
    <Card
      // On a phone the name and its online state wrap under each other instead of being cut off.
      styles={{ title: { whiteSpace: 'normal' } }}
      title={
        <Space size="middle" wrap>
          <span>{data.scale_name}</span>
          <OnlineState scale={data} />
        </Space>
      }
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('common:edit')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => show(isTab(key) ? key : 'status')}
        items={[
          { key: 'status', label: t('statusTab'), children: <ScaleStatusTab scale={data} showCompany={isAdmin} /> },
          { key: 'goods', label: t('goodsTab'), children: <ScaleGoodsTab scale={data} /> },
          {
            key: 'hotKeys',
            label: t('hotKeysTab'),
            children: <HotKeysTab scale={data} onShowGoods={() => show('goods')} />,
          },
          { key: 'labels', label: t('labels:scaleTab'), children: <ScaleLabelsTab scale={data} /> },
        ]}
      />
      <ScaleFormModal
        open={editing}
        scale={data}
        chooseCompany={isAdmin}
        onClose={() => setEditing(false)}
        // A scale moved to another shop is now found under that shop.
        onSaved={(saved) => {
          if (saved.shop_id !== shopId) {
            show(tab, saved.shop_id);
          }
        }}
      />
    </Card>
  );
}
