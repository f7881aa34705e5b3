import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelClassTab } from './channel-class-tab';
import { ChannelListTab } from './channel-list-tab';
import { ChannelStatsTab } from './channel-stats-tab';
import './i18n';

/** /channelManagement: channel list (links, QR codes, visits), the class tree, statistics from orders. */
export function ChannelManagementPage() {
  const { t: tr } = useTranslation('channels');
  const [tab, setTab] = useState('channels');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'channels', label: tr('tabs.channels'), children: <ChannelListTab /> },
        { key: 'classes', label: tr('tabs.classes'), children: <ChannelClassTab /> },
        { key: 'stats', label: tr('tabs.stats'), children: <ChannelStatsTab /> },
      ]}
    />
  );
}
