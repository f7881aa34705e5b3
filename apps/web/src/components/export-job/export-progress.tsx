import { useEffect, useState } from 'react';
import { Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadExport, exportDetail, isFinal, type ExportRecord } from './api';
import { EXPORTS_NS } from './i18n';

const POLL_MS = 1000;

/** Percent done of an export (0 while the total is unknown). */
export function percentOf(r: Pick<ExportRecord, 'progressDone' | 'progressTotal' | 'status'>): number {
  if (r.status === 'done') return 100;
  if (!r.progressTotal) return 0;
  return Math.min(99, Math.floor((r.progressDone / r.progressTotal) * 100));
}

/**
 * What the notification of an export shows: its progress while it runs (polled every second; the
 * server also sends a notification when it ends), then download or the reason it failed.
 */
export function ExportProgress(props: { initial: ExportRecord; onEnd?: (r: ExportRecord) => void; onOpenCentre: () => void }) {
  // Rendered by the notification holder, outside the router: navigation comes in as onOpenCentre.
  const { initial, onEnd, onOpenCentre } = props;
  const { t: te } = useTranslation(EXPORTS_NS);
  const [rec, setRec] = useState(initial);

  useEffect(() => {
    if (isFinal(rec.status)) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      exportDetail(rec.id, controller.signal).then(
        (next) => {
          setRec(next);
          if (isFinal(next.status)) onEnd?.(next);
        },
        () => setRec((r) => ({ ...r })),
      );
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [rec, onEnd]);

  const rows =
    rec.progressTotal === null
      ? te('rowsNoTotal', { done: rec.progressDone })
      : te('rows', { done: rec.progressDone, total: rec.progressTotal });
  return (
    <div data-testid="export-progress" data-status={rec.status}>
      <Progress
        percent={percentOf(rec)}
        size="small"
        status={rec.status === 'failed' ? 'exception' : rec.status === 'done' ? 'success' : 'active'}
      />
      <div>
        <Typography.Text type="secondary">
          {te(`status.${rec.status}`)} · {rows}
        </Typography.Text>
      </div>
      {rec.status === 'failed' && rec.error ? <Typography.Paragraph type="danger">{rec.error}</Typography.Paragraph> : null}
      <Space style={{ marginTop: 8 }}>
        {rec.downloadable ? (
          <Button size="small" type="primary" onClick={() => void downloadExport(rec.id)} data-testid="export-download">
            {te('download')}
          </Button>
        ) : null}
        <Button size="small" onClick={onOpenCentre} data-testid="export-open-centre">
          {te('openCentre')}
        </Button>
      </Space>
    </div>
  );
}
