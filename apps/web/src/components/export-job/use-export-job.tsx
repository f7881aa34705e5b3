import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createExportJob, type ExportRecord, type ExportRequest, type RestExportRequest } from './api';
import { ExportProgress } from './export-progress';
import { EXPORTS_NS } from './i18n';

/**
 * "Export current filter" as a job: queues the export and shows its progress in a notification that
 * stays until closed; the export centre (/exportRecord) lists it too. Resolves with the new record.
 */
export function useExportJob(): (req: ExportRequest | RestExportRequest) => Promise<ExportRecord> {
  const { notification } = App.useApp();
  const { t: te } = useTranslation(EXPORTS_NS);
  const navigate = useNavigate();
  return useCallback(
    async (req: ExportRequest | RestExportRequest) => {
      const rec = await createExportJob(req);
      const key = `export-${rec.id}`;
      const onOpenCentre = () => {
        notification.destroy(key);
        void navigate('/exportRecord');
      };
      const onEnd = (r: ExportRecord) => {
        const title = r.status === 'done' ? 'doneTitle' : r.status === 'failed' ? 'failedTitle' : 'cancelledTitle';
        notification.open({
          key,
          title: te(title, { name: r.fileName }),
          description: <ExportProgress initial={r} onOpenCentre={onOpenCentre} />,
          duration: 0,
          placement: 'bottomRight',
        });
      };
      notification.open({
        key,
        title: te('progressTitle', { name: rec.fileName }),
        description: <ExportProgress initial={rec} onEnd={onEnd} onOpenCentre={onOpenCentre} />,
        duration: 0,
        placement: 'bottomRight',
      });
      return rec;
    },
    [notification, te, navigate],
  );
}
