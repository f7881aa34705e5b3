import { Button, Card, Checkbox, Form, Input, Modal, Select, Space, Table, Typography, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchHandoverRecords, fetchHandoverStudents, fetchHandoverWechats, fetchTeacherOptions, postHandover } from './api';
import { ORG_NS } from './i18n';
import { QwHandover } from './qw-handover';

/** /workHandover: hand a teacher's students and WeChat accounts to another teacher in one go; the records. */
export function HandoverPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const everyone = useQuery({ queryKey: ['org', 'teacher-options', 'all'], queryFn: () => fetchTeacherOptions(true) });
  const active = useQuery({ queryKey: ['org', 'teacher-options'], queryFn: () => fetchTeacherOptions() });
  // A leaving teacher's form links here with ?from=<teacher id>.
  const [params] = useSearchParams();
  const [picked, setFrom] = useState<string | null>(null);
  const from = picked ?? params.get('from');
  const [to, setTo] = useState<string | null>(null);
  const [students, setStudents] = useState<string[]>([]);
  const [wechats, setWechats] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [recordPage, setRecordPage] = useState(1);
  const held = useQuery({
    queryKey: ['org', 'handover-students', from],
    queryFn: () => fetchHandoverStudents(from!),
    enabled: Boolean(from),
  });
  const heldWx = useQuery({
    queryKey: ['org', 'handover-wechats', from],
    queryFn: () => fetchHandoverWechats(from!),
    enabled: Boolean(from),
  });
  const records = useQuery({
    queryKey: ['org', 'handover-records', recordPage],
    queryFn: () => fetchHandoverRecords({ pageNumber: recordPage, pageSize: 10 }),
  });
  const toName = (active.data ?? []).find((o) => o.value === to)?.label ?? '';

  const submit = () => {
    if (!from || !to) return void message.warning(tr('handover.pickFrom'));
    if (!students.length && !wechats.length) return void message.warning(tr('handover.nothing'));
    Modal.confirm({
      title: tr('handover.submit'),
      content: tr('handover.confirm', { students: students.length, weixins: wechats.length, to: toName }),
      onOk: async () => {
        const r = await postHandover({
          studentSteamIds: students,
          sendTeacherId: from,
          sendWeixinIds: wechats,
          receiveTeacherId: to,
          handoverReason: reason || undefined,
        });
        message.success(tr('handover.done', r));
        setStudents([]);
        setWechats([]);
        await client.invalidateQueries({ queryKey: ['org'] });
      },
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card title={tr('handover.title')}>
        <Form layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label={tr('handover.from')}>
            <Select
              style={{ width: 220 }}
              showSearch
              optionFilterProp="label"
              options={everyone.data ?? []}
              value={from ?? undefined}
              onChange={(v) => {
                setFrom(v);
                setStudents([]);
                setWechats([]);
              }}
              data-testid="handover-from"
            />
          </Form.Item>
          <Form.Item label={tr('handover.to')}>
            <Select
              style={{ width: 220 }}
              showSearch
              optionFilterProp="label"
              options={(active.data ?? []).filter((o) => o.value !== from)}
              value={to ?? undefined}
              onChange={setTo}
              data-testid="handover-to"
            />
          </Form.Item>
          <Form.Item label={tr('handover.reason')}>
            <Input style={{ width: 220 }} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Item>
          <Button type="primary" onClick={submit} data-testid="handover-submit">
            {tr('handover.submit')}
          </Button>
        </Form>
        {from && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {tr('handover.wechats')}
            </Typography.Title>
            <Checkbox.Group
              value={wechats}
              onChange={(v) => setWechats(v.map(String))}
              options={(heldWx.data ?? []).map((w) => ({ value: w.id, label: `${w.weixinNo}（${w.students}）` }))}
            />
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {tr('handover.students')}
            </Typography.Title>
            <Table
              size="small"
              rowKey="id"
              loading={held.isLoading}
              dataSource={held.data ?? []}
              pagination={{ pageSize: 50, showSizeChanger: false }}
              rowSelection={{ selectedRowKeys: students, onChange: (keys) => setStudents(keys.map(String)) }}
              columns={[
                { key: 'username', dataIndex: 'username', title: tr('common.name') },
                { key: 'teamName', dataIndex: 'teamName', title: tr('handover.team') },
                { key: 'weixinNo', dataIndex: 'weixinNo', title: tr('wechat.wechatNo') },
              ]}
            />
          </>
        )}
      </Card>
      <Card title={tr('wechat.qwStaff')}>
        <QwHandover />
      </Card>
      <Card title={tr('handover.records')}>
        <Table
          size="small"
          rowKey="id"
          dataSource={records.data?.content ?? []}
          pagination={{ current: recordPage, pageSize: 10, total: records.data?.totalElements ?? 0, onChange: setRecordPage }}
          columns={[
            { key: 'ctime', dataIndex: 'ctime', title: tr('common.time'), render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm') },
            { key: 'type', dataIndex: 'handoverType', title: tr('handover.type'), render: (v: number) => tr(`handover.typeNames.${v}`) },
            { key: 'from', dataIndex: 'sendTeacherName', title: tr('handover.from') },
            { key: 'to', dataIndex: 'receiveTeacherName', title: tr('handover.to') },
            { key: 'count', dataIndex: 'studentCount', title: tr('handover.count') },
            { key: 'wx', dataIndex: 'weixinCount', title: tr('handover.wechats') },
            { key: 'reason', dataIndex: 'reason', title: tr('handover.reason') },
            { key: 'op', dataIndex: 'operatorName', title: tr('handover.operator') },
          ]}
        />
      </Card>
    </Space>
  );
}
