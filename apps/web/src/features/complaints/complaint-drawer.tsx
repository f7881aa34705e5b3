import { App, Button, Descriptions, Drawer, Empty, Form, Input, Select, Spin, Table, Timeline, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../platform/auth/auth-store';
import { checkTeachingAids, dealComplaint, fetchComplaint, fetchComplaintTypes } from './api';
import './i18n';

const time = (v: number | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

interface DealForm {
  cpStatus: number;
  cpStatusSub?: number;
  systemType?: string;
  contactType?: string;
  handleComment: string;
}

/** One complaint: the student's orders and classes, the materials check, the handling history and the deal form. */
export function ComplaintDrawer({ complaintNo, onClose }: { complaintNo: string | null; onClose: () => void }) {
  const { t } = useTranslation('complaints');
  const { message } = App.useApp();
  const staff = useAuthStore((s) => s.staff);
  const client = useQueryClient();
  const [form] = Form.useForm<DealForm>();
  const q = useQuery({
    queryKey: ['complaint', complaintNo],
    queryFn: ({ signal }) => fetchComplaint(complaintNo!, signal),
    enabled: Boolean(complaintNo),
  });
  const aids = useQuery({
    queryKey: ['complaint', complaintNo, 'aids'],
    queryFn: ({ signal }) => checkTeachingAids(complaintNo!, signal),
    enabled: Boolean(complaintNo),
  });
  const types = useQuery({ queryKey: ['complaint-types'], queryFn: ({ signal }) => fetchComplaintTypes(signal), staleTime: 600_000 });
  const deal = useMutation({
    mutationFn: (v: DealForm) =>
      dealComplaint({
        ...v,
        complaintNo,
        uid: q.data?.userId,
        version: q.data?.version,
        currentStaffId: staff?.id,
        currentStaffName: staff?.realName,
      }),
    onSuccess: () => {
      void message.success(t('deal.done'));
      form.resetFields(['handleComment']);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['complaint'] });
      void client.invalidateQueries({ queryKey: ['complaint-count'] });
      void client.invalidateQueries({ queryKey: ['list'] });
    },
  });
  const c = q.data;
  const typeOptions = (types.data ?? []).map((g) => ({ label: g.name, options: g.children.map((x) => ({ value: x.id, label: x.name })) }));
  return (
    <Drawer open={Boolean(complaintNo)} onClose={onClose} width={860} title={`${t('detail.title')} ${complaintNo ?? ''}`} destroyOnHidden>
      {q.isPending ? (
        <Spin />
      ) : !c ? (
        <Empty />
      ) : (
        <div data-testid="complaint-detail">
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('col.student')}>{`${c.userName ?? '-'} ${c.userMobile ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('col.status')}>
              <span data-testid="complaint-detail-status">{t(`status.${c.cpStatus}`)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('col.problem')}>
              {[c.problemPName, c.problemName].filter(Boolean).join(' / ') || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('col.ctime')}>{time(c.ctime)}</Descriptions.Item>
            <Descriptions.Item label={t('col.content')} span={2}>
              {c.content}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.aids')} span={2}>
              {aids.data ? (aids.data.shipped ? t('detail.aidsShipped') : t('detail.aidsNot')) : '-'}
              {aids.data?.list.map((e) => ` · ${e.productName ?? ''}`).join('')}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('deal.title')}
          </Typography.Title>
          <Form<DealForm>
            form={form}
            layout="inline"
            initialValues={{ cpStatus: 2, contactType: 'TEL' }}
            onFinish={(v) => deal.mutate(v)}
            data-testid="complaint-deal"
          >
            <Form.Item name="cpStatus" label={t('deal.status')} rules={[{ required: true }]}>
              <Select
                style={{ width: 120 }}
                options={[1, 2, 3, 7].map((v) => ({ value: v, label: t(`status.${v}`) }))}
                data-testid="deal-status"
              />
            </Form.Item>
            <Form.Item name="cpStatusSub" label={t('deal.sub')}>
              <Select allowClear style={{ width: 120 }} options={[11, 20, 21].map((v) => ({ value: v, label: t(`sub.${v}`) }))} />
            </Form.Item>
            <Form.Item name="systemType" label={t('deal.type')}>
              <Select allowClear style={{ width: 180 }} options={typeOptions} />
            </Form.Item>
            <Form.Item name="contactType" label={t('deal.contact')}>
              <Select style={{ width: 100 }} options={['TEL', 'MOBILE', 'WX'].map((v) => ({ value: v, label: t(`contact.${v}`) }))} />
            </Form.Item>
            <Form.Item
              name="handleComment"
              label={t('deal.comment')}
              rules={[{ required: true, whitespace: true, message: t('deal.commentRequired') }]}
              style={{ width: '100%', marginTop: 8 }}
            >
              <Input.TextArea rows={2} maxLength={1000} data-testid="deal-comment" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={deal.isPending} style={{ marginTop: 8 }} data-testid="deal-submit">
              {t('deal.submit')}
            </Button>
          </Form>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.history')}
          </Typography.Title>
          <Timeline
            data-testid="complaint-history"
            items={c.history.map((h, i) => ({
              key: i,
              children: `${time(h.ctime)} ${h.staffName ?? ''} ${t(`status.${h.cpStatus}`)}${h.contactType ? ` (${t(`contact.${h.contactType}`)})` : ''}：${h.handleComment ?? ''}`,
            }))}
          />
          <Typography.Title level={5}>{t('detail.orders')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={c.orders}
            columns={[
              { key: 'outTradeNo', dataIndex: 'outTradeNo', title: t('detail.orders') },
              { key: 'productName', dataIndex: 'productName', title: '' },
              { key: 'amount', dataIndex: 'amount', title: '¥', render: (v: number) => v.toFixed(2) },
              { key: 'ctime', dataIndex: 'ctime', title: '', render: (v: number) => time(v) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('detail.classes')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="teamId"
            pagination={false}
            dataSource={c.classes}
            columns={[
              { key: 'teamName', dataIndex: 'teamName', title: t('detail.classes') },
              { key: 'sup', dataIndex: 'sup', title: '' },
              { key: 'teacherName', dataIndex: 'teacherName', title: t('col.systemTeacher') },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
