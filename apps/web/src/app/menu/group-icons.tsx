import {
  AccountBookOutlined,
  AuditOutlined,
  BarChartOutlined,
  CarOutlined,
  CheckSquareOutlined,
  ControlOutlined,
  FunnelPlotOutlined,
  GiftOutlined,
  PhoneOutlined,
  RobotOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  SyncOutlined,
  TeamOutlined,
  UserOutlined,
  AppstoreOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  class: <TeamOutlined />,
  student: <UserOutlined />,
  renewal: <SyncOutlined />,
  trading: <AccountBookOutlined />,
  clue: <FunnelPlotOutlined />,
  logistics: <CarOutlined />,
  review: <AuditOutlined />,
  operations: <ControlOutlined />,
  shop: <ShopOutlined />,
  recruitment: <SolutionOutlined />,
  schedule: <ScheduleOutlined />,
  marketing: <GiftOutlined />,
  ai: <RobotOutlined />,
  approval: <CheckSquareOutlined />,
  call: <PhoneOutlined />,
  data: <BarChartOutlined />,
  settings: <SettingOutlined />,
};

export function groupIcon(key: string): ReactNode {
  return ICONS[key] ?? <AppstoreOutlined />;
}
