import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importChannelOrders, uploadSheet, type ImportReport } from './api';

/** Channel orders from the filled template: upload, dry run (row by row), then import once. */
export function ChannelImportDialog({ onClose }: { onClose: () => void }) {
  const { t: tr } = useTranslation('channels');
  const [file, setFile] = useState<{ key: string; name: string } | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [idemKey] = useState(() => crypto.randomUUID());
  const check = useMutation({
    mutationFn: async (f: File) => {
      const key = await uploadSheet(f);
      setFile({ key, name: f.name });
      return importChannelOrders(key, f.name, true, idemKey);
    },
    onSuccess: setReport,
    onError: (e: Error) => setError(e.message),
  });
  const run = useMutation({
    mutationFn: () => importChannelOrders(file!.key, file!.name, false, idemKey),
    onSuccess: setReport,
    onError: (e: Error) => setError(e.message),
  });
  const done = Boolean(report?.written);
  return (
    <Modal
      open
      title={tr('import.title')}
      onCancel={onClose}
      width={720}
      footer={
        <Space>
          <Button onClick={onClose}>{tr('common.cancel')}</Button>
          <Button
            type="primary"
            disabled={!report || report.success === 0 || done}
            loading={run.isPending}
            onClick={() => run.mutate()}
            data-testid="channel-import-run"
          >
            {tr('import.run')}
          </Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Upload
        accept=".xlsx"
        showUploadList={false}
        customRequest={({ file: f }) => {
          setError(null);
          setReport(null);
          check.mutate(f as File);
        }}
      >
        <Button icon={<UploadOutlined />} loading={check.isPending} data-testid="channel-import-file">
          {tr('import.choose')}
        </Button>
      </Upload>
      {report ? (
        <>
          <Alert
            style={{ margin: '12px 0' }}
            type={done ? 'success' : report.failed ? 'warning' : 'info'}
            message={tr(done ? 'import.done' : 'import.checked', { total: report.total, success: report.success, failed: report.failed })}
            data-testid="channel-import-summary"
          />
          <Table
            size="small"
            rowKey="row"
            pagination={{ pageSize: 10 }}
            dataSource={report.rows}
            columns={[
              { key: 'row', dataIndex: 'row', title: tr('import.row'), width: 70 },
              { key: 'no', dataIndex: 'outTradeNo', title: tr('import.outTradeNo') },
              { key: 'r', title: tr('import.result'), render: (_: unknown, r) => (r.ok ? tr('import.ok') : r.error) },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
