import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { fetchInvoiceRecords, type InvoiceRow } from '../api/invoice-records';
import { text, time, yuan } from '../format';
import '../i18n';
import { nums, str, timeRange } from '../rest-filter';
import { InvoiceActionDialog, type InvoiceAction } from './invoice-action-dialog';

const CAN_ISSUE = [0, 3];
const CAN_VOID = [0, 2, 3];

/** /invoiceManage: invoice records (status 0–4, title type, company, tax number, money, email, phone); issue and void. */
export function InvoicePage() {
  const { t: tr } = useTranslation('trading');
  const statuses = tr('invoice.statuses', { returnObjects: true }) as string[];
  const [acting, setActing] = useState<{ action: InvoiceAction; row: InvoiceRow } | null>(null);
  const columns: ListColumn<InvoiceRow>[] = [
    { key: 'outTradeNo', title: tr('order.outTradeNo'), width: 220, render: (v: string | null) => text(v) },
    {
      key: 'invoiceStatusText',
      title: tr('invoice.status'),
      width: 100,
      render: (v: string | null) => <span data-testid="invoice-status">{text(v)}</span>,
    },
    { key: 'titleTypeText', title: tr('invoice.titleType'), width: 90, render: (v: string | null) => text(v) },
    { key: 'invoiceTypeText', title: tr('invoice.invoiceType'), width: 130, render: (v: string | null) => text(v) },
    { key: 'companyName', title: tr('invoice.company'), width: 180, ellipsis: true, render: (v: string | null) => text(v) },
    { key: 'taxnum', title: tr('invoice.taxnum'), width: 180, render: (v: string | null) => text(v) },
    { key: 'money', title: tr('invoice.money'), width: 100, align: 'right', render: (v: number | null) => yuan(v) },
    { key: 'email', title: tr('invoice.email'), width: 190, render: (v: string | null) => text(v) },
    { key: 'phone', title: tr('invoice.phone'), width: 130, render: (v: string | null) => text(v) },
    { key: 'invoiceNo', title: tr('invoice.invoiceNo'), width: 150, render: (v: string | null) => text(v) },
    { key: 'staffName', title: tr('refund.staff'), width: 100, render: (v: string | null) => text(v) },
    { key: 'applyTime', title: tr('invoice.applyTime'), width: 170, render: (v: number | null) => time(v) },
    { key: 'issueTime', title: tr('invoice.issueTime'), width: 170, render: (v: number | null) => time(v) },
    {
      key: 'actions',
      title: tr('order.actions'),
      width: 120,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0}>
          {CAN_ISSUE.includes(r.invoiceStatus) ? (
            <Button type="link" size="small" onClick={() => setActing({ action: 'issue', row: r })} data-testid="invoice-issue">
              {tr('invoiceAction.issue')}
            </Button>
          ) : null}
          {CAN_VOID.includes(r.invoiceStatus) ? (
            <Button type="link" size="small" danger onClick={() => setActing({ action: 'void', row: r })} data-testid="invoice-void">
              {tr('invoiceAction.void')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<InvoiceRow>
        listId="trading-invoices"
        title={tr('invoice.title')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={2020}
        filters={[
          { kind: 'text', name: 'outTradeNo', label: tr('order.outTradeNo'), maxLength: 64 },
          {
            kind: 'select',
            name: 'status',
            label: tr('invoice.status'),
            multiple: true,
            options: statuses.map((label, i) => ({ value: String(i), label })),
          },
          {
            kind: 'select',
            name: 'titleType',
            label: tr('invoice.titleType'),
            options: [
              { value: '1', label: tr('invoice.personal') },
              { value: '2', label: tr('invoice.companyTitle') },
            ],
          },
          { kind: 'text', name: 'companyName', label: tr('invoice.company'), maxLength: 100 },
          { kind: 'text', name: 'taxnum', label: tr('invoice.taxnum'), maxLength: 30 },
          { kind: 'text', name: 'phone', label: tr('invoice.phone'), maxLength: 20, width: 150 },
          { kind: 'dateRange', name: 'ctime', label: tr('invoice.applyTime'), width: 250 },
        ]}
        fetch={(q, signal) =>
          fetchInvoiceRecords(
            {
              invoiceStatus: nums(q.filters.status),
              titleType: str(q.filters.titleType as string) ? Number(q.filters.titleType) : undefined,
              outTradeNo: str(q.filters.outTradeNo),
              companyName: str(q.filters.companyName),
              taxnum: str(q.filters.taxnum),
              phone: str(q.filters.phone),
              ...timeRange(q.filters.ctime),
              page: q.page,
              size: Math.min(q.size, 200),
            },
            signal,
          )
        }
      />
      {acting ? <InvoiceActionDialog action={acting.action} row={acting.row} onClose={() => setActing(null)} /> : null}
    </>
  );
}
