import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  ImportOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { labelStyleSchema, type Label } from '@tm/contracts';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showApiError } from '../../shared/api-client';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { QuickSearch, useLocalList, usePagination } from '../../shared/list-controls';
import { LabelImportDialog } from './label-import-dialog';
import { LabelInfoDialog } from './label-info-dialog';
import { sampleLabelData } from './label-sample';
import { LabelSvg } from './label-svg';
import { downloadLabel, useDeleteLabel, useShopLabels } from './labels.api';
import { labelsMessages } from './labels.messages';

registerMessages('labels', labelsMessages);

/** A shop's label formats with thumbnails: design, view, download, import, delete. */
export function ShopLabelsTab({ shop }: { shop: { id: number; name: string } }) {
  const { t } = useTranslation('labels');
  const navigate = useNavigate();
  const list = useLocalList();
  const labels = useShopLabels(shop.id, { q: list.q, ...list.paging });
  const pagination = usePagination(list.paging, labels.data?.meta.total, list.setPaging);
  const remove = useDeleteLabel();
  const confirmDelete = useConfirmDelete();
  const [viewing, setViewing] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const origin = window.location.origin;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <QuickSearch name="shop-labels" placeholder={t('searchPlaceholder')} onSearch={list.search} />
        <Space>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('import')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate('labels/new', { relative: 'path' })}
          >
            {t('add')}
          </Button>
        </Space>
      </Space>
      <Table<Label>
        rowKey="id"
        loading={labels.isFetching && !labels.data}
        dataSource={labels.data?.list ?? []}
        pagination={pagination}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('preview'),
            key: 'preview',
            width: 140,
            render: (_, label) => {
              const style = labelStyleSchema.parse(label.style);
              return (
                <LabelSvg style={style} data={sampleLabelData(style, shop.name, origin, label.type)} widthPx={120} />
              );
            },
          },
          {
            title: t('name'),
            dataIndex: 'name',
            render: (name: string, label) => (
              <Link to={`labels/${label.id}`} relative="path">
                {name}
              </Link>
            ),
          },
          { title: t('type'), dataIndex: 'type', render: (type: Label['type']) => t(`type_${type}`) },
          {
            title: t('size'),
            key: 'size',
            render: (_, label) => t('sizeValue', { w: label.style.size.width, h: label.style.size.height }),
          },
          {
            title: t('usage'),
            key: 'usage',
            render: (_, label) => (
              <Typography.Text type={label.scale_count || label.good_count ? undefined : 'secondary'}>
                {t('usageValue', { scales: label.scale_count, goods: label.good_count })}
              </Typography.Text>
            ),
          },
          { title: t('updated'), dataIndex: 'last_modified_time', render: formatTime },
          {
            title: t('common:actions'),
            key: 'actions',
            render: (_, label) => (
              <Space size={0} wrap>
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(label.id)}>
                  {t('view')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => void navigate(`labels/${label.id}`, { relative: 'path' })}
                >
                  {t('design')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => downloadLabel(label.id).catch(showApiError)}
                >
                  {t('download')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    confirmDelete(label.name, async () => {
                      await remove.mutateAsync(label.id);
                      list.afterRemoving(labels.data?.meta.total ?? 0, 1);
                    })
                  }
                >
                  {t('common:delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <LabelInfoDialog labelId={viewing} shopName={shop.name} onClose={() => setViewing(null)} />
      <LabelImportDialog open={importing} shopId={shop.id} shopName={shop.name} onClose={() => setImporting(false)} />
    </Space>
  );
}
