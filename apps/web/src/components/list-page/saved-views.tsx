import { useState } from 'react';
import { DownOutlined, StarFilled } from '@ant-design/icons';
import { App, Button, Dropdown, Tag, type MenuProps } from 'antd';
import { roleName } from '@console/domain';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../platform/i18n/i18n';
import '../power/i18n';
import { SaveViewDialog, type SaveViewValues } from './save-view-dialog';
import { createView, deleteView, updateView, type SavedView, type ViewState } from './views-api';

interface Props {
  listId: string;
  views: SavedView[];
  defaultViewId: string | null;
  /** The view whose state equals what the list shows now. */
  active: SavedView | undefined;
  /** The list's current state (filters, sort, size, columns) as a view would store it. */
  currentState: () => ViewState;
  onApply: (view: SavedView) => void;
  onChanged: () => Promise<unknown>;
  onSetDefault: (id: string | null) => Promise<void>;
  roleIds: string[];
}

/**
 * The saved views of a list: apply one, save the current filters/sort/columns/size as a new view
 * (personal or shared with a role), update, share or delete the active one, make one the default.
 */
export function SavedViews(p: Props) {
  const { t: tp } = useTranslation('power');
  const { modal, message } = App.useApp();
  const lang = currentLang();
  const [dialog, setDialog] = useState<null | 'new' | 'edit'>(null);
  const mine = p.views.filter((v) => v.mine);
  const shared = p.views.filter((v) => !v.mine);

  const label = (v: SavedView) => (
    <span data-testid="view-item" data-view-name={v.name}>
      {v.name}
      {v.id === p.defaultViewId ? (
        <StarFilled style={{ marginInlineStart: 6, color: '#faad14' }} aria-label={tp('views.isDefault')} />
      ) : null}
      {v.sharedRoleId ? (
        <Tag style={{ marginInlineStart: 6 }} bordered={false} color="blue">
          {v.mine ? tp('views.sharedWith', { role: roleName(v.sharedRoleId, lang) ?? v.sharedRoleId }) : v.ownerName}
        </Tag>
      ) : null}
    </span>
  );

  const items: MenuProps['items'] = [
    ...(mine.length
      ? [
          {
            type: 'group' as const,
            key: 'mine',
            label: tp('views.mine'),
            children: mine.map((v) => ({ key: `v:${v.id}`, label: label(v) })),
          },
        ]
      : []),
    ...(shared.length
      ? [
          {
            type: 'group' as const,
            key: 'shared',
            label: tp('views.shared'),
            children: shared.map((v) => ({ key: `v:${v.id}`, label: label(v) })),
          },
        ]
      : []),
    ...(p.views.length ? [{ type: 'divider' as const }] : []),
    { key: 'save', label: <span data-testid="view-save-new">{tp('views.saveNew')}</span> },
    ...(p.active?.editable
      ? [
          { key: 'overwrite', label: tp('views.overwrite', { name: p.active.name }) },
          { key: 'edit', label: tp('views.edit', { name: p.active.name }) },
          { key: 'delete', danger: true, label: tp('views.delete', { name: p.active.name }) },
        ]
      : []),
    ...(p.active
      ? [
          p.active.id === p.defaultViewId
            ? { key: 'undefault', label: tp('views.clearDefault') }
            : { key: 'default', label: <span data-testid="view-make-default">{tp('views.makeDefault', { name: p.active.name })}</span> },
        ]
      : []),
  ];

  const run = async (fn: () => Promise<unknown>, done: string) => {
    await fn();
    await p.onChanged();
    void message.success(done);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const active = p.active;
    if (key.startsWith('v:')) {
      const v = p.views.find((x) => `v:${x.id}` === key);
      if (v) p.onApply(v);
    } else if (key === 'save') setDialog('new');
    else if (key === 'edit') setDialog('edit');
    else if (key === 'overwrite' && active)
      void run(() => updateView(active.id, { state: p.currentState(), version: active.version }), tp('views.saved'));
    else if (key === 'delete' && active)
      modal.confirm({
        title: tp('views.deleteConfirm', { name: active.name }),
        okButtonProps: { danger: true },
        onOk: () => run(() => deleteView(active.id), tp('views.deleted')),
      });
    else if (key === 'default' && active) void p.onSetDefault(active.id);
    else if (key === 'undefault') void p.onSetDefault(null);
  };

  const submit = async (values: SaveViewValues) => {
    const sharedRoleId = values.sharedRoleId ?? null;
    const saved =
      dialog === 'edit' && p.active
        ? await updateView(p.active.id, { name: values.name, sharedRoleId, version: p.active.version })
        : await createView({ listId: p.listId, name: values.name, state: p.currentState(), sharedRoleId });
    await p.onChanged();
    if (values.makeDefault) await p.onSetDefault(saved.id);
    setDialog(null);
    void message.success(tp('views.saved'));
  };

  return (
    <>
      <Dropdown menu={{ items, onClick, selectable: true, selectedKeys: p.active ? [`v:${p.active.id}`] : [] }} trigger={['click']}>
        <Button data-testid="views-button" data-active-view={p.active?.name ?? ''}>
          {p.active ? tp('views.current', { name: p.active.name }) : tp('views.title')} <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {dialog ? (
        <SaveViewDialog
          initial={dialog === 'edit' && p.active ? { name: p.active.name, sharedRoleId: p.active.sharedRoleId ?? undefined } : undefined}
          roleIds={p.roleIds}
          onCancel={() => setDialog(null)}
          onSubmit={submit}
          isDefault={dialog === 'edit' && p.active?.id === p.defaultViewId}
        />
      ) : null}
    </>
  );
}
