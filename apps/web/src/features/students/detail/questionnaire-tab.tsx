import { useState } from 'react';
import { Descriptions, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studentKeys } from '../api/keys';
import { fetchAnswers, type AnswerRow, type Question } from '../api/questionnaires';
import { fmtTime } from './record-table';

/** A student's answer to one question: answers are `[{questionId, value}]` (or an object by question id). */
function answerOf(answers: unknown, q: Question, index: number): string {
  const id = q.id ?? `q${index + 1}`;
  let v: unknown;
  if (Array.isArray(answers)) v = (answers as Array<{ questionId?: string; value?: unknown }>).find((a) => a.questionId === id)?.value;
  else if (answers && typeof answers === 'object') v = (answers as Record<string, unknown>)[id];
  if (v === undefined || v === null || v === '') return '-';
  return Array.isArray(v) ? v.join('、') : String(v);
}

/** Questionnaires the student answered (in the app); a row opens the questions with the answers. */
export function QuestionnaireTab({ uid }: { uid: string }) {
  const { t: tr } = useTranslation('students');
  const [page, setPage] = useState(1);
  const size = 10;
  const q = useQuery({
    queryKey: studentKeys.tab(uid, 'questionnaires', { page }),
    queryFn: ({ signal }) => fetchAnswers(uid, page, size, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<AnswerRow>
      data-testid="tab-table-questionnaires"
      size="small"
      rowKey="id"
      loading={q.isFetching}
      dataSource={q.data?.content ?? []}
      columns={[
        { key: 'title', dataIndex: 'title', title: tr('common.name') },
        { key: 'count', title: tr('quest.questions'), render: (_v, r) => (r.questions ?? []).length },
        { key: 'submitTime', dataIndex: 'submitTime', title: tr('quest.submitted'), render: fmtTime },
      ]}
      expandable={{
        expandedRowRender: (r) => (
          <Descriptions size="small" column={1} bordered>
            {(r.questions ?? []).map((question, i) => (
              <Descriptions.Item key={question.id ?? i} label={question.title}>
                {answerOf(r.answers, question, i)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ),
      }}
      pagination={{ current: page, pageSize: size, total: q.data?.totalElements ?? 0, onChange: setPage }}
    />
  );
}
