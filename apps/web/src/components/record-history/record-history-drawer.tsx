import { Button, Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchRecordHistory, historyKey, type HistoryEntity, type HistoryEntry } from './api';
import { FieldDiff } from './field-diff';
import { keyOf, NS } from './i18n';

function Entry({ e }: { e: HistoryEntry }) {
  const { t: tr } = useTranslation(NS);
  const hasChanges = e.changes && Object.keys(e.changes).length > 0;
  return (
    <div data-testid="history-entry" data-action={e.action}>
      <Typography.Text strong>{tr(`action.${keyOf(e.action)}`, { defaultValue: e.action })}</Typography.Text>
      <div>
        <Typography.Text type="secondary">
          {e.staffName ?? tr('history.unknownStaff')} · {dayjs(e.ctime).format('YYYY-MM-DD HH:mm:ss')}
          {e.ip ? ` · ${tr('history.ip')} ${e.ip}` : ''}
        </Typography.Text>
      </div>
      {hasChanges ? <FieldDiff changes={e.changes!} /> : null}
      {!hasChanges && e.detail ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {tr('history.details')}: {JSON.stringify(e.detail)}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** A record's operation log as a timeline: what changed (old → new), who, when, from where. */
export function RecordHistoryDrawer(props: { entity: HistoryEntity; entityId: string; open: boolean; onClose: () => void }) {
  const { t: tr } = useTranslation(NS);
  const q = useInfiniteQuery({
    queryKey: historyKey(props.entity, props.entityId),
    queryFn: ({ pageParam, signal }) => fetchRecordHistory(props.entity, props.entityId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.content.length, 0) < last.totalElements ? last.number + 1 : undefined),
    enabled: props.open,
    staleTime: 0,
  });
  const entries = q.data?.pages.flatMap((p) => p.content) ?? [];
  return (
    <Drawer open={props.open} onClose={props.onClose} title={tr('history.title')} width={520} destroyOnHidden>
      <div data-testid="record-history">
        {q.isPending ? (
          <Spin />
        ) : entries.length === 0 ? (
          <Empty description={tr('history.empty')} />
        ) : (
          <Timeline items={entries.map((e) => ({ key: e.id, children: <Entry e={e} /> }))} />
        )}
        {q.hasNextPage ? (
          <Button block loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            {tr('history.more')}
          </Button>
        ) : null}
      </div>
    </Drawer>
  );
}
