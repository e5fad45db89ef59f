import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SCALE_MODELS, type Scale, type ScaleGood } from '@tm/contracts';
import { App, Button, Empty, Progress, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import { QuickSearch, useLocalList, usePagination } from '../../shared/list-controls';
import { AddScaleGoodsModal } from './add-scale-goods-modal';
import { useScaleGoodColumns } from './scale-good-columns';
import { errorText } from '../../shared/error-reasons';
import { useChangeScaleGoods, useScaleGoods } from './scales.api';
import { listLoading } from '../../shared/use-list-query';

/** The goods tab of a scale: the PLUs it holds, how full it is, putting goods on and taking them off. */
export function ScaleGoodsTab({ scale }: { scale: Scale }) {
  const { t } = useTranslation('scales');
  const { modal, message } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const { q, paging, setPaging, search, afterRemoving } = useLocalList();
  const goods = useScaleGoods(scale.id, { q, ...paging });
  const pagination = usePagination(paging, goods.data?.meta.total, setPaging);
  const change = useChangeScaleGoods(scale.id);
  const max = SCALE_MODELS[scale.model].max_plus;
  const columns: TableColumnsType<ScaleGood> = [
    ...useScaleGoodColumns<ScaleGood>(),
    { title: t('addedTime'), dataIndex: 'added_time', width: 150, render: formatTime },
  ];

  const confirmRemove = () =>
    modal.confirm({
      title: t('takeOff'),
      content: t('takeOffConfirmText', { n: selected.length, scale: scale.scale_name }),
      okText: t('takeOffButton'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const result = await change.mutateAsync({ good_ids: selected, op_flag: 0 });
          setSelected([]);
          afterRemoving(goods.data?.meta.total ?? 0, result.changed);
          void message.success(t('takenOffCount', { n: result.changed }));
        } catch (error) {
          void message.error(errorText(error));
        }
      },
    });

  return (
    <>
      <Space wrap align="center" style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
        <Space align="center" size="middle">
          <Typography.Text strong>{t('usage', { used: scale.goods_count, max })}</Typography.Text>
          <Progress
            percent={Math.round((scale.goods_count / max) * 100)}
            size={[160, 8]}
            status={scale.goods_count >= max ? 'exception' : 'normal'}
            showInfo={false}
            aria-label={t('usage', { used: scale.goods_count, max })}
          />
        </Space>
        <Space>
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmRemove}>
            {selected.length ? t('takeOffSelected', { n: selected.length }) : t('takeOff')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('putGoods')}
          </Button>
        </Space>
      </Space>
      <QuickSearch
        name="scale-goods-filters"
        placeholder={t('goodsSearch')}
        onSearch={search}
        style={{ marginBottom: 16 }}
      />
      <Table<ScaleGood>
        rowKey="id"
        columns={columns}
        dataSource={goods.data?.list ?? []}
        loading={listLoading(goods)}
        scroll={{ x: 800 }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        locale={{ emptyText: <Empty description={q ? t('common:noData') : t('scaleGoodsEmpty')} /> }}
        pagination={pagination}
      />
      <AddScaleGoodsModal open={adding} scale={scale} onClose={() => setAdding(false)} />
    </>
  );
}
