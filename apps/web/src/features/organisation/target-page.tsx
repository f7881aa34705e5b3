import { Alert, Button, InputNumber, Input, Modal, Popconfirm, Space, Typography, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../components/list-page';
import { ORG_NS } from './i18n';
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
  const { t } = useTranslation(ORG_NS);
  const client = useQueryClient();
  const [editing, setEditing] = useState<TargetRow | null>(null);
  const [goal, setGoal] = useState<{ gmvNum: number; gmv: number }>({ gmvNum: 0, gmv: 0 });
  const [importing, setImporting] = useState(false);
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', 'org-targets'] });

  const runImport = async (dryRun: boolean) => {
    const r = await importTargets(parseTargetLines(text), dryRun);
    setReport(r);
    if (r.written) {
      message.success(t('target.imported', { ...r }));
      setImporting(false);
      setText('');
      await refresh();
    }
  };
  const columns: ListColumn<TargetRow>[] = [
    { key: 'teacher_name', title: t('target.teacher'), sortable: false },
    { key: 'department_name', title: t('common.department'), sortable: false },
    { key: 'term', title: t('target.term'), sortable: false },
    { key: 'sup', title: t('target.sup'), sortable: false },
    { key: 'gmv_num', title: t('target.gmvNum'), sortable: false },
    { key: 'achieved_num', title: t('target.achievedNum'), sortable: false },
    { key: 'gmv', title: t('target.gmv'), sortable: false, render: money },
    { key: 'achieved_gmv', title: t('target.achievedGmv'), sortable: false, render: money },
    { key: 'achieved_rate', title: t('target.rate'), sortable: false, render: (v: number | null) => (v === null ? '-' : `${v}%`) },
    {
      key: 'actions',
      title: t('common.actions'),
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
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('common.confirmDelete')}
            onConfirm={async () => {
              await deleteTargets([r.id]);
              await refresh();
            }}
          >
            <Button size="small" type="link" danger>
              {t('common.delete')}
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
        title={t('target.title')}
        rowKey={(r) => r.id}
        columns={columns}
        toolbar={
          <Button type="primary" onClick={() => setImporting(true)}>
            {t('target.import')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'term', label: t('target.term'), maxLength: 6 },
          { kind: 'text', name: 'sup', label: t('target.sup'), maxLength: 2 },
        ]}
        fetch={(q) => fetchTargets({ ...q.filters, page: q.page, size: q.size })}
      />
      <Modal
        open={Boolean(editing)}
        title={`${t('common.edit')} · ${editing?.teacher_name ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          await updateTarget(editing!.id, goal.gmvNum, goal.gmv);
          message.success(t('common.saved'));
          setEditing(null);
          await refresh();
        }}
      >
        <Space>
          {t('target.gmvNum')}
          <InputNumber min={0} precision={0} value={goal.gmvNum} onChange={(v) => setGoal({ ...goal, gmvNum: Number(v ?? 0) })} />
          {t('target.gmv')}
          <InputNumber min={0} precision={2} value={goal.gmv} onChange={(v) => setGoal({ ...goal, gmv: Number(v ?? 0) })} />
        </Space>
      </Modal>
      <Modal
        open={importing}
        title={t('target.import')}
        onCancel={() => setImporting(false)}
        footer={
          <Space>
            <Button onClick={() => runImport(true)}>{t('target.dryRun')}</Button>
            <Button type="primary" onClick={() => runImport(false)}>
              {t('target.doImport')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('target.importHint')}</Typography.Paragraph>
        <Input.TextArea rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        {report && (
          <Alert
            style={{ marginTop: 12 }}
            type={report.failed ? 'error' : 'success'}
            message={t('target.checked', { ...report })}
            description={report.rows
              .filter((r) => !r.ok)
              .slice(0, 20)
              .map((r) => (
                <div key={r.row}>{t('target.rowError', r)}</div>
              ))}
          />
        )}
      </Modal>
    </>
  );
}
