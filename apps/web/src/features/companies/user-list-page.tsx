import { Alert, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../shared/i18n';
import { CompanyPicker } from '../../shared/pickers/company-picker';
import { useIsSystemAdmin, useSession } from '../../shared/session';
import { companiesMessages } from './companies.messages';
import { CompanyMembers } from './company-members';

registerMessages('companies', companiesMessages);

/**
 * `userMng/userList`: a company administrator runs the own company's users; a system
 * administrator chooses the company first.
 */
export function UserListPage() {
  const { t } = useTranslation('companies');
  const session = useSession();
  const isSystemAdmin = useIsSystemAdmin();
  const [picked, setPicked] = useState<number>();
  const companyId = isSystemAdmin ? picked : session?.company_info?.id;
  return (
    <Card title={t('pageTitle')} extra={isSystemAdmin && <CompanyPicker filter value={picked} onChange={setPicked} />}>
      {companyId ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <CompanyMembers key={companyId} companyId={companyId} canLinkAccounts={isSystemAdmin} />
        </Space>
      ) : (
        <Alert type="info" showIcon title={t('pickCompanyFirst')} />
      )}
    </Card>
  );
}
