import { Badge, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUrlTab } from '../../components/list-page/use-url-tab';
import { fetchClueCounts, LIBRARIES } from './api';
import { ClueList } from './clue-list';
import './i18n';

/**
 * /threadManage (and the hidden /clueLibrary): the lead library, one tab per library with its count
 * (ClueCount count0..count6 in one document), the tab's clues below.
 */
const LIBRARY_KEYS = LIBRARIES.map(String);

export function ThreadManagePage({ titleKey = 'title.threadManage' }: { titleKey?: string }) {
  const { t: tr } = useTranslation('clues');
  const [libKey, setLib] = useUrlTab(LIBRARY_KEYS, '2000');
  const lib = Number(libKey);
  const counts = useQuery({ queryKey: ['clues', 'counts'], queryFn: ({ signal }) => fetchClueCounts({}, signal) });
  return (
    <ClueList
      key={lib}
      listId={`clues-library-${lib}`}
      title={tr(titleKey)}
      base={{ clue_status: lib }}
      above={
        <Tabs
          activeKey={String(lib)}
          onChange={setLib}
          items={LIBRARIES.map((l) => ({
            key: String(l),
            label: (
              <span data-testid={`clue-tab-${l}`}>
                {tr(`lib.${l}`)}{' '}
                <Badge count={counts.data?.[l] ?? 0} overflowCount={9_999_999} showZero color="#8c8c8c" data-testid={`clue-count-${l}`} />
              </span>
            ),
          }))}
        />
      }
    />
  );
}

export function ClueLibraryPage() {
  return <ThreadManagePage titleKey="title.clueLibrary" />;
}
