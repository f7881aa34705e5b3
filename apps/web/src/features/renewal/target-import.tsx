import { Alert, Button, Input, List, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePasted, targetApi, type ImportReport } from './api';
import './i18n';

/** Detail import: paste rows from a sheet, check them (dry run, nothing written), then import (all or nothing). */
export function TargetImport({ targetId, onImported }: { targetId: string; onImported: () => void }) {
  const { t: tr } = useTranslation('renewal');
  const [pasted, setPasted] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = parsePasted(pasted);
  const call = async (dryRun: boolean) => {
    setBusy(true);
    try {
      const r = await targetApi.import(targetId, rows, dryRun);
      setReport(r);
      if (r.written) {
        setPasted('');
        onImported();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" message={tr('target.pasteHint')} />
      <Input.TextArea rows={5} value={pasted} data-testid="target-paste" onChange={(e) => (setPasted(e.target.value), setReport(null))} />
      <Space>
        <Button disabled={!rows.length} loading={busy} onClick={() => void call(true)} data-testid="target-check">
          {tr('target.check')}
        </Button>
        <Button
          type="primary"
          disabled={!report || report.failed > 0 || report.written}
          loading={busy}
          onClick={() => void call(false)}
          data-testid="target-import-run"
        >
          {tr('target.confirmImport', { count: rows.length })}
        </Button>
      </Space>
      {report ? (
        <Alert
          type={report.failed ? 'error' : 'success'}
          data-testid="target-report"
          message={`${report.written ? `${tr('target.imported')} · ` : ''}${tr('target.report', { total: report.total, success: report.success, failed: report.failed })}`}
          description={
            report.failed ? (
              <List
                size="small"
                dataSource={report.rows.filter((r) => !r.ok)}
                renderItem={(r) => <List.Item>{tr('target.row', { row: r.row, error: r.error })}</List.Item>}
              />
            ) : null
          }
        />
      ) : null}
    </Space>
  );
}
