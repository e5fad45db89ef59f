// Every Drizzle table of every domain, for the query builder and drizzle-kit.
export * from './meta.table';
export * from '../modules/users/users.table';
export * from '../modules/companies/companies.table';
export * from '../modules/shops/shops.table';
export * from '../http/rate-limit.table';
export * from '../modules/sms/sms.table';
export * from '../modules/goods/goods.table';
export * from '../modules/shop-goods/shop-goods.table';
export * from '../modules/scales/scales.table';
export * from '../modules/device/device.table';
export * from '../modules/trades/trades.table';
export * from '../modules/labels/labels.table';
export * from '../modules/gateways/gateways.table';
export * from '../modules/scale-compare/scale-compare.table';
export * from '../modules/workorders/workorders.table';
export * from '../modules/notices/notices.table';
