import type { FitProblem, ScaleDetail } from '@tm/contracts';
import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FitProblemList } from './fit-problems';
import { useScaleFit } from './scale-fit.api';

/** On the scale page: what of its goods and hot keys this scale cannot take, before anything is sent. */
export function ScaleFitCard({ scale }: { scale: ScaleDetail }) {
  const { t } = useTranslation('scaleFit');
  const fit = useScaleFit(scale.shop_id, scale.id);
  const report = fit.data;
  return (
    <Card size="small" title={t('cardTitle')}>
      <Typography.Paragraph type="secondary">{t('cardIntro')}</Typography.Paragraph>
      {!report ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          {report.hot_keys_beyond.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('hotKeysBeyond', { keys: report.hot_keys_beyond.join(', ') })}
            />
          )}
          {report.goods.length === 0 ? (
            <Alert type="success" showIcon title={t('allFit', { n: report.goods_checked })} />
          ) : (
            <>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                title={t('goodsUnfit', { checked: report.goods_checked, n: report.goods.length })}
              />
              <Table
                rowKey="good_id"
                size="small"
                dataSource={report.goods}
                pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
                // On a phone the table scrolls sideways: the problems keep a readable width.
                scroll={{ x: 520 }}
                columns={[
                  { title: t('plu'), dataIndex: 'plu', width: 80 },
                  { title: t('name'), dataIndex: 'name', width: 180 },
                  {
                    title: t('problems'),
                    dataIndex: 'problems',
                    onCell: () => ({ style: { minWidth: 240 } }),
                    render: (problems: FitProblem[]) => <FitProblemList problems={problems} />,
                  },
                ]}
              />
            </>
          )}
        </>
      )}
    </Card>
  );
}
