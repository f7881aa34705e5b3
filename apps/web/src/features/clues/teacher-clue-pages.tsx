import { Alert, Card, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clueApi } from './api';
import { ClueList } from './clue-list';
import { TeacherPicker } from './teacher-picker';
import { useClueActor } from './use-clue-actor';
import './i18n';

/** Held clues and capacity per stage of one teacher (operation/getTeacherInfo). */
function Holding({ teacherId }: { teacherId: string }) {
  const { t: tr } = useTranslation('clues');
  const { data } = useQuery({ queryKey: ['clues', 'holding', teacherId], queryFn: () => clueApi.teacherInfo(teacherId) });
  return (
    <div data-testid="clue-holding">
      <Space wrap>
        <span>{tr('holding.title')}:</span>
        {(data?.holding ?? []).map((h) => (
          <Tag key={h.stage_no}>
            {tr('holding.stage', { n: h.stage_no })} · {tr('holding.held', { held: h.held })} ·{' '}
            {h.capacity === null ? tr('holding.unlimited') : tr('holding.capacity', { capacity: h.capacity })}
          </Tag>
        ))}
      </Space>
    </div>
  );
}

/** /saleInventory: the clues a chosen teacher holds, with their capacity. */
export function SaleInventoryPage() {
  const { t: tr } = useTranslation('clues');
  const [teacherId, setTeacherId] = useState<string>();
  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Space wrap>
          <TeacherPicker value={teacherId} onChange={setTeacherId} />
          {teacherId ? <Holding teacherId={teacherId} /> : <span>{tr('sale.pickTeacher')}</span>}
        </Space>
      </Card>
      {teacherId ? (
        <ClueList key={teacherId} listId={`clues-sale-${teacherId}`} title={tr('title.saleInventory')} base={{ teacher_id: teacherId }} />
      ) : null}
    </>
  );
}

/** /myClue (and /recruitList for a teacher): the caller's own clues. */
export function MyCluePage() {
  const { t: tr } = useTranslation('clues');
  const actor = useClueActor();
  if (!actor.ownLoaded) return null;
  if (!actor.ownTeacherId) return <Alert type="info" showIcon message={tr('my.notTeacher')} />;
  return (
    <ClueList
      listId="clues-mine"
      title={tr('title.myClue')}
      base={{ teacher_id: actor.ownTeacherId }}
      above={
        <Card size="small" style={{ marginBottom: 12 }}>
          <Holding teacherId={actor.ownTeacherId} />
        </Card>
      }
    />
  );
}

/** /recruitList and /musicalRecruit: new clues waiting in the new sub-library (1001), newest first. */
export function RecruitListPage({ titleKey = 'title.recruitList' }: { titleKey?: string }) {
  const { t: tr } = useTranslation('clues');
  return <ClueList listId={`clues-${titleKey}`} title={tr(titleKey)} base={{ clue_status: 1001 }} />;
}

export function MusicalRecruitPage() {
  return <RecruitListPage titleKey="title.musicalRecruit" />;
}
