import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Select, Switch, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fetchReferralActivity, saveReferralActivity, type ReferralActivity } from '../api-activities';
import { errText } from '../format';
import '../i18n';

interface Values {
  title: string;
  window?: [Dayjs | null, Dayjs | null];
  on: boolean;
  inviterReward: number;
  inviteeReward: number;
  shareReward: number;
  rewardAccountType: number;
  rules?: string;
}

/** /recommendActivity: the subject's referral (推荐有礼) activity — period, rewards, rules, on/off. */
export function ReferralActivityPage() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const current = useQuery({ queryKey: ['marketing', 'referral-activity'], queryFn: fetchReferralActivity });
  const [error, setError] = useState<string | null>(null);
  const types = tr('referral.accountTypes', { returnObjects: true }) as string[];
  const save = useMutation({
    mutationFn: (a: Partial<ReferralActivity>) => saveReferralActivity(a),
    onSuccess: () => {
      void message.success(tr('common.saved'));
      void client.invalidateQueries({ queryKey: ['marketing', 'referral-activity'] });
    },
    onError: (e) => setError(errText(e)),
  });
  if (current.isLoading) return <PageSkeleton />;
  const a = current.data;
  const initial: Values = {
    title: a?.title ?? '',
    window: a ? [a.startDate ? dayjs(a.startDate) : null, a.endDate ? dayjs(a.endDate) : null] : undefined,
    on: a?.status === 1,
    inviterReward: a?.inviterReward ?? 0,
    inviteeReward: a?.inviteeReward ?? 0,
    shareReward: a?.shareReward ?? 0,
    rewardAccountType: a?.rewardAccountType ?? 2,
    rules: a?.rules ?? undefined,
  };
  const submit = (v: Values) => {
    setError(null);
    save.mutate({
      title: v.title.trim(),
      startDate: v.window?.[0]?.valueOf() ?? null,
      endDate: v.window?.[1]?.valueOf() ?? null,
      status: v.on ? 1 : 0,
      inviterReward: v.inviterReward,
      inviteeReward: v.inviteeReward,
      shareReward: v.shareReward,
      rewardAccountType: v.rewardAccountType,
      rules: v.rules?.trim() || null,
      version: a?.version,
    });
  };
  return (
    <Card title={tr('referral.title')} size="small">
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form<Values> layout="vertical" style={{ maxWidth: 560 }} initialValues={initial} onFinish={submit} key={a?.version ?? 'new'}>
        <Form.Item
          name="title"
          label={tr('referral.name')}
          rules={[{ required: true, whitespace: true, message: tr('referral.nameRequired') }, { max: 100 }]}
        >
          <Input maxLength={100} data-testid="referral-title" />
        </Form.Item>
        <Form.Item name="window" label={tr('referral.window')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="on" label={tr('common.status')} valuePropName="checked">
          <Switch checkedChildren={tr('referral.on')} unCheckedChildren={tr('referral.off')} />
        </Form.Item>
        <Form.Item name="rewardAccountType" label={tr('referral.accountType')}>
          <Select style={{ width: 160 }} options={[1, 2, 3].map((v) => ({ value: v, label: types[v] }))} />
        </Form.Item>
        <Form.Item name="inviterReward" label={tr('referral.inviter')} extra={tr('referral.inviterHint')}>
          <InputNumber min={0} max={1000000} precision={0} />
        </Form.Item>
        <Form.Item name="inviteeReward" label={tr('referral.invitee')} extra={tr('referral.inviteeHint')}>
          <InputNumber min={0} max={1000000} precision={0} />
        </Form.Item>
        <Form.Item name="shareReward" label={tr('referral.shareReward')}>
          <InputNumber min={0} max={1000000} precision={0} />
        </Form.Item>
        <Form.Item name="rules" label={tr('referral.rules')}>
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="referral-save">
          {tr('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
