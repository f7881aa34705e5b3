import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runCouponImport, uploadSheet, type CouponImportReport } from '../api-import';
import { errText } from '../format';

/** Sending by spreadsheet (手机号 / 学员编号, 优惠券ID, 到期时间): a dry run first, then the import when every row passes. */
export function SendImport() {
  const { t: tr } = useTranslation('marketing');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ key: string; name: string } | null>(null);
  const [report, setReport] = useState<CouponImportReport | null>(null);
  const check = useMutation({
    mutationFn: async (f: File) => {
      const key = await uploadSheet(f);
      setFile({ key, name: f.name });
      return runCouponImport(key, f.name, true);
    },
    onMutate: () => setReport(null),
    onSuccess: setReport,
  });
  const write = useMutation({
    mutationFn: () => runCouponImport(file!.key, file!.name, false),
    onSuccess: (r) => {
      setReport(r);
      setFile(null);
      void client.invalidateQueries({ queryKey: ['list'] });
    },
  });
  const error = check.error ?? write.error;
  const canWrite = Boolean(file && report && !report.written && report.failed === 0);
  return (
    <Card title={tr('import.title')} size="small" style={{ marginBottom: 12 }}>
      <Typography.Paragraph type="secondary">{tr('import.columns')}</Typography.Paragraph>
      <input
        ref={input}
        type="file"
        accept=".xlsx"
        hidden
        onChange={(e) => e.target.files?.[0] && check.mutate(e.target.files[0])}
        data-testid="import-file"
      />
      <Space>
        <Button icon={<UploadOutlined />} loading={check.isPending} onClick={() => input.current?.click()}>
          {tr('import.choose')}
        </Button>
        <Button type="primary" disabled={!canWrite} loading={write.isPending} onClick={() => write.mutate()} data-testid="import-run">
          {tr('import.run')}
        </Button>
      </Space>
      {error ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={errText(error)} /> : null}
      {report ? (
        <div style={{ marginTop: 12 }} data-testid="import-report">
          <Alert
            showIcon
            type={report.failed ? 'warning' : 'success'}
            message={tr(report.written ? 'import.written' : 'import.checked', { ok: report.success ?? 0, fail: report.failed ?? 0 })}
          />
          <Table
            size="small"
            rowKey="row"
            pagination={{ pageSize: 10 }}
            dataSource={(report.rows ?? []).filter((r) => !r.ok)}
            columns={[
              { dataIndex: 'row', title: '#' },
              { dataIndex: 'error', title: tr('send.reason') },
            ]}
          />
        </div>
      ) : null}
    </Card>
  );
}
