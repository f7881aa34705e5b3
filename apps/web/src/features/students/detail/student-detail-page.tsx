import { useEffect, useState } from 'react';
import { Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { rememberRecent } from '../../../components/power/recent';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ApplyApprovalButton } from '../../../components/approval-apply';
import { RecordHistoryButton } from '../../../components/record-history';
import '../i18n';
import { studentKeys } from '../api/keys';
import { fetchStudentDetails } from '../api/student-details';
import { AccountTab } from './account-tab';
import { AddressTab } from './address-tab';
import { BlacklistTab } from './blacklist-tab';
import { LEARN_TABS, LearnTab } from './learn-tab';
import { QuestionnaireTab } from './questionnaire-tab';
import { FollowLogTab } from './follow-log-tab';
import { LogoffTab } from './logoff-tab';
import { NotifyTab } from './notify-tab';
import { ProfileCard } from './profile-card';
import { RecordTable } from './record-table';
import { ReplaceMobileTab } from './replace-mobile-tab';
import { simpleTabs } from './simple-tabs';

const ORDER = [
  ...Object.keys(LEARN_TABS),
  'orders',
  'express',
  'coupons',
  'accounts',
  'follow',
  'todo',
  'week',
  'addresses',
  'sms',
  'calls',
  'questionnaires',
  'notify',
  'blacklist',
  'login',
  'agreements',
  'replace',
  'logoff',
];

/** details/{u_id}: the student's profile and every tab of their data. */
export function StudentDetailPage() {
  const { t: tr } = useTranslation('students');
  const location = useLocation();
  const id = decodeURIComponent(location.pathname.split('/').filter(Boolean)[1] ?? '');
  const [active, setActive] = useState('system');
  const [revealed, setRevealed] = useState<string | undefined>();
  const q = useQuery({
    queryKey: [...studentKeys.detail(id), 'profile'],
    queryFn: ({ signal }) => fetchStudentDetails(id, signal),
    enabled: Boolean(id),
  });
  // The command palette's "recently opened" (kept per staff on the server).
  const profile = q.data;
  useEffect(() => {
    if (profile) rememberRecent('student', id, [profile.username, profile.user_num].filter(Boolean).join(' · ') || id);
  }, [profile, id]);
  if (q.isLoading)
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  if (!q.data) return <Result status="404" title={tr('detail.notFound')} data-testid="student-not-found" />;
  const simple = Object.fromEntries(simpleTabs(tr).map((s) => [s.key, s]));
  const render = (key: string) => {
    const s = simple[key];
    if (s) return <RecordTable uid={id} tab={key} root={s.root} selection={s.selection} columns={s.columns} sort={s.sort} />;
    if (LEARN_TABS[key]) return <LearnTab uid={id} tab={key} />;
    switch (key) {
      case 'addresses':
        return <AddressTab uid={id} />;
      case 'blacklist':
        return <BlacklistTab uid={id} />;
      case 'questionnaires':
        return <QuestionnaireTab uid={id} />;
      case 'accounts':
        return <AccountTab uid={id} />;
      case 'follow':
        return <FollowLogTab uid={id} />;
      case 'notify':
        return <NotifyTab uid={id} />;
      case 'replace':
        return <ReplaceMobileTab uid={id} knownMobile={revealed} onReplaced={() => setRevealed(undefined)} />;
      case 'logoff':
        return <LogoffTab uid={id} />;
      default:
        return null;
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="student-detail" data-student-id={id}>
      <ProfileCard
        profile={q.data}
        revealed={revealed}
        onRevealed={setRevealed}
        extra={
          <Space>
            <ApplyApprovalButton kinds={['adjust', 'suspension']} source={{ userId: id }} />
            <RecordHistoryButton entity="student" entityId={id} />
          </Space>
        }
      />
      <Card size="small">
        <Tabs
          activeKey={active}
          onChange={setActive}
          destroyOnHidden
          tabPosition="left"
          // every tab stays in sight (no scrolled-away tabs): the bar is as tall as the list of tabs
          tabBarGutter={0}
          style={{ minHeight: ORDER.length * 40 }}
          items={ORDER.map((k) => ({
            key: k,
            label: <span data-testid={`detail-tab-${k}`}>{tr(`tab.${k}`)}</span>,
            children: active === k ? render(k) : null,
          }))}
        />
      </Card>
    </Space>
  );
}
