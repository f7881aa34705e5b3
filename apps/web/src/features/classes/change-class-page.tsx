import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Tabs, Tag, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page';
import { ChangeImportDialog } from './change-import-dialog';
import { changeByRows, changeStudentClass, fetchChangeLog, type ChangeLogRow, type ChangeOutcome } from './api';
import { text, time } from './format';
import './i18n';

/** Lines "student id or mobile, target class id[, source class id]" → the import rows. */
export function parseChangeLines(textValue: string): Record<string, string>[] {
  return textValue
    .split(/\r?\n/)
    .map((l) => l.split(/[,，\t]/).map((x) => x.trim()))
    .filter((p) => p[0])
    .map(([who, to, from]) => ({
      ...(/^1\d{10}$/.test(who) ? { mobile: who } : { studentId: who }),
      toTeamId: to ?? '',
      ...(from ? { fromTeamId: from } : {}),
    }));
}

/** /manageChangeClass: move one student with a reason, many from pasted lines (dry run first), and the change log. */
export function ChangeClassPage() {
  const { t: tr } = useTranslation('classes');
  const client = useQueryClient();
  const [form] = Form.useForm<{ studentId: string; toTeamId: string; reason: string }>();
  const [lines, setLines] = useState('');
  const [reason, setReason] = useState('');
  const [report, setReport] = useState<{ dry: boolean; refused: ChangeOutcome[]; moved: ChangeOutcome[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: ['list'] });
  const one = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await changeStudentClass({ studentId: v.studentId.trim(), toTeamId: v.toTeamId.trim(), reason: v.reason.trim() });
      void message.success(tr('move.done'));
      form.resetFields();
      refresh();
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };
  const many = async (dry: boolean) => {
    if (!reason.trim()) return void message.error(tr('move.reasonRequired'));
    setBusy(true);
    try {
      const [refused, moved] = await changeByRows(parseChangeLines(lines), dry, reason.trim());
      setReport({ dry, refused, moved });
      if (!dry) refresh();
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Tabs
        items={[
          {
            key: 'one',
            label: tr('change.one'),
            children: (
              <Card size="small">
                <Form form={form} layout="inline" onFinish={one}>
                  <Form.Item name="studentId" rules={[{ required: true, pattern: /^\d+$/, message: tr('change.studentRequired') }]}>
                    <Input placeholder={tr('change.studentId')} style={{ width: 150 }} data-testid="change-student" />
                  </Form.Item>
                  <Form.Item name="toTeamId" rules={[{ required: true, pattern: /^\d+$/, message: tr('move.toRequired') }]}>
                    <Input placeholder={tr('change.toTeamId')} style={{ width: 150 }} data-testid="change-to" />
                  </Form.Item>
                  <Form.Item name="reason" rules={[{ required: true, whitespace: true, message: tr('move.reasonRequired') }]}>
                    <Input placeholder={tr('move.reason')} maxLength={200} style={{ width: 260 }} data-testid="change-reason" />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={busy} data-testid="change-submit">
                    {tr('move.action')}
                  </Button>
                </Form>
              </Card>
            ),
          },
          {
            key: 'many',
            label: tr('change.many'),
            children: (
              <Card size="small">
                <Alert type="info" showIcon message={tr('change.linesHelp')} style={{ marginBottom: 8 }} />
                <Input.TextArea rows={6} value={lines} onChange={(e) => setLines(e.target.value)} data-testid="change-lines" />
                <Space style={{ marginTop: 8 }}>
                  <Input
                    placeholder={tr('move.reason')}
                    value={reason}
                    maxLength={200}
                    onChange={(e) => setReason(e.target.value)}
                    style={{ width: 260 }}
                  />
                  <Button disabled={busy || !lines.trim()} onClick={() => many(true)} data-testid="change-dry-run">
                    {tr('dryRun')}
                  </Button>
                  <Button type="primary" danger disabled={busy || !report?.dry} onClick={() => many(false)}>
                    {tr('commit')}
                  </Button>
                  <Button onClick={() => setImporting(true)} data-testid="change-file-import">
                    {tr('change.file')}
                  </Button>
                </Space>
                {importing ? (
                  <ChangeImportDialog
                    onClose={() => {
                      setImporting(false);
                      refresh();
                    }}
                  />
                ) : null}
                {report ? (
                  <Alert
                    style={{ marginTop: 8 }}
                    type={report.refused.length ? 'warning' : 'success'}
                    message={tr(report.dry ? 'change.dryReport' : 'change.report', {
                      moved: report.moved.length,
                      refused: report.refused.length,
                    })}
                    description={report.refused.map((r) => `${tr('row')} ${r.row}: ${r.error}`).join('；')}
                    data-testid="change-report"
                  />
                ) : null}
              </Card>
            ),
          },
        ]}
      />
      <ListPage<ChangeLogRow>
        listId="classes-change-log"
        title={tr('change.log')}
        rowKey={(r) => r.id}
        filters={[
          {
            kind: 'select',
            name: 'execute',
            label: tr('log.result'),
            options: ['SUCCESS', 'FAIL'].map((v) => ({ value: v, label: tr(`log.${v}`) })),
          },
          { kind: 'text', name: 'staffName', label: tr('log.operator'), maxLength: 30 },
        ]}
        columns={[
          { key: 'username', title: tr('student.name'), width: 120, render: (v: string | null, r) => `${text(v)} (${text(r.studentId)})` },
          { key: 'kindText', title: tr('log.kind'), width: 80 },
          { key: 'importTypeText', title: tr('log.way'), width: 90 },
          { key: 'originTeamName', title: tr('move.from'), width: 160, render: (v: string | null) => text(v) },
          { key: 'currentTeamName', title: tr('move.to'), width: 160, render: (v: string | null) => text(v) },
          { key: 'reason', title: tr('move.reason'), width: 180, render: (v: string | null, r) => text(v ?? r.message) },
          {
            key: 'executeResult',
            title: tr('log.result'),
            width: 90,
            render: (v: string, r) => (
              <Tag color={v === 'SUCCESS' ? 'green' : 'red'} title={r.message ?? ''}>
                {tr(`log.${v}`)}
              </Tag>
            ),
          },
          { key: 'operator', title: tr('log.operator'), width: 100, render: (v: string | null) => text(v) },
          { key: 'ctime', title: tr('log.time'), width: 160, render: (v: number) => time(v) },
        ]}
        fetch={(q, signal) =>
          fetchChangeLog(
            {
              page: q.page,
              size: Math.min(q.size, 200),
              execute: (q.filters.execute as string) || undefined,
              ...(q.filters.staffName ? { staffName: q.filters.staffName as string } : {}),
            } as never,
            signal,
          )
        }
      />
    </Space>
  );
}
