import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { TargetsPanel } from './targets-panel';
import { Workbench } from './workbench';
import './i18n';

/** /renewUserLayer: the renewal workbench (students by level and follow status) and the renewal targets. */
export function RenewUserLayerPage() {
  const { t: tr } = useTranslation('renewal');
  return (
    <Card title={tr('title')}>
      <Tabs
        items={[
          { key: 'workbench', label: tr('tab.workbench'), children: <Workbench /> },
          { key: 'targets', label: <span data-testid="renew-targets-tab">{tr('tab.targets')}</span>, children: <TargetsPanel /> },
        ]}
      />
    </Card>
  );
}
