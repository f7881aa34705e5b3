import { useState } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HistoryEntity } from './api';
import { NS } from './i18n';
import { RecordHistoryDrawer } from './record-history-drawer';

/** The 操作记录 button of a detail page: one line per page (`<RecordHistoryButton entity="order" entityId={id} />`). */
export function RecordHistoryButton({ entity, entityId }: { entity: HistoryEntity; entityId: string }) {
  const { t: tr } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)} data-testid="record-history-open">
        {tr('history.open')}
      </Button>
      <RecordHistoryDrawer entity={entity} entityId={entityId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
