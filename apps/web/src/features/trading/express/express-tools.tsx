import { Button, Drawer, Space, Table } from 'antd';
import { HistoryOutlined, ImportOutlined, SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImportList, type ImportBatch } from '../api/express-config';
import { text, time } from '../format';
import { DeliveryStrategies } from './delivery-strategies';
import { SheetImportDialog, runImportJob } from '../../../components/sheet-import';

const TITLES = '订单号、手机号、用户编号、商品类型、商品名称、版本、数量、收货人、收货电话、省、市、区、街道、详细地址、快递公司、快递单号';

/** The /express toolbar: import shipments (dry run, then import), the import list, delivery strategies. */
export function ExpressTools() {
  const { t: tr } = useTranslation('trading');
  const [importing, setImporting] = useState(false);
  const [history, setHistory] = useState(false);
  const [strategies, setStrategies] = useState(false);
  return (
    <Space>
      <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="express-import">
        {tr('expressImport.title')}
      </Button>
      <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} data-testid="express-import-list">
        {tr('expressImport.list')}
      </Button>
      <Button icon={<SettingOutlined />} onClick={() => setStrategies(true)} data-testid="express-strategies">
        {tr('strategy.title')}
      </Button>
      {importing ? (
        <SheetImportDialog
          title={tr('expressImport.title')}
          titles={TITLES}
          dryRun={(key, name, onProgress) => runImportJob('express', key, name, true, onProgress)}
          run={(key, name, onProgress) => runImportJob('express', key, name, false, onProgress)}
          confirmText={(count) => tr('expressImport.confirmText', { count })}
          doneText={(success) => tr('expressImport.done', { success })}
          onClose={() => setImporting(false)}
        />
      ) : null}
      <ImportList open={history} onClose={() => setHistory(false)} />
      <DeliveryStrategies open={strategies} onClose={() => setStrategies(false)} />
    </Space>
  );
}

function ImportList({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t: tr } = useTranslation('trading');
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['trading', 'express-imports', page],
    queryFn: ({ signal }) => fetchImportList(page, 20, signal),
    enabled: open,
    staleTime: 0,
  });
  return (
    <Drawer title={tr('expressImport.list')} open={open} onClose={onClose} size="large" destroyOnHidden>
      <Table<ImportBatch>
        size="small"
        rowKey="id"
        loading={q.isFetching}
        dataSource={q.data?.content ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.totalElements ?? 0, onChange: setPage, hideOnSinglePage: true }}
        data-testid="express-import-batches"
        columns={[
          { key: 'fileName', dataIndex: 'fileName', title: tr('expressImport.file'), render: (v: string | null) => text(v) },
          { key: 'total', dataIndex: 'total', title: tr('expressImport.total'), width: 70 },
          { key: 'successNum', dataIndex: 'successNum', title: tr('expressImport.success'), width: 70 },
          { key: 'failNum', dataIndex: 'failNum', title: tr('expressImport.failed'), width: 70 },
          { key: 'operatorName', dataIndex: 'operatorName', title: tr('refund.staff'), width: 100, render: (v: string | null) => text(v) },
          { key: 'ctime', dataIndex: 'ctime', title: tr('detail.time'), width: 170, render: (v: number) => time(v) },
        ]}
      />
    </Drawer>
  );
}
