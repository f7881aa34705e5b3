import { useState } from 'react';
import { DownOutlined, SearchOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Input, Popover, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchStudents } from './api';
import { isValidSearchInput, resolveSearch, SEARCH_MAX, type SearchSelector, type StudentHit } from './resolve';

/** Top-bar student search: ID or mobile (default), 4–11 characters, Enter searches. */
export function GlobalSearch({ onOpenStudent }: { onOpenStudent: (id: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selector, setSelector] = useState<SearchSelector>('mobile');
  const [input, setInput] = useState('');
  const [choices, setChoices] = useState<StudentHit[]>([]);

  const search = useMutation({
    mutationFn: (v: { selector: SearchSelector; input: string }) => searchStudents(v.selector, v.input),
    onSuccess: (hits, v) => {
      const outcome = resolveSearch(hits, v.input);
      if (outcome.kind === 'none') void message.warning(t('search.none'));
      else if (outcome.kind === 'one') {
        setChoices([]);
        onOpenStudent(outcome.id);
      } else setChoices(outcome.hits);
    },
  });

  const run = (): void => {
    const value = input.trim();
    if (!isValidSearchInput(value)) {
      void message.warning(t('search.length'));
      return;
    }
    search.mutate({ selector, input: value });
  };

  const picker = (
    <Space direction="vertical" size={0} data-testid="search-choices">
      {choices.map((h) => (
        <Button
          key={h.id}
          type="link"
          size="small"
          onClick={() => {
            setChoices([]);
            onOpenStudent(String(h.id));
          }}
        >
          {[h.username, h.user_num, h.mobile].filter(Boolean).join(' · ')}
        </Button>
      ))}
    </Space>
  );

  return (
    <Popover
      open={choices.length > 0}
      content={picker}
      title={t('search.pick')}
      placement="bottom"
      onOpenChange={(o) => !o && setChoices([])}
      trigger="click"
    >
      <Space.Compact className="global-search" data-testid="global-search">
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [selector],
            items: [
              { key: 'mobile', label: <span data-testid="search-by-mobile">{t('search.byMobile')}</span> },
              { key: 'id', label: <span data-testid="search-by-id">{t('search.byId')}</span> },
            ],
            onClick: ({ key }) => setSelector(key as SearchSelector),
          }}
        >
          <Button style={{ width: 96 }} data-testid="search-selector" data-selector={selector}>
            {selector === 'mobile' ? t('search.byMobile') : t('search.byId')} <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
        <Input
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onPressEnter={run}
          maxLength={SEARCH_MAX}
          placeholder={t('search.placeholder')}
          style={{ width: 180 }}
          allowClear
          data-testid="search-input"
        />
        <Button icon={<SearchOutlined />} onClick={run} loading={search.isPending} aria-label={t('search.action')} />
      </Space.Compact>
    </Popover>
  );
}
