import { Alert, Button, Modal, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
// the import also registers the `records` texts
import { NS } from '../record-history/i18n';
import type { VersionConflict } from './conflict';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const same = (a: unknown, b: unknown) => show(a) === show(b);

/**
 * A save refused because someone else saved first: who and when, then mine vs theirs field by field
 * (differences highlighted). Reload takes theirs (my edits are dropped); Overwrite saves mine over
 * theirs on purpose (with the version just read); Keep editing closes the dialog and keeps the form.
 */
export function ConflictDialog(props: {
  conflict: VersionConflict | null;
  /** What I tried to save, by the same names as `conflict.current`. */
  mine: Record<string, unknown>;
  /** Field name → label (fields without one show their name). */
  labels: Record<string, string>;
  overwriting?: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}) {
  const { t: tr } = useTranslation(NS);
  const c = props.conflict;
  const at = c?.changedAt ? dayjs(c.changedAt).format('YYYY-MM-DD HH:mm:ss') : '-';
  const fields = c ? Object.keys({ ...c.current, ...props.mine }).filter((f) => f in c.current) : [];
  return (
    <Modal
      open={Boolean(c)}
      title={tr('conflict.title')}
      onCancel={props.onCancel}
      width={640}
      footer={
        <Space>
          <Button onClick={props.onCancel} data-testid="conflict-cancel">
            {tr('conflict.cancel')}
          </Button>
          <Button onClick={props.onReload} data-testid="conflict-reload">
            {tr('conflict.reload')}
          </Button>
          <Button danger type="primary" loading={props.overwriting} onClick={props.onOverwrite} data-testid="conflict-overwrite">
            {tr('conflict.overwrite')}
          </Button>
        </Space>
      }
    >
      {c ? (
        <div data-testid="conflict-dialog">
          <Alert
            type="warning"
            showIcon
            data-testid="conflict-who"
            message={c.changedBy ? tr('conflict.who', { who: c.changedBy, at }) : tr('conflict.whoUnknown', { at })}
          />
          <Table
            style={{ marginTop: 12 }}
            size="small"
            rowKey="field"
            pagination={false}
            dataSource={fields.map((f) => ({ field: f, mine: props.mine[f], theirs: c.current[f] }))}
            onRow={(r) => (same(r.mine, r.theirs) ? {} : { style: { background: '#fff7e6' }, 'data-differs': 'true' })}
            columns={[
              { key: 'f', title: tr('conflict.field'), render: (_v, r) => props.labels[r.field] ?? r.field },
              {
                key: 'm',
                title: tr('conflict.mine'),
                render: (_v, r) => <span data-testid={`conflict-mine-${r.field}`}>{show(r.mine)}</span>,
              },
              {
                key: 't',
                title: tr('conflict.theirs'),
                render: (_v, r) => <span data-testid={`conflict-theirs-${r.field}`}>{show(r.theirs)}</span>,
              },
            ]}
          />
        </div>
      ) : null}
    </Modal>
  );
}
