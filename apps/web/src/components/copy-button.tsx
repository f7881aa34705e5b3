import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../platform/feedback/copy';

/** The directive form of the copy helper: a small button bound to a value. */
export function CopyButton({ value }: { value: string | number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('copy.action')}>
      <Button
        type="link"
        size="small"
        icon={<CopyOutlined />}
        aria-label={t('copy.action')}
        onClick={(e) => {
          e.stopPropagation();
          void copyText(value, 'directive');
        }}
      />
    </Tooltip>
  );
}
