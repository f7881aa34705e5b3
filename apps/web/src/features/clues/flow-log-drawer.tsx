import { Drawer, Empty, Skeleton, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchFlowLog } from './api';
import { text, time } from './format';
import './i18n';

/** The flow log of one clue (ClueLogPage), newest first. */
export function FlowLogDrawer({ clueId, onClose }: { clueId: string | null; onClose: () => void }) {
  const { t: tr } = useTranslation('clues');
  const { data, isLoading } = useQuery({
    queryKey: ['clues', 'flowLog', clueId],
    queryFn: () => fetchFlowLog(clueId!),
    enabled: Boolean(clueId),
  });
  return (
    <Drawer open={Boolean(clueId)} onClose={onClose} title={`${tr('log.title')} #${clueId ?? ''}`} width={460}>
      {isLoading ? (
        <Skeleton active />
      ) : !data?.length ? (
        <Empty description={tr('log.none')} />
      ) : (
        <Timeline
          data-testid="flow-log"
          items={data.map((r) => ({
            key: r.id,
            children: (
              <div data-testid="flow-log-item">
                <div>
                  {time(r.flow_time)} · {text(r.flow_type_text)}
                </div>
                <div>
                  {tr('log.from')} {text(r.from_clue_code_text)} {r.fromTeacher?.realname ? `(${r.fromTeacher.realname})` : ''} →{' '}
                  {tr('log.to')} {text(r.to_clue_code_text)} {r.toTeacher?.realname ? `(${r.toTeacher.realname})` : ''}
                </div>
                <div style={{ color: '#666' }}>{text(r.flow_reason)}</div>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
