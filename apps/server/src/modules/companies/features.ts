import { COMPANY_FEATURES, ErrorCode, isAdminRole, type CompanyFeature, type Lang } from '@tm/contracts';
import type { Actor } from '../../http/context';
import { AppError } from '../../http/errors';

const isFeature = (value: string): value is CompanyFeature => (COMPANY_FEATURES as readonly string[]).includes(value);

/** A company's features: the `features` column plus `analysis` when if_analysis_open is 1. */
export function featuresOf(company: { if_analysis_open: number; features: readonly string[] }): CompanyFeature[] {
  const features = company.features.filter(isFeature).filter((f) => f !== 'analysis');
  return COMPANY_FEATURES.filter((f) => (f === 'analysis' ? company.if_analysis_open === 1 : features.includes(f)));
}

/** The columns that store a set of features. */
export function featureColumns(features: readonly CompanyFeature[]) {
  return {
    if_analysis_open: features.includes('analysis') ? 1 : 0,
    features: features.filter((f) => f !== 'analysis'),
  };
}

/**
 * The feature wall: a company user's call to a feature their company may not use answers 403,
 * whatever the menu shows. System administrators are not bound by a company's features.
 */
export function assertFeature(actor: Actor, feature: CompanyFeature): void {
  if (isAdminRole(actor.role_type)) {
    return;
  }
  if (!actor.features.includes(feature)) {
    throw new AppError(ErrorCode.FORBIDDEN, { fields: { feature: 'feature_disabled' } });
  }
}

/** Names and descriptions of the features, for the permission list. */
export const PERMISSION_TEXTS: Record<CompanyFeature, Record<Lang, { name: string; description: string }>> = {
  analysis: {
    ch: { name: '统计分析', description: '订单、销售、商品与门店分析报表' },
    en: { name: 'Statistics', description: 'Order, sales, goods and shop analysis reports' },
  },
  big_screen: {
    ch: { name: '数据大屏', description: '门店实时销售大屏' },
    en: { name: 'Big screen', description: 'Live sales dashboards for a wall screen' },
  },
  stock: {
    ch: { name: '库存管理', description: '供应商、采购、入库、调拨、退货、盘点与报损' },
    en: { name: 'Stock', description: 'Suppliers, purchases, receipts, transfers, returns, stocktakes and losses' },
  },
  workorders: {
    ch: { name: '客服工单', description: '提交与跟进客服工单' },
    en: { name: 'Work orders', description: 'Raise and follow customer-service work orders' },
  },
  repair: {
    ch: { name: '维修邀请码', description: '为维修人员生成邀请码' },
    en: { name: 'Repair invite codes', description: 'Invite codes for repair staff' },
  },
};
