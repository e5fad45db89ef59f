import { EditOutlined, PlusOutlined, WalletOutlined } from '@ant-design/icons';
import type { OfficeDetail } from '@tm/contracts';
import { Button, Card, Col, Descriptions, Result, Row, Space, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatFen, formatTime } from '../../shared/format';
import { registerMessages } from '../../shared/i18n';
import { useLocalList, usePagination } from '../../shared/list-controls';
import { OfficeFormModal } from './office-form-modal';
import { RegionTags, StatusTag } from './party-tags';
import { RiderFormModal } from './rider-form-modal';
import { RiderTable } from './rider-table';
import { useOffice, useRiders, useTopUps } from './riders.api';
import { ridersMessages } from './riders.messages';
import { TopUpModal } from './top-up-modal';
import { TopUpTable } from './top-up-table';
import { listLoading } from '../../shared/use-list-query';

registerMessages('riders', ridersMessages);

/**
 * `riderMng/adminList/adminDetail/{id}`: one office at a glance (its balance, its riders', its
 * ledger), its riders, and the top-ups of its account and of its riders' accounts.
 */
export function OfficeDetailPage() {
  const { t } = useTranslation('riders');
  const id = Number(useParams().id);
  const office = useOffice(id);
  const [dialog, setDialog] = useState<'edit' | 'rider' | 'topUp' | null>(null);

  if (office.isError || !Number.isInteger(id) || id <= 0) {
    return (
      <Card>
        <Result
          status="404"
          title={t('officeMissing')}
          extra={<Link to="/admin/riderMng/adminList">{t('backToList')}</Link>}
        />
      </Card>
    );
  }
  const data = office.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        loading={office.isPending}
        title={data ? data.name : t('shell:officeDetail')}
        extra={
          data && (
            <Space>
              <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
                {t('common:edit')}
              </Button>
              <Button
                type="primary"
                icon={<WalletOutlined />}
                disabled={data.status !== 'active'}
                onClick={() => setDialog('topUp')}
              >
                {t('topUp')}
              </Button>
            </Space>
          )
        }
      >
        {data && <OfficeFigures office={data} />}
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'riders',
              label: t('officeRiders', { count: data?.riders_count ?? 0 }),
              children: (
                <>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={data?.status !== 'active'}
                    onClick={() => setDialog('rider')}
                    style={{ marginBottom: 12 }}
                  >
                    {t('createRider')}
                  </Button>
                  <OfficeRiders officeId={id} />
                </>
              ),
            },
            { key: 'top-ups', label: t('officeTopUps'), children: <OfficeTopUps officeId={id} /> },
          ]}
        />
      </Card>
      {data && (
        <>
          <OfficeFormModal open={dialog === 'edit'} office={data} onClose={() => setDialog(null)} />
          <RiderFormModal open={dialog === 'rider'} officeId={id} onClose={() => setDialog(null)} />
          <TopUpModal
            open={dialog === 'topUp'}
            account={{ kind: 'office', id, name: data.name, balance_fen: data.balance_fen }}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </Space>
  );
}

function OfficeFigures({ office }: { office: OfficeDetail }) {
  const { t } = useTranslation('riders');
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title={t('officeBalance')} value={formatFen(office.balance_fen)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('ridersBalance')} value={formatFen(office.riders_balance_fen)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('ridersActiveOfAll')}
            value={office.active_riders_count}
            suffix={`/ ${office.riders_count}`}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('topUpsCount')} value={office.top_ups_count} />
        </Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('regions')} span={2}>
          <RegionTags regions={office.regions} />
        </Descriptions.Item>
        <Descriptions.Item label={t('manager')}>{office.manager?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <StatusTag status={office.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('contactPerson')}>{office.contact_person || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('phoneNumber')}>{office.phone_number || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('createdTime')}>{formatTime(office.created_time)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}

function OfficeRiders({ officeId }: { officeId: number }) {
  const list = useLocalList();
  const riders = useRiders({ office_id: officeId, ...list.paging });
  const pagination = usePagination(list.paging, riders.data?.meta.total, list.setPaging);
  return <RiderTable riders={riders.data} loading={listLoading(riders)} pagination={pagination} withOffice={false} />;
}

function OfficeTopUps({ officeId }: { officeId: number }) {
  const list = useLocalList();
  const topUps = useTopUps({ office_id: officeId, ...list.paging });
  const pagination = usePagination(list.paging, topUps.data?.meta.total, list.setPaging);
  return <TopUpTable page={topUps.data} loading={listLoading(topUps)} pagination={pagination} />;
}
