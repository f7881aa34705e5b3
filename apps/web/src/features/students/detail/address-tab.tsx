import { useState } from 'react';
import { App, Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConflictDialog, conflictOf, type VersionConflict } from '../../../components/edit-conflict';
import { showErrorOnce } from '../../../platform/feedback/toast';
import { fetchAddresses, type Address } from '../api/addresses';
import { createAddress, setDefaultAddress, updateAddress } from '../api/address-book';
import { studentKeys } from '../api/keys';
import { AddressForm, type AddressFormValues } from './address-form';

const isDefault = (a: Address) => Boolean(a.isDefault ?? a.is_default);
const clean = (v: AddressFormValues) => ({
  receiptName: v.receiptName.trim(),
  receiptTel: v.receiptTel.trim(),
  province: v.province?.trim() || undefined,
  city: v.city?.trim() || undefined,
  area: v.area?.trim() || undefined,
  street: v.street?.trim() || undefined,
  addressDetail: v.addressDetail.trim(),
});

/** Address book: create, edit, make default (default first, phones masked). */
export function AddressTab({ uid }: { uid: string }) {
  const { t: tr } = useTranslation('students');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Address | null | 'new'>(null);
  const [conflict, setConflict] = useState<{ c: VersionConflict; mine: AddressFormValues } | null>(null);
  const q = useQuery({ queryKey: studentKeys.addresses(uid), queryFn: ({ signal }) => fetchAddresses(uid, signal) });
  const refresh = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: studentKeys.addresses(uid) });
  };
  const save = useMutation({
    mutationFn: ({ v, version }: { v: AddressFormValues; version?: number }) =>
      editing && editing !== 'new' ? updateAddress(uid, editing.id, clean(v), version) : createAddress(uid, clean(v), Boolean(v.isDefault)),
    onSuccess: () => {
      setEditing(null);
      setConflict(null);
      refresh(tr('addr.saved'));
    },
    onError: (e, { v }) => {
      const c = conflictOf(e);
      if (c) setConflict({ c, mine: v });
      else showErrorOnce(e instanceof Error ? e.message : String(e));
    },
  });
  const version = editing && editing !== 'new' ? editing.version : undefined;
  const makeDefault = (a: Address) =>
    modal.confirm({
      title: tr('addr.confirmDefault'),
      okText: tr('common.ok'),
      cancelText: tr('common.cancel'),
      onOk: async () => {
        await setDefaultAddress(uid, a.id);
        refresh(tr('addr.defaultSet'));
      },
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="addr-add">
        {tr('addr.add')}
      </Button>
      <Table<Address>
        data-testid="tab-table-addresses"
        size="small"
        rowKey="id"
        loading={q.isFetching}
        pagination={false}
        dataSource={q.data ?? []}
        columns={[
          { key: 'name', title: tr('addr.receiptName'), render: (_v, a) => a.receiptName ?? a.receipt_name },
          { key: 'tel', title: tr('addr.receiptTel'), render: (_v, a) => a.receiptTel ?? a.receipt_tel },
          {
            key: 'address',
            title: tr('detail.addresses'),
            render: (_v, a) => [a.province, a.city, a.area, a.street, a.addressDetail ?? a.address_detail].filter(Boolean).join(' '),
          },
          {
            key: 'default',
            title: tr('detail.default'),
            render: (_v, a) =>
              isDefault(a) ? (
                <Tag color="blue" data-testid="addr-is-default">
                  {tr('detail.default')}
                </Tag>
              ) : null,
          },
          {
            key: 'actions',
            title: tr('common.actions'),
            render: (_v, a) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(a)} data-testid="addr-edit">
                  {tr('addr.edit')}
                </Button>
                {!isDefault(a) && (
                  <Button type="link" size="small" onClick={() => makeDefault(a)} data-testid="addr-make-default">
                    {tr('addr.setDefault')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <AddressForm
        open={editing !== null}
        editing={editing === 'new' ? null : editing}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={(v) => save.mutate({ v, version })}
      />
      <ConflictDialog
        conflict={conflict?.c ?? null}
        mine={conflict ? clean(conflict.mine) : {}}
        labels={Object.fromEntries(
          ['receiptName', 'receiptTel', 'province', 'city', 'area', 'street', 'addressDetail'].map((k) => [k, tr(`addr.${k}`)]),
        )}
        overwriting={save.isPending}
        onCancel={() => setConflict(null)}
        onReload={() => {
          setConflict(null);
          setEditing(null);
          refresh(tr('addr.reloaded'));
        }}
        onOverwrite={() => conflict && save.mutate({ v: conflict.mine, version: conflict.c.version })}
      />
    </Space>
  );
}
