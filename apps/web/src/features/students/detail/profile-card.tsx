import type { ReactNode } from 'react';
import { App, Avatar, Button, Card, Descriptions, Empty, List, Space, Tag, Typography } from 'antd';
import { UserOutlined, WechatOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { labelOf } from '@console/domain';
import { fetchAddresses } from '../api/addresses';
import { gqlPage } from '../api/gql';
import { studentKeys } from '../api/keys';
import { revealMobile } from '../api/reveal-mobile';
import type { StudentProfile } from '../api/student-details';
import { fmtTime } from './record-table';

const FIELDS = [
  'user_num',
  'username',
  'nickname',
  'sex_text',
  'birthday',
  'grade',
  'base_painting_text',
  'mobile_province',
  'email',
  'area',
  'channel',
  'send_id',
  'join_date',
  'status_text',
  'life_cycle_text',
  'bought_subject',
] as const;

function value(p: StudentProfile, k: (typeof FIELDS)[number]): string {
  const v = p[k];
  if (k === 'birthday' || k === 'join_date') return fmtTime(v);
  if (k === 'area') return [p.province, p.city, p.area].filter(Boolean).join(' ') || '-';
  if (k === 'mobile_province') return [p.mobile_province, p.mobile_city].filter(Boolean).join(' ') || '-';
  if (k === 'bought_subject') return (p.bought_subject ?? []).map((c) => labelOf('subject', Number(c)) ?? c).join('、') || '-';
  if (Array.isArray(v)) return v.join(', ') || '-';
  return v === null || v === undefined || v === '' ? '-' : String(v);
}

/** The student header: profile fields, masked mobile with 查看 (logged server-side), WeChat, labels, addresses. */
export function ProfileCard({
  profile,
  revealed,
  onRevealed,
  extra,
}: {
  profile: StudentProfile;
  revealed?: string;
  onRevealed: (m: string) => void;
  /** Page actions shown in the card's corner (the 操作记录 button). */
  extra?: ReactNode;
}) {
  const { t: tr } = useTranslation('students');
  const { message } = App.useApp();
  const reveal = useMutation({
    mutationFn: () => revealMobile(profile.id),
    onSuccess: (r) => {
      onRevealed(r.mobile);
      void message.success(tr('detail.revealed'));
    },
  });
  const addresses = useQuery({ queryKey: studentKeys.addresses(profile.id), queryFn: ({ signal }) => fetchAddresses(profile.id, signal) });
  // The classes the student is in now (live enrolments, trial and system): a class change shows here at once.
  const classes = useQuery({
    queryKey: [...studentKeys.addresses(profile.id), 'classes'],
    queryFn: async ({ signal }) => {
      const args = { query: { student_id: profile.id, del: 0 }, page: 1, size: 10 };
      const pages = await Promise.all(
        ['StudentTrialStatisticsPage', 'StudentSystemStatisticsPage'].map((root) =>
          gqlPage<{ team_id: string; team_name: string | null }>(root, 'team_id team_name', args, signal),
        ),
      );
      return pages.flatMap((p) => p.content);
    },
  });
  return (
    <Card size="small" data-testid="student-profile" extra={extra} title={tr('detail.profile')}>
      <Space align="start" size={24} wrap>
        <Space direction="vertical" align="center">
          <Avatar size={64} src={profile.head || undefined} icon={<UserOutlined />} />
          <Typography.Text strong>{profile.nickname || profile.username || '-'}</Typography.Text>
          {profile.is_logoff ? <Tag color="red">{tr('detail.logoff')}</Tag> : null}
        </Space>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, xl: 4 }} style={{ minWidth: 320, flex: 1 }}>
          <Descriptions.Item label={tr('detail.fields.mobile')}>
            <Space size={4}>
              <span data-testid="profile-mobile">{revealed ?? profile.mobile ?? '-'}</span>
              {!revealed && profile.mobile && (
                <Button size="small" type="link" loading={reveal.isPending} onClick={() => reveal.mutate()} data-testid="reveal-mobile">
                  {tr('detail.reveal')}
                </Button>
              )}
            </Space>
          </Descriptions.Item>
          {FIELDS.map((k) => (
            <Descriptions.Item key={k} label={tr(`detail.fields.${k}`)}>
              <span data-testid={`profile-${k}`}>{value(profile, k)}</span>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={tr('detail.wechat')}>
            <Space size={4}>
              {profile.wechat_head ? <Avatar size="small" src={profile.wechat_head} /> : <WechatOutlined />}
              {profile.wechat_nickname || '-'}
              <Tag color={profile.wechat_follow ? 'green' : 'default'}>
                {profile.wechat_follow ? tr('detail.follow') : tr('detail.notFollow')}
              </Tag>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={tr('detail.classes')}>
            <span data-testid="student-classes">
              {classes.data?.length ? classes.data.map((c) => <Tag key={c.team_id}>{c.team_name ?? c.team_id}</Tag>) : '-'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={tr('detail.labels')}>
            {profile.labels?.length ? profile.labels.map((l) => <Tag key={l}>{l}</Tag>) : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Space>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        {tr('detail.addresses')}
      </Typography.Text>
      {addresses.data?.length ? (
        <List
          size="small"
          dataSource={addresses.data}
          renderItem={(a) => (
            <List.Item>
              {[
                a.receipt_name ?? a.receiptName,
                a.receipt_tel ?? a.receiptTel,
                a.province,
                a.city,
                a.area,
                a.street,
                a.address_detail ?? a.addressDetail,
              ]
                .filter(Boolean)
                .join(' ')}
              {a.isDefault || a.is_default ? (
                <Tag color="blue" style={{ marginLeft: 8 }}>
                  {tr('detail.default')}
                </Tag>
              ) : null}
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr('detail.noAddress')} />
      )}
    </Card>
  );
}
