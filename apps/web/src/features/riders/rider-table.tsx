import { CheckCircleOutlined, EditOutlined, StopOutlined, WalletOutlined } from '@ant-design/icons';
import type { Page, PartyStatus, Rider } from '@tm/contracts';
import { App, Button, Space, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdaptiveTable } from '../../shared/adaptive-table';
import { closingOnFailure } from '../../shared/api-client';
import { formatFen, formatTime } from '../../shared/format';
import { IdentityTag, officePath, StatusTag } from './party-tags';
import { RiderFormModal } from './rider-form-modal';
import { useSetRiderStatus } from './riders.api';
import { TopUpModal, type TopUpAccount } from './top-up-modal';

/**
 * Riders with their balance and status, and what can be done to each: edit, top up, suspend or
 * resume (asked first). The riders list and an office's detail page show it.
 */
export function RiderTable({
  riders,
  loading,
  pagination,
  withOffice = true,
}: {
  riders: Page<Rider> | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  withOffice?: boolean;
}) {
  const { t } = useTranslation('riders');
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<Rider | null>(null);
  const [toppingUp, setToppingUp] = useState<TopUpAccount | null>(null);
  const setStatus = useSetRiderStatus();

  const toggle = (rider: Rider) => {
    const suspending = rider.status === 'active';
    modal.confirm({
      title: t(suspending ? 'suspendRiderTitle' : 'resumeRiderTitle'),
      content: t(suspending ? 'suspendRiderText' : 'resumeRiderText', {
        name: rider.name,
        balance: formatFen(rider.balance_fen),
      }),
      okText: t(suspending ? 'suspend' : 'resume'),
      okButtonProps: { danger: suspending },
      cancelText: t('common:cancel'),
      onOk: closingOnFailure(async () => {
        await setStatus.mutateAsync({ id: rider.id, action: suspending ? 'suspend' : 'resume' });
        message.success(t('common:saved'));
      }),
    });
  };

  const columns: TableColumnsType<Rider> = [
    { title: t('riderName'), dataIndex: 'name', fixed: 'left', width: 120 },
    { title: t('riderPhone'), dataIndex: 'phone_number', width: 130 },
    ...(withOffice
      ? [
          {
            title: t('office'),
            key: 'office',
            width: 180,
            render: (_: unknown, rider: Rider) => <Link to={officePath(rider.office_id)}>{rider.office_name}</Link>,
          },
        ]
      : []),
    {
      title: t('identity'),
      dataIndex: 'identity_verified',
      width: 100,
      render: (verified: boolean) => <IdentityTag verified={verified} />,
    },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      render: (status: PartyStatus) => <StatusTag status={status} />,
    },
    { title: t('balance'), dataIndex: 'balance_fen', width: 130, align: 'right', render: formatFen },
    { title: t('createdTime'), dataIndex: 'created_time', width: 150, render: formatTime },
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_, rider) => (
        <Space wrap size={0}>
          <Button
            type="link"
            size="small"
            icon={<WalletOutlined />}
            disabled={rider.status !== 'active'}
            onClick={() =>
              setToppingUp({ kind: 'rider', id: rider.id, name: rider.name, balance_fen: rider.balance_fen })
            }
          >
            {t('topUp')}
          </Button>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(rider)}>
            {t('common:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger={rider.status === 'active'}
            icon={rider.status === 'active' ? <StopOutlined /> : <CheckCircleOutlined />}
            onClick={() => toggle(rider)}
          >
            {t(rider.status === 'active' ? 'suspend' : 'resume')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdaptiveTable<Rider>
        rowKey="id"
        columns={columns}
        dataSource={riders?.list ?? []}
        loading={loading}
        scroll={{ x: 1100 }}
        pagination={pagination}
      />
      <RiderFormModal open={editing !== null} rider={editing ?? undefined} onClose={() => setEditing(null)} />
      <TopUpModal open={toppingUp !== null} account={toppingUp ?? undefined} onClose={() => setToppingUp(null)} />
    </>
  );
}
