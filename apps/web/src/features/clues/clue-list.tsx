import { App, Button, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, sortJson, type FilterField, type ListColumn } from '../../components/list-page';
import type { ListQueryState } from '../../components/list-page/list-query';
import { AllotDialog } from './allot-dialog';
import { clueApi, fetchClues, type ClueRow } from './api';
import { FlowLogDrawer } from './flow-log-drawer';
import { text, time } from './format';
import { useClueActor } from './use-clue-actor';
import './i18n';

const POOLED = [2000, 3000];
const HELD = [1001, 1002, 1003];

/** The filter the list sends: the page's fixed part plus the bar's fields. */
function clueFilter(base: object, f: ListQueryState['filters']): object {
  const out: Record<string, unknown> = { ...base };
  // Several user numbers may be pasted at once (comma or space separated).
  if (f.userNum) {
    const nums = String(f.userNum)
      .split(/[\s,，]+/)
      .filter(Boolean);
    out.user_num = nums.length > 1 ? nums : nums[0];
  }
  if (f.period) out.period = String(f.period).trim();
  if (f.channel) out.channel = `*${String(f.channel).trim()}*`;
  return out;
}

function countdown(ms: number | null, tr: (k: string, o: { n: number }) => string): string {
  if (ms === null || ms === undefined) return '-';
  const hours = Math.floor(ms / 3_600_000);
  return hours >= 24 ? tr('days', { n: Math.floor(hours / 24) }) : tr('hours', { n: hours });
}

type Batch = 'allot' | 'change' | null;

/** One list of clues (ClueBasePage) with the row and batch operations the caller may run. */
export function ClueList({ listId, title, base, above }: { listId: string; title: ReactNode; base: object; above?: ReactNode }) {
  const { t: tr } = useTranslation('clues');
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const actor = useClueActor();
  const [selected, setSelected] = useState<string[]>([]);
  const [batch, setBatch] = useState<Batch>(null);
  const [logOf, setLogOf] = useState<string | null>(null);

  const refresh = async () => {
    setSelected([]);
    await qc.invalidateQueries({ queryKey: ['list'] });
    await qc.invalidateQueries({ queryKey: ['clues'] });
  };
  const run = async (p: Promise<unknown>) => {
    await p;
    message.success(tr('act.done'));
    await refresh();
  };

  const filters: FilterField[] = useMemo(
    () => [
      { kind: 'text', name: 'userNum', label: tr('filter.userNum'), maxLength: 20 },
      { kind: 'text', name: 'period', label: tr('filter.period'), maxLength: 10, width: 120 },
      { kind: 'text', name: 'channel', label: tr('filter.channel'), maxLength: 30 },
    ],
    [tr],
  );

  const columns: ListColumn<ClueRow>[] = [
    { key: 'id', title: tr('col.id'), width: 100 },
    {
      key: 'user',
      title: tr('col.student'),
      width: 190,
      render: (_: unknown, r) => `${text(r.user?.username)} ${text(r.user_num)}`,
    },
    {
      key: 'clue_status',
      title: tr('col.library'),
      width: 110,
      render: (_: unknown, r) => <span data-testid="clue-library">{text(r.clue_status_text)}</span>,
    },
    {
      key: 'teacher',
      title: tr('col.teacher'),
      width: 110,
      render: (_: unknown, r) => <span data-testid="clue-teacher">{text(r.teacher?.realname)}</span>,
    },
    { key: 'period', title: tr('col.period'), width: 80, sortable: true },
    { key: 'channel', title: tr('col.channel'), width: 120, ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'stage_no', title: tr('col.stage'), width: 70 },
    { key: 'flow_count', title: tr('col.flowCount'), width: 90 },
    { key: 'flow_reason', title: tr('col.flowReason'), width: 160, ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'flowCountDown', title: tr('col.countdown'), width: 110, render: (v: number | null) => countdown(v, (k, o) => tr(k, o)) },
    { key: 'remainFrozenDays', title: tr('col.frozen'), width: 90, defaultHidden: true, render: (v: number | null) => text(v) },
    { key: 'lock', title: tr('col.lock'), width: 70, render: (v: number) => (v ? <Tag color="orange">{tr('yes')}</Tag> : tr('no')) },
    { key: 'ctime', title: tr('col.ctime'), width: 150, sortable: true, render: (v: number | null) => time(v) },
    {
      key: 'actions',
      title: tr('col.actions'),
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {POOLED.includes(r.clue_status) && actor.ownTeacherId && !r.lock ? (
            <Button type="link" size="small" data-testid="clue-claim" onClick={() => void run(clueApi.claim(actor.ownTeacherId!, r.id))}>
              {tr('act.claim')}
            </Button>
          ) : null}
          <Button type="link" size="small" data-testid="clue-flow-log" onClick={() => setLogOf(r.id)}>
            {tr('act.flowLog')}
          </Button>
        </Space>
      ),
    },
  ];

  const confirmLock = (lock: 0 | 1) =>
    lock
      ? modal.confirm({
          title: tr('act.lock'),
          content: tr('act.confirmLock', { count: selected.length }),
          onOk: () => run(clueApi.lock(selected, 1)),
        })
      : void run(clueApi.lock(selected, 0));

  const toolbar = actor.manager ? (
    <Space wrap>
      <span data-testid="clue-selected">{tr('act.selected', { count: selected.length })}</span>
      <Button disabled={!selected.length} onClick={() => setBatch('allot')} data-testid="clue-allot">
        {tr('act.allot')}
      </Button>
      <Button disabled={!selected.length} onClick={() => setBatch('change')}>
        {tr('act.change')}
      </Button>
      <Button disabled={!selected.length} onClick={() => confirmLock(1)} data-testid="clue-lock">
        {tr('act.lock')}
      </Button>
      <Button disabled={!selected.length} onClick={() => confirmLock(0)}>
        {tr('act.unlock')}
      </Button>
      <Button disabled={!selected.length} onClick={() => void run(clueApi.toGrab(selected))}>
        {tr('act.toGrab')}
      </Button>
      <Button disabled={!selected.length} onClick={() => void run(clueApi.toPrivate(selected))}>
        {tr('act.toPrivate')}
      </Button>
    </Space>
  ) : null;

  return (
    <>
      {above}
      <ListPage<ClueRow>
        listId={listId}
        title={title}
        rowKey={(r) => r.id}
        columns={columns}
        filters={filters}
        scrollX={1600}
        toolbar={toolbar}
        rowSelection={
          actor.manager
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                getCheckboxProps: (r) => ({ 'aria-label': r.id }),
              }
            : undefined
        }
        fetch={(q, signal) => fetchClues(clueFilter(base, q.filters), q.page, q.size, sortJson(q.sort), signal)}
        exportJob={(q) => ({
          apiName: 'ClueBasePage',
          fileName: typeof title === 'string' ? title : tr('col.id'),
          query: JSON.stringify(clueFilter(base, q.filters)),
          sort: sortJson(q.sort) ?? JSON.stringify({ ctime: 'desc' }),
          header: {
            id: tr('col.id'),
            user_num: tr('filter.userNum'),
            clue_status_text: tr('col.library'),
            'teacher.realname': tr('col.teacher'),
            period: tr('col.period'),
            channel: tr('col.channel'),
            stage_no: tr('col.stage'),
            flow_count: tr('col.flowCount'),
            flow_reason: tr('col.flowReason'),
            ctime: tr('col.ctime'),
          },
        })}
      />
      <AllotDialog
        open={batch !== null}
        title={batch === 'change' ? tr('act.change') : tr('act.allot')}
        onCancel={() => setBatch(null)}
        onOk={async (teacherId, reason) => {
          await run(batch === 'change' ? clueApi.change(selected, teacherId, reason) : clueApi.allot(selected, teacherId, reason));
          setBatch(null);
        }}
      />
      <FlowLogDrawer clueId={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}

export { HELD, POOLED };
