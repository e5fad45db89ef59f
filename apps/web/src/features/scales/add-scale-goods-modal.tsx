import { SCALE_MODELS, type Scale, type ShopGood } from '@tm/contracts';
import { Alert, App, Empty, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickSearch, usePagination } from '../../shared/list-controls';
import { useScaleGoodColumns } from './scale-good-columns';
import { errorText } from '../../shared/error-reasons';
import { useChangeScaleGoods, useShopGoodsForScale } from './scales.api';
import { listLoading } from '../../shared/use-list-query';

type Props = { open: boolean; scale: Scale; onClose: () => void };

const FIRST_PAGE = { page: 1, per_page: 10 };

/** Picks goods the scale's shop sells, across pages and searches, and puts them on the scale. */
export function AddScaleGoodsModal({ open, scale, onClose }: Props) {
  const { t } = useTranslation('scales');
  const { message } = App.useApp();
  const [q, setQ] = useState<string | undefined>();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Only what may still go on: the goods the scale holds are left out.
  const goods = useShopGoodsForScale(scale.shop_id, { q, not_on_scale: scale.id, ...paging }, open);
  const change = useChangeScaleGoods(scale.id);
  const pagination = usePagination(paging, goods.data?.meta.total, (page, perPage) =>
    setPaging({ page, per_page: perPage }),
  );
  const columns = useScaleGoodColumns<ShopGood>();
  const max = SCALE_MODELS[scale.model].max_plus;
  const room = Math.max(0, max - scale.goods_count);

  const submit = () => {
    setRefusal(null);
    change.mutate(
      { good_ids: selected, op_flag: 1 },
      {
        onSuccess: (result) => {
          const skipped = selected.length - result.changed;
          void message.success(
            t(skipped > 0 ? 'putSkipped' : 'putCount', { n: result.changed, skipped, total: result.goods_count }),
          );
          onClose();
        },
        // A full scale is refused as a whole: say why here and keep the selection to trim.
        onError: (error) => setRefusal(errorText(error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={`${t('putGoods')} · ${scale.scale_name}`}
      width={900}
      okText={t('putSelected', { n: selected.length })}
      okButtonProps={{ disabled: selected.length === 0 }}
      cancelText={t('common:cancel')}
      onOk={submit}
      confirmLoading={change.isPending}
      onCancel={onClose}
      // Each opening starts without a search, a selection or an old refusal.
      afterClose={() => {
        setQ(undefined);
        setPaging(FIRST_PAGE);
        setSelected([]);
        setRefusal(null);
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('putHint', { used: scale.goods_count, max, room })}
      </Typography.Paragraph>
      {selected.length > room && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('mayNotFit', { n: selected.length, room })}
        />
      )}
      {refusal && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={refusal} />}
      <QuickSearch
        name="scale-goods-candidates"
        placeholder={t('goodsSearch')}
        onSearch={(text) => {
          setQ(text);
          setPaging(FIRST_PAGE);
        }}
        style={{ marginBottom: 16 }}
      />
      <Table<ShopGood>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={goods.data?.list ?? []}
        loading={listLoading(goods)}
        scroll={{ x: 700 }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{ emptyText: <Empty description={q ? t('noCandidateFound') : t('shopHasNoGoods')} /> }}
        pagination={pagination}
      />
    </Modal>
  );
}
