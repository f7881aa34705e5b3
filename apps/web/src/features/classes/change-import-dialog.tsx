import { useTranslation } from 'react-i18next';
import './i18n';
import { SheetImportDialog, runImportJob } from '../../components/sheet-import';

/** The sheet's column titles (the server's classes.change import kind reads these). */
const TITLES = '手机号、学员ID、调出班级ID、调入班级ID、调班原因';

/** /manageChangeClass from a spreadsheet, as jobs: dry run with the row-by-row report, then the all-or-nothing move. */
export function ChangeImportDialog({ onClose }: { onClose: () => void }) {
  const { t: tr } = useTranslation('classes');
  return (
    <SheetImportDialog
      title={tr('change.fileTitle')}
      titles={TITLES}
      dryRun={(key, name, onProgress) => runImportJob('classes.change', key, name, true, onProgress)}
      run={(key, name, onProgress) => runImportJob('classes.change', key, name, false, onProgress)}
      confirmText={(count) => tr('change.fileConfirm', { count })}
      doneText={(success) => tr('change.fileDone', { success })}
      onClose={onClose}
    />
  );
}
