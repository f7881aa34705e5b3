import { Button, Card, DatePicker, Select, Space, Statistic, Switch, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAllChannels, fetchClasses, fetchStats, type ChannelStats, type ChannelStatsRow } from './api';

interface Params {
  channels: string[];
  range: [Dayjs | null, Dayjs | null] | null;
  byClass: boolean;
}

const rate = (s: ChannelStats) => (s.trial_user_num ? `${((s.system_user_num / s.trial_user_num) * 100).toFixed(1)}%` : '-');

/** Trial users, paid and system orders per channel (or class) and in total, from the orders. */
export function ChannelStatsTab() {
  const { t: tr } = useTranslation('channels');
  // the last 30 days by default: the whole history of a large subject is a heavy question
  const [draft, setDraft] = useState<Params>({ channels: [], range: [dayjs().subtract(29, 'day'), dayjs()], byClass: false });
  const [params, setParams] = useState<Params>(draft);
  const channels = useQuery({ queryKey: ['channels', 'all'], queryFn: fetchAllChannels });
  const classes = useQuery({ queryKey: ['channels', 'classes'], queryFn: fetchClasses });
  const names = new Map((channels.data ?? []).map((c) => [c.id, c.channel_outer_name]));
  const classNames = new Map((classes.data ?? []).map((c) => [c.id, c.channel_class_name]));
  const stats = useQuery({
    queryKey: ['channels', 'stats', params.channels, params.range?.map((d) => d?.valueOf() ?? null), params.byClass],
    queryFn: () =>
      fetchStats({
        trialChannels: params.channels.join(','),
        startCtime: params.range?.[0]?.startOf('day').valueOf() ?? '',
        endCtime: params.range?.[1]?.endOf('day').valueOf() ?? '',
        termCondition: params.byClass ? 'trialchannelclassid' : 'trialchannel',
        page: 1,
        pageSzie: 200,
      }),
  });
  const total = stats.data?.total;
  const counters: [keyof ChannelStats, string][] = [
    ['trial_user_num', tr('stats.trialUsers')],
    ['order_user_no_pay_nums', tr('stats.unpaid')],
    ['wet_nums', tr('stats.wechat')],
    ['join_user_num', tr('stats.joined')],
    ['complete_user_num', tr('stats.completed')],
    ['system_user_num', tr('stats.systemUsers')],
    ['system_user_amounts', tr('stats.systemAmount')],
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 260 }}
          placeholder={tr('stats.channels')}
          aria-label={tr('stats.channels')}
          optionFilterProp="label"
          value={draft.channels}
          onChange={(v) => setDraft({ ...draft, channels: v })}
          options={(channels.data ?? []).map((c) => ({ value: c.id, label: c.channel_outer_name }))}
          data-testid="stats-channels"
        />
        <DatePicker.RangePicker value={draft.range} onChange={(v) => setDraft({ ...draft, range: v })} aria-label={tr('stats.period')} />
        <Space>
          {tr('stats.byClass')}
          <Switch checked={draft.byClass} onChange={(v) => setDraft({ ...draft, byClass: v })} aria-label={tr('stats.byClass')} />
        </Space>
        <Button type="primary" onClick={() => setParams(draft)} data-testid="stats-query">
          {tr('stats.query')}
        </Button>
      </Space>
      <Card size="small" title={tr('stats.total')} loading={stats.isLoading}>
        <Space wrap size="large" data-testid="stats-total">
          {total
            ? counters.map(([k, label]) => (
                <Statistic key={k} title={label} value={k === 'system_user_amounts' ? total[k].toFixed(2) : total[k]} />
              ))
            : null}
          {total ? <Statistic title={tr('stats.conversion')} value={rate(total)} /> : null}
        </Space>
      </Card>
      <Table<ChannelStatsRow>
        size="small"
        rowKey={(r) => r.pay_channel ?? r.trial_channel_class_id ?? ''}
        loading={stats.isLoading}
        dataSource={stats.data?.page.content ?? []}
        pagination={false}
        scroll={{ x: 1100 }}
        data-testid="stats-table"
        columns={[
          params.byClass
            ? {
                key: 'cls',
                title: tr('stats.channelClass'),
                render: (_: unknown, r) => classNames.get(r.trial_channel_class_id ?? '') ?? r.trial_channel_class_id,
              }
            : { key: 'ch', title: tr('stats.channel'), render: (_: unknown, r) => names.get(r.pay_channel ?? '') ?? r.pay_channel },
          ...counters.map(([k, label]) => ({
            key: k,
            dataIndex: k,
            title: label,
            align: 'right' as const,
            render: (v: number) => (k === 'system_user_amounts' ? v.toFixed(2) : v),
          })),
          { key: 'rate', title: tr('stats.conversion'), align: 'right' as const, render: (_: unknown, r: ChannelStatsRow) => rate(r) },
        ]}
      />
    </Space>
  );
}
