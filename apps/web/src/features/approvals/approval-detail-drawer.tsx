import { App, Button, Descriptions, Drawer, Empty, Input, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../platform/auth/auth-store';
import { decide, fetchDetail, resubmit, revoke, sendBack, updateTag, type ApprovalDetail } from './api';
import './i18n';

const time = (v: number | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');
/** Form fields shown as "the application" (everything the list row does not already show). */
const HIDDEN = new Set([
  'nodes',
  'logs',
  'linked',
  'ctimeFormdate',
  'id',
  'flowApprovalId',
  'type',
  'typeCode',
  'status',
  'statusCode',
  'version',
  'sentBack',
  'currentStep',
  'abstractContent',
  'title',
  'applyStaffId',
  'userId',
  'uid',
  'orderId',
]);

function FormFields({ d }: { d: ApprovalDetail }) {
  const { t } = useTranslation('approvals');
  const rows = Object.entries(d).filter(([k, v]) => !HIDDEN.has(k) && v !== null && v !== undefined && v !== '' && typeof v !== 'object');
  return (
    <Descriptions size="small" bordered column={2} title={t('detail.form')} data-testid="approval-form">
      {rows.map(([k, v]) => (
        <Descriptions.Item key={k} label={k}>
          {k === 'ctime' || k === 'endTime' || k === 'autoApproveTime' ? time(Number(v)) : String(v)}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function Linked({ d }: { d: ApprovalDetail }) {
  const { t } = useTranslation('approvals');
  const l = d.linked;
  return (
    <Descriptions size="small" bordered column={1} title={t('detail.linked')} style={{ marginTop: 16 }} data-testid="approval-linked">
      <Descriptions.Item label={t('col.student')}>
        {l.student ? `${l.student.username ?? '-'} / ${l.student.mobile} / ${l.student.userNum}` : t('detail.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.order')}>
        {l.order ? (
          <span data-testid="approval-linked-order">
            {l.order.outTradeNo} · ¥{l.order.amount.toFixed(2)} · {t('detail.refunded')} ¥{l.order.refundedAmount.toFixed(2)}
          </span>
        ) : (
          t('detail.none')
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.team')}>{l.team?.teamName ?? t('detail.none')}</Descriptions.Item>
      <Descriptions.Item label={t('detail.refunds')}>
        {l.refunds.length
          ? l.refunds.map((r) => <div key={r.id}>{`${r.refundNo} ¥${r.refundAmount.toFixed(2)} ${time(r.refundTime)}`}</div>)
          : t('detail.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('detail.shipments')}>
        {l.shipments.length
          ? l.shipments.map((s) => <div key={s.id}>{`#${s.id} ${s.productName ?? ''} × ${s.expressTotal}`}</div>)
          : t('detail.none')}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** One approval: its application, steps (who, when, remark), history and linked records, with the actions the caller may take. */
export function ApprovalDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('approvals');
  const { message, modal } = App.useApp();
  const me = useAuthStore((s) => s.staff?.id);
  const client = useQueryClient();
  const [remark, setRemark] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['approvals', 'detail', id], queryFn: ({ signal }) => fetchDetail(id!, signal), enabled: Boolean(id) });
  const d = q.data;
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['approvals'] });
    void client.invalidateQueries({ queryKey: ['list'] });
  };
  const act = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      void message.success(t('act.done'));
      setRemark('');
      refresh();
    },
    onError: refresh,
  });
  const mine = d?.applyStaffId === me;
  const pending = d?.statusCode === 0;
  const atApprover = pending && !d?.sentBack && !mine;
  return (
    <Drawer open={Boolean(id)} onClose={onClose} width={900} title={`${t('detail.title')} #${id ?? ''}`} destroyOnHidden>
      {q.isPending ? (
        <Spin />
      ) : !d ? (
        <Empty />
      ) : (
        <div data-testid="approval-detail">
          <Space wrap style={{ marginBottom: 12 }}>
            <Tag color="blue">{d.typeText}</Tag>
            <Tag data-testid="approval-detail-status">{d.sentBack ? d.statusStr : t(`status.${d.statusCode}`)}</Tag>
            <Typography.Text>{d.abstractContent.split('^').filter(Boolean).join(' · ')}</Typography.Text>
          </Space>
          {atApprover || (pending && mine) ? (
            <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
              {atApprover ? (
                <Input.TextArea
                  rows={2}
                  maxLength={500}
                  placeholder={t('act.remark')}
                  value={remark}
                  onChange={(e) => setRemark(e.target.value)}
                  data-testid="approval-remark"
                />
              ) : null}
              <Space wrap>
                {atApprover ? (
                  <>
                    <Button
                      type="primary"
                      loading={act.isPending}
                      data-testid="approval-approve"
                      onClick={() => act.mutate(() => decide(d.id, d.version, true, remark))}
                    >
                      {t('act.approve')}
                    </Button>
                    <Button
                      danger
                      data-testid="approval-reject"
                      onClick={() =>
                        remark.trim()
                          ? act.mutate(() => decide(d.id, d.version, false, remark))
                          : void message.warning(t('act.remarkRequired'))
                      }
                    >
                      {t('act.reject')}
                    </Button>
                    <Button data-testid="approval-send-back" onClick={() => act.mutate(() => sendBack(d.id, d.version, remark))}>
                      {t('act.sendBack')}
                    </Button>
                  </>
                ) : null}
                {pending && mine && d.sentBack ? (
                  <Button
                    type="primary"
                    data-testid="approval-resubmit"
                    onClick={() => act.mutate(() => resubmit(d.id, d.version, remark))}
                  >
                    {t('act.resubmit')}
                  </Button>
                ) : null}
                {pending && mine ? (
                  <Button
                    danger
                    data-testid="approval-revoke"
                    onClick={() =>
                      modal.confirm({ title: t('act.confirmRevoke'), onOk: () => act.mutateAsync(() => revoke(d.id, d.version)) })
                    }
                  >
                    {t('act.revoke')}
                  </Button>
                ) : null}
              </Space>
            </Space>
          ) : null}
          <Space.Compact style={{ marginBottom: 16 }}>
            <Input
              style={{ width: 200 }}
              maxLength={50}
              placeholder={t('col.tag')}
              value={tag ?? d.tag ?? ''}
              onChange={(e) => setTag(e.target.value)}
              aria-label={t('col.tag')}
            />
            <Button onClick={() => act.mutate(() => updateTag(d.id, tag ?? ''))}>{t('act.saveTag')}</Button>
          </Space.Compact>
          <FormFields d={d} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.nodes')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.nodes}
            data-testid="approval-nodes"
            columns={[
              { key: 'step', dataIndex: 'step', title: t('detail.step'), width: 60 },
              { key: 'approvalName', dataIndex: 'approvalName', title: t('col.current') },
              { key: 'staffName', dataIndex: 'staffName', title: t('detail.approver') },
              { key: 'statusStr', dataIndex: 'statusStr', title: t('col.status') },
              { key: 'approvalRemark', dataIndex: 'approvalRemark', title: t('detail.remark') },
              { key: 'actionTime', dataIndex: 'actionTime', title: t('detail.time'), render: (v: number | null) => time(v) },
            ]}
          />
          <Linked d={d} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.history')}
          </Typography.Title>
          <Timeline
            items={d.logs.map((l, i) => ({
              key: i,
              children: `${time(l.ctime)} ${l.staffName ?? ''} ${l.action}${l.remark ? `：${l.remark}` : ''}`,
            }))}
          />
        </div>
      )}
    </Drawer>
  );
}
