import { ToolOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The area's name as the menu shows it. */
  area: string;
  /** Where the spec describes it, e.g. "01 §4.2". */
  specRef?: string;
  path: string;
}

/** An area that is not built yet: says so clearly instead of a blank screen. */
export function BuildingSoon({ area, specRef, path }: Props) {
  const { t } = useTranslation();
  return (
    <div className="building-soon" data-testid="building-soon" data-area={area} data-spec={specRef ?? ''}>
      <ToolOutlined className="building-soon-icon" />
      <h3 className="building-soon-title">{t('building.title', { area })}</h3>
      <p className="building-soon-text">{specRef ? t('building.spec', { spec: specRef }) : t('building.noSpec')}</p>
      <Tag>{path}</Tag>
    </div>
  );
}
