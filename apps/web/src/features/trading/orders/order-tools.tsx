import { App, Button, Dropdown, Space } from 'antd';
import { DownOutlined, ImportOutlined } from '@ant-design/icons';
import { canAccessArea } from '@console/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportJob } from '../../../components/export-job';
import { dateRangeToMs, type ListQueryState } from '../../../components/list-page';
import { useAuthStore } from '../../../platform/auth/auth-store';
import { nums } from '../rest-filter';
import { OrderImportDialog } from './order-import-dialog';

/**
 * The /order toolbar's renew-order and payment exports (status, order type and time of the current
 * filter; the REST exports take no name filters) and the import of completed orders. Area `exports`.
 */
export function OrderTools({ filters }: { filters: ListQueryState['filters'] }) {
  const { t: tr } = useTranslation('trading');
  const { message } = App.useApp();
  const roleIds = useAuthStore((s) => s.staff?.roleIds) ?? [];
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const startExport = useExportJob();
  if (!canAccessArea(roleIds, 'exports')) return null;

  const range = dateRangeToMs(filters.ctime);
  const body = {
    status: nums(filters.status),
    regtypes: nums(filters.regtype),
    ...(range ? { startTime: range.gte, endTime: range.lte } : {}),
  };
  // A job of the export centre (progress in a notification); the synchronous REST calls stay for the original client.
  const doExport = async (kind: 'renew' | 'payment') => {
    setExporting(true);
    try {
      if (kind === 'renew')
        await startExport({ restApi: '/api/o/v1/order/exportRenewOrder', filter: body, fileName: tr('orderTools.renewFile') });
      else
        await startExport({
          restApi: '/api/o/v1/order/exportPayment',
          filter: { startTime: body.startTime, endTime: body.endTime },
          fileName: tr('orderTools.paymentFile'),
        });
    } catch (e) {
      void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space>
      <Dropdown
        menu={{
          items: [
            { key: 'renew', label: <span data-testid="export-renew">{tr('orderTools.renew')}</span> },
            { key: 'payment', label: <span data-testid="export-payment">{tr('orderTools.payment')}</span> },
          ],
          onClick: ({ key }) => void doExport(key as 'renew' | 'payment'),
        }}
      >
        <Button loading={exporting} data-testid="order-more-export" title={tr('orderTools.hint')}>
          {tr('orderTools.moreExports')} <DownOutlined />
        </Button>
      </Dropdown>
      <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="order-import">
        {tr('orderImport.title')}
      </Button>
      {importing ? <OrderImportDialog onClose={() => setImporting(false)} /> : null}
    </Space>
  );
}
