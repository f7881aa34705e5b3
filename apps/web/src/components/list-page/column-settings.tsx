import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './types';

interface Props<T> {
  columns: ListColumn<T>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
  onReset: () => void;
}

/** Show or hide columns; the choice is remembered per list. */
export function ColumnSettings<T>({ columns, hidden, onChange, onReset }: Props<T>) {
  const { t } = useTranslation();
  const content = (
    <Space direction="vertical" size={4} data-testid="column-settings">
      {columns.map((c) => (
        <Checkbox
          key={c.key}
          checked={!hidden.has(c.key)}
          onChange={(e) => {
            const next = new Set(hidden);
            if (e.target.checked) next.delete(c.key);
            else next.add(c.key);
            onChange(next);
          }}
        >
          {c.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={onReset} style={{ padding: 0 }}>
        {t('list.resetColumns')}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title={t('list.columns')}>
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('list.columns')} />
      </Tooltip>
    </Popover>
  );
}
