import { useEffect, useState } from 'react';
import { App, Button, Input, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConflictDialog, conflictOf, type VersionConflict } from '../../../components/edit-conflict';
import { historyKey } from '../../../components/record-history';
import { showErrorOnce } from '../../../platform/feedback/toast';
import { saveOrderRemark } from '../api/order-remark';
import { tradingKeys } from '../api/query-keys';
import { text } from '../format';

interface Read {
  remark: string | null;
  version: number;
}

/**
 * The order's remark, editable in place. The save carries the version the editor read; when someone
 * saved in between, the conflict dialog shows mine vs theirs and the staff reloads or overwrites on
 * purpose. `onDirtyChange` lets the drawer ask before it closes over unsaved text.
 */
export function OrderRemark(props: { orderId: string; remark: string | null; version: number; onDirtyChange: (dirty: boolean) => void }) {
  const { t: tr } = useTranslation('trading');
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  // What the editor last learnt itself (a save's answer, a conflict's current values); a newer read of
  // the order (props) wins over it.
  const [learnt, setRead] = useState<Read>({ remark: props.remark, version: props.version });
  const read: Read = props.version > learnt.version ? { remark: props.remark, version: props.version } : learnt;
  const [draft, setDraft] = useState<string | null>(null);
  // The read the edit started from: its version goes with the save, whatever refetches happen meanwhile.
  const [base, setBase] = useState<Read>(read);
  const [conflict, setConflict] = useState<VersionConflict | null>(null);
  const editing = draft !== null;
  const dirty = editing && draft !== (base.remark ?? '');
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: tradingKeys.orderDetail(props.orderId) });
    void client.invalidateQueries({ queryKey: historyKey('order', props.orderId) });
  };
  const save = useMutation({
    mutationFn: (v: { remark: string; version: number }) => saveOrderRemark(props.orderId, v.remark, v.version),
    onSuccess: (r) => {
      setRead({ remark: r.remark, version: r.version });
      setDraft(null);
      setConflict(null);
      void message.success(tr('detail.remarkSaved'));
      refresh();
    },
    onError: (e) => {
      const c = conflictOf(e);
      if (c) setConflict(c);
      else showErrorOnce(e instanceof Error ? e.message : String(e));
    },
  });

  if (!editing)
    return (
      <Space>
        <span data-testid="detail-remark">{text(read.remark)}</span>
        <Button
          size="small"
          type="link"
          icon={<EditOutlined />}
          onClick={() => {
            setBase(read);
            setDraft(read.remark ?? '');
          }}
          data-testid="remark-edit"
        >
          {tr('detail.editRemark')}
        </Button>
      </Space>
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={tr('detail.remarkLabel')}
        value={draft}
        maxLength={500}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => setDraft(e.target.value)}
        data-testid="remark-input"
      />
      <Space>
        <Button
          type="primary"
          size="small"
          loading={save.isPending}
          onClick={() => save.mutate({ remark: draft, version: base.version })}
          data-testid="remark-save"
        >
          {tr('detail.saveRemark')}
        </Button>
        <Button size="small" onClick={() => setDraft(null)} data-testid="remark-cancel">
          {t('common.cancel')}
        </Button>
      </Space>
      <ConflictDialog
        conflict={conflict}
        mine={{ remark: draft }}
        labels={{ remark: tr('detail.remark') }}
        overwriting={save.isPending}
        onCancel={() => setConflict(null)}
        onReload={() => {
          if (conflict) setRead({ remark: (conflict.current.remark as string | null) ?? null, version: conflict.version });
          setDraft(null);
          setConflict(null);
          refresh();
        }}
        onOverwrite={() => conflict && save.mutate({ remark: draft, version: conflict.version })}
      />
    </Space>
  );
}
