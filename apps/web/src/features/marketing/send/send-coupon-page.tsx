import { useTranslation } from 'react-i18next';
import { ListPage, type ListColumn } from '../../../components/list-page';
import { fetchDispenses, type DispenseRow } from '../api';
import { text, time } from '../format';
import '../i18n';
import { SendForm } from './send-form';
import { SendImport } from './send-import';

/** /sendcoupon: send a coupon to designated students, and the sending records below. */
export function SendCouponPage() {
  const { t: tr } = useTranslation('marketing');
  const columns: ListColumn<DispenseRow>[] = [
    { key: 'coupon_name', title: tr('send.coupon'), width: 200 },
    { key: 'source_text', title: tr('send.source'), width: 100 },
    { key: 'total', title: tr('send.total'), width: 80 },
    { key: 'success_num', title: tr('send.success'), width: 80 },
    { key: 'fail_num', title: tr('send.fail'), width: 80 },
    { key: 'end_date', title: tr('send.endDate'), width: 150, render: (v: number | null) => time(v) },
    { key: 'staff_name', title: tr('common.staff'), width: 100, render: (v: string | null) => text(v) },
    { key: 'ctime', title: tr('common.ctime'), width: 150, render: (v: number) => time(v) },
  ];
  return (
    <>
      <SendForm />
      <SendImport />
      <ListPage<DispenseRow>
        listId="marketing-coupon-dispenses"
        title={tr('send.records')}
        rowKey={(r) => r.id}
        columns={columns}
        fetch={(q, signal) => fetchDispenses(q.page, Math.min(q.size, 200), undefined, signal)}
      />
    </>
  );
}
