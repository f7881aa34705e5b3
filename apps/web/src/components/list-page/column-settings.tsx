import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import '../power/i18n';
import { moveColumn, orderedKeys, toggleColumn } from './column-layout';
import type { ColumnsState } from './views-api';
import type { ListColumn } from './types';

interface Props<T> {
  columns: ListColumn<T>[];
  layout: ColumnsState;
  onChange: (layout: ColumnsState) => void;
  onReset: () => void;
}

/** Show, hide and order columns (widths are dragged on the header); saved per staff and list on the server. */
export function ColumnSettings<T>({ columns, layout, onChange, onReset }: Props<T>) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('power');
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const keys = orderedKeys(columns, layout);
  const content = (
    <Space direction="vertical" size={2} data-testid="column-settings" style={{ maxHeight: 360, overflowY: 'auto' }}>
      {keys.map((key, i) => (
        <Space key={key} size={2} style={{ width: '100%', justifyContent: 'space-between' }}>
          <Checkbox checked={!layout.hidden.includes(key)} onChange={(e) => onChange(toggleColumn(layout, key, e.target.checked))}>
            {byKey.get(key)!.title}
          </Checkbox>
          <span>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={i === 0}
              aria-label={tp('columns.up')}
              onClick={() => onChange(moveColumn(columns, layout, key, -1))}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={i === keys.length - 1}
              aria-label={tp('columns.down')}
              onClick={() => onChange(moveColumn(columns, layout, key, 1))}
            />
          </span>
        </Space>
      ))}
      <Button size="small" type="link" onClick={onReset} style={{ padding: 0 }}>
        {t('list.resetColumns')}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('list.columns')}>
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('list.columns')} data-testid="column-settings-button" />
      </Tooltip>
    </Popover>
  );
}
