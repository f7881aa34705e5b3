import { useTranslation } from 'react-i18next';
import { SheetImportDialog, runImportJob } from '../../../components/sheet-import';

const TITLES = '手机号、用户编号、订单号、订单类型、实付金额、订单金额、套餐ID、套餐名称、支付时间、支付方式、备注';

/** Import of completed orders (/order) as jobs: dry run with the row-by-row report, then the all-or-nothing import. */
export function OrderImportDialog({ onClose }: { onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  return (
    <SheetImportDialog
      title={tr('orderImport.title')}
      titles={TITLES}
      dryRun={(key, name, onProgress) => runImportJob('orders.completed', key, name, true, onProgress)}
      run={(key, name, onProgress) => runImportJob('orders.completed', key, name, false, onProgress)}
      confirmText={(count) => tr('orderImport.confirmText', { count })}
      doneText={(success) => tr('orderImport.done', { success })}
      onClose={onClose}
    />
  );
}
