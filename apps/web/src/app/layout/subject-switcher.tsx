import { SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { Subject } from '@console/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  current: Subject;
  subjects: Subject[];
  onSwitch: (s: Subject) => void;
  iconOnly?: boolean;
}

/** Switches the subject line among the staff's subjects (changes the URL's first path segment). */
export function SubjectSwitcher({ current, subjects, onSwitch, iconOnly }: Props) {
  const { t, i18n } = useTranslation();
  const name = (s: Subject): string => (i18n.language === 'en' ? s.nameEn : s.nameZh);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current.key],
        items: subjects.map((s) => ({
          key: s.key,
          label: <span data-testid={`subject-option-${s.key}`}>{name(s)}</span>,
          icon: <img src={s.logo} alt="" width={16} height={16} style={{ verticalAlign: -3 }} />,
        })),
        onClick: ({ key }) => {
          const target = subjects.find((s) => s.key === key);
          if (target && target.key !== current.key) onSwitch(target);
        },
      }}
    >
      <Button
        type="text"
        icon={<SwapOutlined />}
        data-testid="subject-switcher"
        data-subject={current.key}
        // The accessible name contains the visible subject name (WCAG 2.5.3).
        aria-label={iconOnly ? t('layout.switchSubject') : `${t('layout.switchSubject')}: ${name(current)}`}
      >
        {iconOnly ? null : name(current)}
      </Button>
    </Dropdown>
  );
}
