import { PrivacyListPage } from './privacy-list-page';

// The four privacy lists of console spec §2 (admin area): one page, one kind of person each.

export const AdminPrivacyPage = () => <PrivacyListPage kind="admin" />;
export const MerchantUserPrivacyPage = () => <PrivacyListPage kind="merchant_user" />;
export const LockUserPrivacyPage = () => <PrivacyListPage kind="lock_user" />;
export const RepairUserPrivacyPage = () => <PrivacyListPage kind="repair_user" />;
