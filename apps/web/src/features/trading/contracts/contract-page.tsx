import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { fetchContracts, type ContractRow } from '../api/contract-list';
import { text, time, yuan } from '../format';
import '../i18n';
import { nums, str, timeRange } from '../rest-filter';
import { ContractDetailDrawer } from './contract-detail-drawer';
import { ContractFormDialog } from './contract-form-dialog';

/** /contractManage: the contract list, create (with price lines), detail with modify / sign / stop / delete. */
export function ContractPage() {
  const { t: tr } = useTranslation('trading');
  const statuses = tr('contract.statuses', { returnObjects: true }) as string[];
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const columns: ListColumn<ContractRow>[] = [
    {
      key: 'contractNo',
      title: tr('contract.no'),
      width: 200,
      render: (v: string | null, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(r.id)} data-testid="contract-open">
          {text(v)}
        </Button>
      ),
    },
    { key: 'title', title: tr('contract.titleCol'), width: 200, ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'partyName', title: tr('contract.party'), width: 140, render: (_: unknown, r) => `${text(r.partyName)} ${text(r.partyMobile)}` },
    { key: 'companyName', title: tr('invoice.company'), width: 160, render: (v: string | null) => text(v) },
    { key: 'amount', title: tr('detail.amount'), width: 110, align: 'right', render: (v: number | null) => yuan(v) },
    { key: 'statusText', title: tr('contract.status'), width: 90, render: (v: string | null) => text(v) },
    { key: 'period', title: tr('contract.period'), width: 200, render: (_: unknown, r) => `${text(r.startDate)} ~ ${text(r.endDate)}` },
    { key: 'detailCount', title: tr('contract.details'), width: 90 },
    { key: 'staffName', title: tr('refund.staff'), width: 100, render: (v: string | null) => text(v) },
    { key: 'signTime', title: tr('contract.signTime'), width: 170, render: (v: number | null) => time(v) },
    { key: 'ctime', title: tr('order.ctime'), width: 170, render: (v: number | null) => time(v) },
  ];
  return (
    <>
      <ListPage<ContractRow>
        listId="trading-contracts"
        title={tr('contract.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1600}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="contract-create">
            {tr('contractForm.create')}
          </Button>
        }
        filters={[
          { kind: 'text', name: 'keyword', label: tr('contract.keyword'), maxLength: 100 },
          { kind: 'text', name: 'partyMobile', label: tr('order.mobile'), maxLength: 20, width: 150 },
          {
            kind: 'select',
            name: 'status',
            label: tr('contract.status'),
            multiple: true,
            options: statuses.map((label, i) => ({ value: String(i), label })),
          },
          { kind: 'dateRange', name: 'ctime', label: tr('order.ctime'), width: 250 },
        ]}
        fetch={(q, signal) =>
          fetchContracts(
            {
              status: nums(q.filters.status),
              keyword: str(q.filters.keyword),
              partyMobile: str(q.filters.partyMobile),
              ...timeRange(q.filters.ctime),
              page: q.page,
              size: Math.min(q.size, 200),
            },
            signal,
          )
        }
      />
      {creating ? <ContractFormDialog open onClose={() => setCreating(false)} /> : null}
      <ContractDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
