import { useTranslation } from 'react-i18next';
import { ORG_NS } from './i18n';
import { SheetImportDialog, runImportJob } from '../../components/sheet-import';

/** The sheet's column titles (the server's targets.import kind reads these; 老师编号 or 手机号 names the teacher). */
const TITLES = '老师编号、手机号、期数、级别、类别、目标单数、目标金额';

/** /teacherGoalSetting from a spreadsheet, as jobs: dry run with the row-by-row report, then the all-or-nothing write. */
export function TargetImportDialog({ onClose }: { onClose: () => void }) {
  const { t: tr } = useTranslation(ORG_NS);
  return (
    <SheetImportDialog
      title={tr('target.fileTitle')}
      titles={TITLES}
      dryRun={(key, name, onProgress) => runImportJob('targets.import', key, name, true, onProgress)}
      run={(key, name, onProgress) => runImportJob('targets.import', key, name, false, onProgress)}
      confirmText={(count) => tr('target.fileConfirm', { count })}
      doneText={(success) => tr('target.fileDone', { success })}
      onClose={onClose}
    />
  );
}
