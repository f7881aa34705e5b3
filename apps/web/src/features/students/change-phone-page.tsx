import { Card, Empty, Input, List, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlString, graphql } from '../../platform/http/client';
import { addTextBundle } from '../../platform/i18n/i18n';
import { ReplaceMobileTab } from './detail/replace-mobile-tab';
import './i18n';

const zh = { title: '更换手机号', search: '输入学员手机号或学员编号', none: '暂无此学员', pick: '选择学员' };
const en: typeof zh = {
  title: 'Phone replacement',
  search: 'Student mobile or user number',
  none: 'No such student',
  pick: 'Choose the student',
};
export const CHANGE_PHONE_BUNDLES = { zh, en };
addTextBundle('changePhone', zh, en);

interface Hit {
  id: string;
  user_num: string | null;
  mobile: string | null;
  username: string | null;
}

async function findStudents(input: string, signal: AbortSignal): Promise<Hit[]> {
  const filter = /^1\d{10}$/.test(input) ? { mobile: input } : { user_num: input };
  const d = await graphql<{ UserExtendsList?: Hit[] | null }>(
    `{ UserExtendsList(query: ${gqlString(filter)}, size: 10) { id user_num mobile username } }`,
    { signal },
  );
  return d.UserExtendsList ?? [];
}

/**
 * /changePhoneNumber (roles 1, 2, 3, 7, 21): find a student by mobile or user number, then replace the
 * mobile with the SMS-code check of the student calls, and see the replacement log.
 */
export function ChangePhonePage() {
  const { t } = useTranslation('changePhone');
  const [input, setInput] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const hits = useQuery({
    queryKey: ['change-phone', input],
    queryFn: ({ signal }) => findStudents(input, signal),
    enabled: input.length >= 4,
  });
  const chosen = picked ?? (hits.data?.length === 1 ? hits.data[0].id : null);
  return (
    <Space direction="vertical" style={{ width: '100%', padding: 16 }}>
      <Typography.Title level={4}>{t('title')}</Typography.Title>
      <Input.Search
        allowClear
        maxLength={20}
        style={{ maxWidth: 360 }}
        placeholder={t('search')}
        aria-label={t('search')}
        data-testid="change-phone-search"
        onSearch={(v) => {
          setPicked(null);
          setInput(v.trim());
        }}
      />
      {input && hits.data?.length === 0 ? <Empty description={t('none')} /> : null}
      {hits.data && hits.data.length > 1 && !picked ? (
        <List
          header={t('pick')}
          bordered
          dataSource={hits.data}
          renderItem={(h) => (
            <List.Item onClick={() => setPicked(h.id)} style={{ cursor: 'pointer' }}>
              {`${h.username ?? '-'} · ${h.mobile ?? ''} · ${h.user_num ?? ''}`}
            </List.Item>
          )}
        />
      ) : null}
      {chosen ? (
        <Card size="small" title={hits.data?.find((h) => h.id === chosen)?.username ?? chosen} data-testid="change-phone-student">
          <ReplaceMobileTab key={chosen} uid={chosen} knownMobile={/^1\d{10}$/.test(input) ? input : undefined} />
        </Card>
      ) : null}
    </Space>
  );
}
