import type { CompanyFeature, RoleType } from '@tm/contracts';
import type { ComponentType } from 'react';
import type { MenuIconName } from './shell/menu-icons';

export type Area = 'project' | 'admin';

/** The side menu's groups (shell message keys), each with its icon: a group without one is a type error. */
export const GROUP_ICONS = {
  shopMng: 'ShopOutlined',
  goodMng: 'ShoppingOutlined',
  scaleMng: 'CalculatorOutlined',
  tradeMng: 'LineChartOutlined',
  statsMng: 'AreaChartOutlined',
  companyMng: 'BankOutlined',
  userMng: 'UserOutlined',
  systemMng: 'FolderOpenOutlined',
  riderMng: 'CarOutlined',
  privacyMng: 'SecurityScanOutlined',
  lockMng: 'LockOutlined',
  stockMng: 'ContainerOutlined',
  workorderMng: 'CustomerServiceOutlined',
} as const satisfies Record<string, MenuIconName>;

export type MenuGroup = keyof typeof GROUP_ICONS;

/**
 * One console route of console spec §2. The table drives the router, the side menu and the
 * breadcrumb. A route whose domain is not built yet is simply not listed: it answers 404.
 */
export type ConsoleRoute = {
  /** Path below /project or /admin, as the spec writes it (`:id` for its `{id}`). */
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
  areas: readonly Area[];
  /** Shell message key of the title (menu label and breadcrumb). */
  title: string;
  /**
   * Its menu entry: in a group (a shell message key, the group shows the icon) or at the top with
   * an icon. Detail routes have none and stay out of the menu.
   */
  menu?: { group: MenuGroup; icon?: undefined } | { group?: undefined; icon: MenuIconName };
  /** The areas whose menu lists it, when not all of `areas` (the spec lists the big screen for companies only). */
  menuAreas?: readonly Area[];
  /** The route shown before this one in the breadcrumb. */
  parent?: string;
  /** Only company administrators (company role not USER) may see it (spec §6). */
  companyAdminOnly?: boolean;
  /** The company feature it belongs to: hidden for a company without it (administrators see all). */
  feature?: CompanyFeature;
};

export const AREA_ROLES: Record<Area, readonly RoleType[]> = {
  project: ['USER'],
  admin: ['ADMIN', 'SUPER_ADMIN'],
};

const BOTH: readonly Area[] = ['project', 'admin'];

export const consoleRoutes: readonly ConsoleRoute[] = [
  {
    path: 'dashboard',
    load: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
    areas: BOTH,
    title: 'dashboard',
    menu: { icon: 'DashboardOutlined' },
  },
  {
    path: 'datadashboard',
    load: () => import('../features/big-screen/big-screen-page').then((m) => ({ Component: m.BigScreenPage })),
    areas: BOTH,
    title: 'datadashboard',
    menu: { icon: 'FundProjectionScreenOutlined' },
    menuAreas: ['project'],
    feature: 'big_screen',
  },
  {
    path: 'dashtwoboard',
    load: () => import('../features/big-screen/big-screen-page').then((m) => ({ Component: m.ShopBoardPage })),
    areas: BOTH,
    title: 'dashtwoboard',
    menu: { icon: 'TrophyOutlined' },
    menuAreas: ['project'],
    feature: 'big_screen',
  },
  {
    path: 'shopMng/shopList',
    load: () => import('../features/shops/shop-list-page').then((m) => ({ Component: m.ShopListPage })),
    areas: BOTH,
    title: 'shopList',
    menu: { group: 'shopMng' },
  },
  {
    path: 'shopMng/shopList/manage/:id',
    load: () => import('../features/shops/shop-manage-page').then((m) => ({ Component: m.ShopManagePage })),
    areas: BOTH,
    title: 'shopManage',
    parent: 'shopMng/shopList',
  },
  {
    // `:labelId` is a label's id, or `new`.
    path: 'shopMng/shopList/manage/:id/labels/:labelId',
    load: () => import('../features/labels/label-designer-page').then((m) => ({ Component: m.LabelDesignerPage })),
    areas: BOTH,
    title: 'labelDesign',
    parent: 'shopMng/shopList',
  },
  {
    path: 'goodMng/goodList',
    load: () => import('../features/goods/good-list-page').then((m) => ({ Component: m.GoodListPage })),
    areas: BOTH,
    title: 'goodList',
    menu: { group: 'goodMng' },
  },
  {
    // Prices (docs/prices.md): zones, price changes and markdowns, and their calendar.
    path: 'goodMng/priceZones',
    load: () => import('../features/prices/price-zone-list-page').then((m) => ({ Component: m.PriceZoneListPage })),
    areas: BOTH,
    title: 'priceZones',
    menu: { group: 'goodMng' },
  },
  {
    // `?new=change&goods=1,2,3` opens a price change of those goods (the goods list links here).
    path: 'goodMng/priceBatches',
    load: () => import('../features/prices/price-batch-list-page').then((m) => ({ Component: m.PriceBatchListPage })),
    areas: BOTH,
    title: 'priceBatches',
    menu: { group: 'goodMng' },
  },
  {
    path: 'goodMng/priceBatches/:id',
    load: () => import('../features/prices/price-batch-page').then((m) => ({ Component: m.PriceBatchPage })),
    areas: BOTH,
    title: 'priceBatch',
    parent: 'goodMng/priceBatches',
  },
  {
    path: 'goodMng/priceCalendar',
    load: () => import('../features/prices/price-calendar-page').then((m) => ({ Component: m.PriceCalendarPage })),
    areas: BOTH,
    title: 'priceCalendar',
    menu: { group: 'goodMng' },
  },
  {
    path: 'scaleMng/scaleList',
    load: () => import('../features/scales/scale-list-page').then((m) => ({ Component: m.ScaleListPage })),
    areas: BOTH,
    title: 'scaleList',
    menu: { group: 'scaleMng' },
  },
  {
    // The scale's shop rides along as `?shop=`: every call about one scale is under its shop.
    path: 'scaleMng/scaleList/manage/:id',
    load: () => import('../features/scales/scale-manage-page').then((m) => ({ Component: m.ScaleManagePage })),
    areas: BOTH,
    title: 'scaleManage',
    parent: 'scaleMng/scaleList',
  },
  {
    path: 'scaleMng/barcodeSpec',
    load: () => import('../features/barcode-spec/barcode-spec-page').then((m) => ({ Component: m.BarcodeSpecPage })),
    areas: BOTH,
    title: 'barcodeSpec',
    menu: { group: 'scaleMng' },
  },
  {
    path: 'scaleMng/deliveries',
    load: () =>
      import('../features/deliveries/pending-deliveries-page').then((m) => ({ Component: m.PendingDeliveriesPage })),
    areas: BOTH,
    title: 'deliveries',
    menu: { group: 'scaleMng' },
  },
  {
    path: 'tradeMng/tradeList',
    load: () => import('../features/trades/trade-list-page').then((m) => ({ Component: m.TradeListPage })),
    areas: BOTH,
    title: 'tradeList',
    menu: { group: 'tradeMng' },
  },
  {
    // Stock (docs/stock.md): on hand per shop × good first, the documents after it, suppliers last.
    path: 'stockMng/stockList',
    load: () => import('../features/stock/stock-level-list-page').then((m) => ({ Component: m.StockLevelListPage })),
    areas: ['project'],
    title: 'stockList',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  {
    path: 'stockMng/stockList/card/:shopId/:goodId',
    load: () => import('../features/stock/stock-card-page').then((m) => ({ Component: m.StockCardPage })),
    areas: ['project'],
    title: 'stockCard',
    parent: 'stockMng/stockList',
    feature: 'stock',
  },
  {
    // One list page for the six types of document, each at its own path.
    path: 'stockMng/importOrder',
    load: () =>
      import('../features/stock/stock-document-list-page').then((m) => ({ Component: m.PurchaseOrderListPage })),
    areas: ['project'],
    title: 'importOrder',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  {
    path: 'stockMng/importReceipt',
    load: () => import('../features/stock/stock-document-list-page').then((m) => ({ Component: m.ReceiptListPage })),
    areas: ['project'],
    title: 'importReceipt',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  {
    path: 'stockMng/exchangeList',
    load: () => import('../features/stock/stock-document-list-page').then((m) => ({ Component: m.TransferListPage })),
    areas: ['project'],
    title: 'exchangeList',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  {
    path: 'stockMng/importReturn',
    load: () =>
      import('../features/stock/stock-document-list-page').then((m) => ({ Component: m.PurchaseReturnListPage })),
    areas: ['project'],
    title: 'importReturn',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  {
    path: 'stockMng/stockCheck',
    load: () => import('../features/stock/stock-document-list-page').then((m) => ({ Component: m.StocktakeListPage })),
    areas: ['project'],
    title: 'stockCheck',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  {
    path: 'stockMng/stockLoss',
    load: () => import('../features/stock/stock-document-list-page').then((m) => ({ Component: m.LossListPage })),
    areas: ['project'],
    title: 'stockLoss',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  // A document of each type, and its print view, below its type's list.
  ...['importOrder', 'importReceipt', 'exchangeList', 'importReturn', 'stockCheck', 'stockLoss'].map(
    (list): ConsoleRoute => ({
      path: `stockMng/${list}/:id`,
      load: () => import('../features/stock/stock-document-page').then((m) => ({ Component: m.StockDocumentPage })),
      areas: ['project'],
      title: 'stockDocument',
      parent: `stockMng/${list}`,
      feature: 'stock',
    }),
  ),
  {
    path: 'stockMng/supplierList',
    load: () => import('../features/stock/supplier-list-page').then((m) => ({ Component: m.SupplierListPage })),
    areas: ['project'],
    title: 'supplierList',
    menu: { group: 'stockMng' },
    feature: 'stock',
  },
  {
    path: 'statsMng/saleAnalysis',
    load: () => import('../features/stats/sale-analysis-page').then((m) => ({ Component: m.SaleAnalysisPage })),
    areas: BOTH,
    title: 'saleAnalysis',
    menu: { group: 'statsMng' },
    feature: 'analysis',
  },
  {
    path: 'statsMng/orderAnalysis',
    load: () => import('../features/stats/order-analysis-page').then((m) => ({ Component: m.OrderAnalysisPage })),
    areas: BOTH,
    title: 'orderAnalysis',
    menu: { group: 'statsMng' },
    feature: 'analysis',
  },
  {
    path: 'statsMng/goodAnalysis',
    load: () => import('../features/stats/good-analysis-page').then((m) => ({ Component: m.GoodAnalysisPage })),
    areas: BOTH,
    title: 'goodAnalysis',
    menu: { group: 'statsMng' },
    feature: 'analysis',
  },
  {
    path: 'statsMng/goodAnalysis/:id',
    load: () => import('../features/stats/good-detail-page').then((m) => ({ Component: m.GoodDetailPage })),
    areas: BOTH,
    title: 'goodDetailAnalysis',
    parent: 'statsMng/goodAnalysis',
    feature: 'analysis',
  },
  {
    path: 'statsMng/shopAnalysis',
    load: () => import('../features/stats/shop-analysis-page').then((m) => ({ Component: m.ShopAnalysisPage })),
    areas: BOTH,
    title: 'shopAnalysis',
    menu: { group: 'statsMng' },
    feature: 'analysis',
  },
  {
    path: 'statsMng/shopAnalysis/:id',
    load: () => import('../features/stats/shop-detail-page').then((m) => ({ Component: m.ShopDetailPage })),
    areas: BOTH,
    title: 'shopDetailAnalysis',
    parent: 'statsMng/shopAnalysis',
    feature: 'analysis',
  },
  {
    // Customers open and follow their orders here; administrators see every company's.
    path: 'workorderMng/workorderList',
    load: () => import('../features/workorders/work-order-list-page').then((m) => ({ Component: m.WorkOrderListPage })),
    areas: BOTH,
    title: 'workorderList',
    menu: { group: 'workorderMng' },
    feature: 'workorders',
  },
  {
    // The service side's queue.
    path: 'workorderMng/workorderProcessList',
    load: () =>
      import('../features/workorders/work-order-process-page').then((m) => ({ Component: m.WorkOrderProcessPage })),
    areas: ['admin'],
    title: 'workorderProcessList',
    menu: { group: 'workorderMng' },
  },
  {
    // Reached from the top bar's bell, not from the menu.
    path: 'notices',
    load: () => import('../features/notices/notice-list-page').then((m) => ({ Component: m.NoticeListPage })),
    areas: BOTH,
    title: 'notices',
  },
  {
    path: 'companyMng/companyList',
    load: () => import('../features/companies/company-list-page').then((m) => ({ Component: m.CompanyListPage })),
    areas: ['admin'],
    title: 'companyList',
    menu: { group: 'companyMng' },
  },
  {
    // Codes repair people join the company with, in the repair app (docs/repair.md).
    path: 'lockMng/lock',
    load: () => import('../features/repair/invite-code-list-page').then((m) => ({ Component: m.InviteCodeListPage })),
    areas: BOTH,
    title: 'inviteCodeList',
    menu: { group: 'lockMng' },
    companyAdminOnly: true,
    feature: 'repair',
  },
  {
    path: 'lockMng/repairUserList',
    load: () => import('../features/repair/repair-staff-list-page').then((m) => ({ Component: m.RepairStaffListPage })),
    areas: ['admin'],
    title: 'repairUserList',
    menu: { group: 'lockMng' },
  },
  {
    // Bluetooth lock devices, their shops and repair records (docs/locks.md).
    path: 'lockMng/bluetoothList',
    load: () => import('../features/locks/lock-list-page').then((m) => ({ Component: m.LockListPage })),
    areas: ['admin'],
    title: 'bluetoothList',
    menu: { group: 'lockMng' },
  },
  {
    path: 'userMng/userList',
    load: () => import('../features/companies/user-list-page').then((m) => ({ Component: m.UserListPage })),
    areas: BOTH,
    title: 'userList',
    menu: { group: 'userMng' },
    companyAdminOnly: true,
  },
  {
    // The maker's manuals, drivers and software; public ones also list on the catalogue's download pages.
    path: 'systemMng/documentList',
    load: () => import('../features/documents/document-list-page').then((m) => ({ Component: m.DocumentListPage })),
    areas: ['admin'],
    title: 'documentList',
    menu: { group: 'systemMng' },
  },
  {
    // Written here, read by anyone on the public page /sign/gonggao; every user gets a notice.
    path: 'noticeMng/announcementList',
    load: () =>
      import('../features/announcements/announcement-list-page').then((m) => ({ Component: m.AnnouncementListPage })),
    areas: ['admin'],
    title: 'announcementList',
    menu: { icon: 'NotificationOutlined' },
  },
  {
    // Delivery (docs/riders.md): regional back offices, their riders, and the top-ups of both.
    path: 'riderMng/adminList',
    load: () => import('../features/riders/office-list-page').then((m) => ({ Component: m.OfficeListPage })),
    areas: ['admin'],
    title: 'officeList',
    menu: { group: 'riderMng' },
  },
  {
    path: 'riderMng/adminList/adminDetail/:id',
    load: () => import('../features/riders/office-detail-page').then((m) => ({ Component: m.OfficeDetailPage })),
    areas: ['admin'],
    title: 'officeDetail',
    parent: 'riderMng/adminList',
  },
  {
    path: 'riderMng/riderList',
    load: () => import('../features/riders/rider-list-page').then((m) => ({ Component: m.RiderListPage })),
    areas: ['admin'],
    title: 'riderList',
    menu: { group: 'riderMng' },
  },
  {
    path: 'chargeMng/chargeList',
    load: () => import('../features/riders/top-up-list-page').then((m) => ({ Component: m.TopUpListPage })),
    areas: ['admin'],
    title: 'chargeList',
    menu: { group: 'riderMng' },
  },
  {
    path: 'adminMng/adminList',
    load: () => import('../features/admins/admin-list-page').then((m) => ({ Component: m.AdminListPage })),
    areas: ['admin'],
    title: 'adminList',
    menu: { icon: 'TeamOutlined' },
  },
  {
    // Which console features each company may use.
    path: 'companyMng/permissionList',
    load: () =>
      import('../features/permissions/permission-list-page').then((m) => ({ Component: m.PermissionListPage })),
    areas: ['admin'],
    title: 'permissionList',
    menu: { icon: 'SafetyCertificateOutlined' },
  },
  {
    // Privacy lists (docs/privacy.md): one page a kind of person, with export, erase and the audit log.
    path: 'privacyMng/adminList',
    load: () => import('../features/privacy/privacy-pages').then((m) => ({ Component: m.AdminPrivacyPage })),
    areas: ['admin'],
    title: 'privacyAdminList',
    menu: { group: 'privacyMng' },
  },
  {
    path: 'privacyMng/merchantuserList',
    load: () => import('../features/privacy/privacy-pages').then((m) => ({ Component: m.MerchantUserPrivacyPage })),
    areas: ['admin'],
    title: 'privacyMerchantUserList',
    menu: { group: 'privacyMng' },
  },
  {
    path: 'privacyMng/lockList',
    load: () => import('../features/privacy/privacy-pages').then((m) => ({ Component: m.LockUserPrivacyPage })),
    areas: ['admin'],
    title: 'privacyLockList',
    menu: { group: 'privacyMng' },
  },
  {
    path: 'privacyMng/repairuserList',
    load: () => import('../features/privacy/privacy-pages').then((m) => ({ Component: m.RepairUserPrivacyPage })),
    areas: ['admin'],
    title: 'privacyRepairUserList',
    menu: { group: 'privacyMng' },
  },
  {
    path: 'PayPermission/companyList',
    load: () => import('../features/permissions/pay-permission-page').then((m) => ({ Component: m.PayPermissionPage })),
    areas: ['admin'],
    title: 'payPermission',
    menu: { icon: 'PayCircleOutlined' },
  },
  {
    // This instance and what it depends on, tests of SMS and notices, its last errors, the SMS outbox.
    path: 'test',
    load: () => import('../features/diagnostics/diagnostics-page').then((m) => ({ Component: m.DiagnosticsPage })),
    areas: ['admin'],
    title: 'diagnostics',
    menu: { icon: 'MonitorOutlined' },
  },
];

/**
 * The spec names three privacy lists of the admin area without their group (`lockList`,
 * `repairuserList`, `merchantuserList`); those paths lead to the pages under `privacyMng/`.
 */
export const ADMIN_ROUTE_ALIASES: Readonly<Record<string, string>> = {
  lockList: 'privacyMng/lockList',
  repairuserList: 'privacyMng/repairuserList',
  merchantuserList: 'privacyMng/merchantuserList',
};
