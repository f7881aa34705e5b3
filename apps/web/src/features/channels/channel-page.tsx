import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlTab } from '../../components/list-page/use-url-tab';
import { ChannelClassTab } from './channel-class-tab';
import { ChannelListTab } from './channel-list-tab';
import { ChannelStatsTab } from './channel-stats-tab';
import { IntroductionLogTab } from './introduction-log-tab';
import { IntroductionTab } from './introduction-tab';
import './i18n';

const TABS = ['channels', 'classes', 'stats', 'intros', 'introLog'] as const;

/**
 * /channelManagement: channel list (links, QR codes, visits), the class tree, statistics from orders,
 * the departments' introductions and their download log. The active tab is in the URL (`?tab=stats`).
 */
export function ChannelManagementPage() {
  const { t: tr } = useTranslation('channels');
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'channels', label: tr('tabs.channels'), children: <ChannelListTab /> },
        { key: 'classes', label: tr('tabs.classes'), children: <ChannelClassTab /> },
        { key: 'stats', label: tr('tabs.stats'), children: <ChannelStatsTab /> },
        { key: 'intros', label: tr('tabs.intros'), children: <IntroductionTab /> },
        { key: 'introLog', label: tr('tabs.introLog'), children: <IntroductionLogTab /> },
      ]}
    />
  );
}
