import type { Good, Shop } from '@tm/contracts';
import { App, Empty, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickSearch, usePagination } from '../../shared/list-controls';
import { useGoodColumns } from './shop-good-columns';
import { useAddShopGoods, useShopGoodCandidates } from './shops.api';
import { listLoading } from '../../shared/use-list-query';

type Props = { open: boolean; shop: Shop; onClose: () => void };

const FIRST_PAGE = { page: 1, per_page: 10 };

/** Picks goods of the shop's company that the shop does not sell yet, across pages and searches. */
export function AddShopGoodsModal({ open, shop, onClose }: Props) {
  const { t } = useTranslation('shops');
  const { message } = App.useApp();
  const [q, setQ] = useState<string | undefined>();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const candidates = useShopGoodCandidates(shop.id, { q, ...paging }, open);
  const add = useAddShopGoods(shop.id);
  const pagination = usePagination(paging, candidates.data?.meta.total, (page, perPage) =>
    setPaging({ page, per_page: perPage }),
  );
  const columns = useGoodColumns<Good>();

  const submit = () =>
    add.mutate(
      { good_ids: selected },
      {
        onSuccess: (result) => {
          void message.success(t(result.skipped ? 'addedSkipped' : 'addedCount', result));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={`${t('addGoods')} · ${shop.name}`}
      width={900}
      okText={t('addSelected', { count: selected.length })}
      okButtonProps={{ disabled: selected.length === 0 }}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={add.isPending}
      onCancel={onClose}
      // Each opening starts without a search or a selection.
      afterClose={() => {
        setQ(undefined);
        setPaging(FIRST_PAGE);
        setSelected([]);
      }}
      destroyOnHidden
    >
      <QuickSearch
        name="shop-goods-candidates"
        placeholder={t('goodsSearch')}
        onSearch={(text) => {
          setQ(text);
          setPaging(FIRST_PAGE);
        }}
        style={{ marginBottom: 16 }}
      />
      <Table<Good>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={candidates.data?.list ?? []}
        loading={listLoading(candidates)}
        scroll={{ x: 700 }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{ emptyText: <Empty description={t('candidatesEmpty')} /> }}
        pagination={pagination}
      />
    </Modal>
  );
}
