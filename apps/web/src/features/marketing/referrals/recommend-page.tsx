import { Button, Image, Input, Modal, Space, Tag, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { fetchShares, reopenShare, reviewShare, type ShareRow } from '../api-activities';
import { errText, text, time } from '../format';
import '../i18n';

const COLORS = ['gold', 'green', 'red'];

/** /recommend: referral screenshots to approve (the reward is credited once) or reject with a reason. */
export function RecommendPage() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const statuses = tr('recommend.statuses', { returnObjects: true }) as string[];
  const [rejecting, setRejecting] = useState<ShareRow | null>(null);
  const [reason, setReason] = useState('');
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      void message.success(tr(done));
      void client.invalidateQueries({ queryKey: ['list'] });
      return true;
    } catch (e) {
      void message.error(errText(e));
      return false;
    }
  };
  const columns: ListColumn<ShareRow>[] = [
    { key: 'uid', title: 'ID', width: 90 },
    { key: 'username', title: tr('common.student'), width: 160, render: (_: unknown, r) => `${text(r.username)} ${text(r.mobile)}` },
    { key: 'share_image', title: tr('recommend.image'), width: 90, render: (v: string | null) => (v ? <Image src={v} width={48} /> : '-') },
    { key: 'share_time', title: tr('recommend.shareTime'), width: 150, render: (v: number) => time(v) },
    { key: 'reward_amount', title: tr('recommend.reward'), width: 80 },
    { key: 'status', title: tr('common.status'), width: 90, render: (v: number) => <Tag color={COLORS[v]}>{statuses[v]}</Tag> },
    { key: 'remark', title: tr('common.remark'), width: 160, render: (v: string | null) => text(v) },
    {
      key: 'actions',
      title: tr('common.actions'),
      width: 160,
      fixed: 'right',
      render: (_: unknown, r) =>
        r.status === 0 ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void act(() => reviewShare(r.id, 1, ''), 'recommend.approved')}>
              {tr('recommend.approve')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setRejecting(r)}>
              {tr('recommend.reject')}
            </Button>
          </Space>
        ) : r.status === 2 ? (
          <Button type="link" size="small" onClick={() => void act(() => reopenShare(r.id), 'recommend.reopened')}>
            {tr('recommend.reopen')}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <ListPage<ShareRow>
        listId="marketing-referral-screenshots"
        title={tr('recommend.title')}
        rowKey={(r) => r.id}
        columns={columns}
        filters={[
          { kind: 'text', name: 'mobile', label: tr('common.mobile'), maxLength: 11 },
          {
            kind: 'select',
            name: 'status',
            label: tr('common.status'),
            options: statuses.map((label, i) => ({ value: String(i), label })),
          },
        ]}
        fetch={(q, signal) =>
          fetchShares(
            {
              page: q.page,
              size: Math.min(q.size, 200),
              mobile: (q.filters.mobile as string) || undefined,
              status: typeof q.filters.status === 'string' && q.filters.status ? Number(q.filters.status) : undefined,
            },
            signal,
          )
        }
      />
      <Modal
        open={Boolean(rejecting)}
        title={tr('recommend.reject')}
        okText={tr('recommend.reject')}
        cancelText={tr('common.cancel')}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          if (rejecting && (await act(() => reviewShare(rejecting.id, 0, reason.trim()), 'recommend.rejected'))) {
            setRejecting(null);
            setReason('');
          }
        }}
        destroyOnHidden
      >
        <Input.TextArea
          placeholder={tr('recommend.rejectReasonRequired')}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}
