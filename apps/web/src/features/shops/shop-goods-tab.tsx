import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Shop, ShopGood } from '@tm/contracts';
import { App, Button, Empty, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closingOnFailure } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { QuickSearch, useLocalList, usePagination } from '../../shared/list-controls';
import { AddShopGoodsModal } from './add-shop-goods-modal';
import { useGoodColumns } from './shop-good-columns';
import { useRemoveShopGoods, useShopGoods } from './shops.api';
import { listLoading } from '../../shared/use-list-query';

/** The goods tab of a shop: what it sells, with search, adding and removing. */
export function ShopGoodsTab({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shops');
  const { modal, message } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const { q, paging, setPaging, search, afterRemoving } = useLocalList();
  const goods = useShopGoods(shop.id, { q, ...paging });
  const pagination = usePagination(paging, goods.data?.meta.total, setPaging);
  const remove = useRemoveShopGoods(shop.id);
  const columns: TableColumnsType<ShopGood> = [
    ...useGoodColumns<ShopGood>(),
    { title: t('addedTime'), dataIndex: 'added_time', width: 150, render: formatTime },
  ];

  const confirmRemove = () =>
    modal.confirm({
      title: t('removeFromShop'),
      content: t('removeConfirmText', { count: selected.length, shop: shop.name }),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        const result = await remove.mutateAsync(selected);
        setSelected([]);
        afterRemoving(goods.data?.meta.total ?? 0, result.removed);
        void message.success(t('removedCount', { count: result.removed }));
      }),
    });

  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <QuickSearch name="shop-goods-filters" placeholder={t('goodsSearch')} onSearch={search} />
        <Space>
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmRemove}>
            {selected.length ? t('removeSelected', { count: selected.length }) : t('removeFromShop')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('addGoods')}
          </Button>
        </Space>
      </Space>
      <Table<ShopGood>
        rowKey="id"
        columns={columns}
        dataSource={goods.data?.list ?? []}
        loading={listLoading(goods)}
        scroll={{ x: 900 }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{ emptyText: <Empty description={q ? t('common:noData') : t('shopGoodsEmpty')} /> }}
        pagination={pagination}
      />
      <AddShopGoodsModal open={adding} shop={shop} onClose={() => setAdding(false)} />
    </>
  );
}
