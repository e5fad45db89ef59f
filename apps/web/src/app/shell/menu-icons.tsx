import {
  AreaChartOutlined,
  BankOutlined,
  CalculatorOutlined,
  CarOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FolderOpenOutlined,
  FundProjectionScreenOutlined,
  LineChartOutlined,
  LockOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  SafetyCertificateOutlined,
  SecurityScanOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * The side menu's icons. The route table names them rather than holding them: the table is part
 * of the entry, which every page loads (sign-in too), and the icons are only the shell's.
 */
export const MENU_ICONS = {
  AreaChartOutlined,
  BankOutlined,
  CalculatorOutlined,
  CarOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FolderOpenOutlined,
  FundProjectionScreenOutlined,
  LineChartOutlined,
  LockOutlined,
  MonitorOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  SafetyCertificateOutlined,
  SecurityScanOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
};

export type MenuIconName = keyof typeof MENU_ICONS;
