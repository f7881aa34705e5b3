import { Alert, Button, InputNumber, Input, Modal, Popconfirm, Space, Typography, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../components/list-page';
import { ORG_NS } from './i18n';
import { TargetImportDialog } from './target-import-dialog';
import { deleteTargets, fetchTargets, importTargets, updateTarget, type ImportReport, type TargetRow } from './settings-api';

const money = (v: number) => v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Lines "teacher id or mobile, term, level, target orders, target amount" → import rows. */
export function parseTargetLines(text: string) {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [who = '', term = '', sup = '', gmvNum = '', gmv = ''] = l.split(/[,，\t]/).map((s) => s.trim());
      return { ...(/^1\d{10}$/.test(who) ? { phone: who } : { teacherId: who }), term, sup, gmvNum, gmv };
    });
}

/** /teacherGoalSetting: sales targets per teacher and term with what the paid orders achieved. */
export function TargetPage() {
  const { t: tr } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const [editing, setEditing] = useState<TargetRow | null>(null);
  const [goal, setGoal] = useState<{ gmvNum: number; gmv: number }>({ gmvNum: 0, gmv: 0 });
  const [importing, setImporting] = useState(false);
  const [fileImport, setFileImport] = useState(false);
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', 'org-targets'] });

  const runImport = async (dryRun: boolean) => {
    const r = await importTargets(parseTargetLines(text), dryRun);
    setReport(r);
    if (r.written) {
      message.success(tr('target.imported', { ...r }));
      setImporting(false);
      setText('');
      await refresh();
    }
  };
  const columns: ListColumn<TargetRow>[] = [
    { key: 'teacher_name', title: tr('target.teacher'), sortable: false },
    { key: 'department_name', title: tr('common.department'), sortable: false },
    { key: 'term', title: tr('target.term'), sortable: false },
    { key: 'sup', title: tr('target.sup'), sortable: false },
    { key: 'gmv_num', title: tr('target.gmvNum'), sortable: false },
    { key: 'achieved_num', title: tr('target.achievedNum'), sortable: false },
    { key: 'gmv', title: tr('target.gmv'), sortable: false, render: money },
    { key: 'achieved_gmv', title: tr('target.achievedGmv'), sortable: false, render: money },
    { key: 'achieved_rate', title: tr('target.rate'), sortable: false, render: (v: number | null) => (v === null ? '-' : `${v}%`) },
    {
      key: 'actions',
      title: tr('common.actions'),
      sortable: false,
      render: (_: unknown, r) => (
        <Space size={2}>
          <Button
            size="small"
            type="link"
            onClick={() => {
              setEditing(r);
              setGoal({ gmvNum: r.gmv_num, gmv: r.gmv });
            }}
          >
            {tr('common.edit')}
          </Button>
          <Popconfirm
            title={tr('common.confirmDelete')}
            onConfirm={async () => {
              await deleteTargets([r.id]);
              await refresh();
            }}
          >
            <Button size="small" type="link" danger>
              {tr('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<TargetRow>
        listId="org-targets"
        title={tr('target.title')}
        rowKey={(r) => r.id}
        columns={columns}
        toolbar={
          <Space>
            <Button type="primary" onClick={() => setFileImport(true)} data-testid="target-file-import">
              {tr('target.fileImport')}
            </Button>
            <Button onClick={() => setImporting(true)}>{tr('target.import')}</Button>
          </Space>
        }
        filters={[
          { kind: 'text', name: 'term', label: tr('target.term'), maxLength: 6 },
          { kind: 'text', name: 'sup', label: tr('target.sup'), maxLength: 2 },
        ]}
        fetch={(q) => fetchTargets({ ...q.filters, page: q.page, size: q.size })}
      />
      <Modal
        open={Boolean(editing)}
        title={`${tr('common.edit')} · ${editing?.teacher_name ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          await updateTarget(editing!.id, goal.gmvNum, goal.gmv);
          message.success(tr('common.saved'));
          setEditing(null);
          await refresh();
        }}
      >
        <Space>
          {tr('target.gmvNum')}
          <InputNumber min={0} precision={0} value={goal.gmvNum} onChange={(v) => setGoal({ ...goal, gmvNum: Number(v ?? 0) })} />
          {tr('target.gmv')}
          <InputNumber min={0} precision={2} value={goal.gmv} onChange={(v) => setGoal({ ...goal, gmv: Number(v ?? 0) })} />
        </Space>
      </Modal>
      <Modal
        open={importing}
        title={tr('target.import')}
        onCancel={() => setImporting(false)}
        footer={
          <Space>
            <Button onClick={() => runImport(true)}>{tr('target.dryRun')}</Button>
            <Button type="primary" onClick={() => runImport(false)}>
              {tr('target.doImport')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{tr('target.importHint')}</Typography.Paragraph>
        <Input.TextArea rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        {report && (
          <Alert
            style={{ marginTop: 12 }}
            type={report.failed ? 'error' : 'success'}
            message={tr('target.checked', { ...report })}
            description={report.rows
              .filter((r) => !r.ok)
              .slice(0, 20)
              .map((r) => (
                <div key={r.row}>{tr('target.rowError', r)}</div>
              ))}
          />
        )}
      </Modal>
      {fileImport ? <TargetImportDialog onClose={() => setFileImport(false)} /> : null}
    </>
  );
}
