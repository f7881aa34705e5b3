import { Alert, App, Button, Modal, Progress, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadImportReport } from './import-job';
import { SHEET_IMPORT_NS } from './i18n';
import { uploadSheet, type ImportReport, type ImportReportRow } from './upload';

type Progress = (done: number, total: number | null) => void;

export interface SheetImportProps {
  title: string;
  /** The expected column titles, shown in the hint. */
  titles: string;
  /** Checks the uploaded file row by row as a job; writes nothing. */
  dryRun: (fileKey: string, fileName: string, onProgress: Progress) => Promise<ImportReport>;
  /** Writes every row as a job, or none when a row fails. */
  run: (fileKey: string, fileName: string, onProgress: Progress) => Promise<ImportReport>;
  /** The confirmation before the real import. */
  confirmText: (count: number) => string;
  /** The toast after it. */
  doneText: (success: number) => string;
  onClose: () => void;
}

/**
 * A spreadsheet import, run as jobs: choose an .xlsx → dry run (row-by-row report, nothing written,
 * the report downloadable) → when every row passes, import them all after a confirmation (all or
 * nothing) → the final report. Used by the import of completed orders (/order) and the express import
 * (/express). Mounted only while open.
 */
export function SheetImportDialog({ title, titles, dryRun: check, run: write, confirmText, doneText, onClose }: SheetImportProps) {
  const { t: tr } = useTranslation(SHEET_IMPORT_NS);
  const { message } = App.useApp();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; key: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number | null } | null>(null);
  const onProgress: Progress = (done, total) => setProgress({ done, total });

  const dryRun = useMutation({
    mutationFn: async (f: File) => {
      const key = await uploadSheet(f);
      setFile({ name: f.name, key });
      return check(key, f.name, onProgress);
    },
    onMutate: () => {
      setReport(null);
      setFile(null);
      setProgress(null);
    },
    onSuccess: setReport,
    onSettled: () => setProgress(null),
  });
  const run = useMutation({
    mutationFn: () => write(file?.key ?? '', file?.name ?? '', onProgress),
    onSettled: () => setProgress(null),
    onSuccess: (r) => {
      setConfirming(false);
      setReport(r);
      void message.success(doneText(r.success));
      void client.invalidateQueries({ queryKey: ['list'] });
      // The import may change any list on screen (orders, classes, targets, …): refetch what is shown.
      void client.invalidateQueries();
    },
    onError: () => setConfirming(false),
  });
  const error = dryRun.error ?? run.error;
  const imported = Boolean(report && !report.dryRun);

  return (
    <>
      <Modal
        title={title}
        open={!confirming}
        width={760}
        onCancel={() => !run.isPending && onClose()}
        footer={
          <Space>
            <Button onClick={onClose} disabled={run.isPending}>
              {tr(imported ? 'close' : 'cancel')}
            </Button>
            {imported ? null : (
              <Button
                type="primary"
                disabled={!report || report.success === 0 || report.failed > 0}
                onClick={() => setConfirming(true)}
                data-testid="import-run"
              >
                {tr('run', { count: report?.success ?? 0 })}
              </Button>
            )}
          </Space>
        }
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{tr('hint', { titles })}</Typography.Paragraph>
        <input
          ref={input}
          type="file"
          accept=".xlsx"
          style={{ display: 'none' }}
          data-testid="import-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) dryRun.mutate(f);
          }}
        />
        <Space style={{ marginBottom: 12 }}>
          <Button
            icon={<UploadOutlined />}
            loading={dryRun.isPending}
            disabled={imported}
            onClick={() => input.current?.click()}
            data-testid="import-choose"
          >
            {tr('choose')}
          </Button>
          {file ? <span>{file.name}</span> : null}
        </Space>
        {progress ? (
          <Progress
            percent={progress.total ? Math.floor((progress.done / progress.total) * 100) : 0}
            format={() => `${progress.done} / ${progress.total ?? '?'}`}
            data-testid="import-progress"
          />
        ) : null}
        {error ? <Alert type="error" showIcon message={error.message} style={{ marginBottom: 12 }} data-testid="import-error" /> : null}
        {report ? (
          <>
            <Alert
              type={report.failed ? 'warning' : 'success'}
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="import-summary"
              message={tr(report.dryRun ? 'dryRunSummary' : 'summary', {
                total: report.total,
                // A commit that found a bad row wrote none of them.
                success: !report.dryRun && report.written === false ? 0 : report.success,
                failed: !report.dryRun && report.written === false ? report.total : report.failed,
              })}
              description={report.failed ? tr('allOrNothing') : undefined}
            />
            {report.id ? (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                style={{ marginBottom: 12 }}
                onClick={() => void downloadImportReport(report.id!)}
                data-testid="import-report-download"
              >
                {tr('downloadReport')}
              </Button>
            ) : null}
            <Table<ImportReportRow>
              size="small"
              rowKey="row"
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              scroll={{ y: 300 }}
              dataSource={report.rows}
              data-testid="import-report"
              columns={[
                { key: 'row', dataIndex: 'row', title: tr('line'), width: 70 },
                {
                  key: 'outTradeNo',
                  dataIndex: 'outTradeNo',
                  title: tr('outTradeNo'),
                  width: 220,
                  render: (v: string | null) => v ?? '-',
                },
                {
                  key: 'result',
                  title: tr('state'),
                  render: (_: unknown, r) =>
                    r.ok ? (
                      <Tag color="green">{tr(report.dryRun ? 'rowOk' : 'rowImported')}</Tag>
                    ) : (
                      <Tag color="red" data-testid="import-row-error">
                        {r.error}
                      </Tag>
                    ),
                },
              ]}
            />
          </>
        ) : null}
      </Modal>
      <Modal
        title={tr('confirmTitle')}
        open={confirming}
        onCancel={() => !run.isPending && setConfirming(false)}
        onOk={() => run.mutate()}
        okText={tr('confirm')}
        cancelText={tr('cancel')}
        okButtonProps={{ loading: run.isPending, 'data-testid': 'import-confirm' }}
      >
        {confirmText(report?.success ?? 0)}
      </Modal>
    </>
  );
}
