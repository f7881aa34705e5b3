import { DICTIONARIES, type Dictionary } from '@console/domain';
import { defineModel } from '../../../platform/query';

/**
 * Teachers' outbound calls (spec 02 §7 "teacher outbound stats and records"; the /statistics and
 * /record pages). Records are `call_record` rows with record_type 1 (outbound); the stats are one row
 * per teacher per day (Asia/Shanghai), so a date range plus TeacherOutboundStatStatistics
 * (termField teacher_id, sumField call_count) gives per-teacher totals over any period.
 * Access: the call-center area, the area of the pages that show them (see docs/decisions/query-roots.md).
 */

const CALL_TYPE: Dictionary = { 1: { zh: '呼出', en: 'Outbound' }, 2: { zh: '呼入', en: 'Inbound' } };
const LOCAL_DAY = "date_trunc('day', c.start_time AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'";

export const TeacherOutboundRecordModel = defineModel({
  name: 'TeacherOutboundRecord',
  description: 'an outbound call of a teacher',
  source: 'call_record',
  access: { area: 'call-center' },
  subjectColumn: 'subject',
  where: 't.record_type = 1',
  defaultSort: { start_time: 'desc' },
  roots: ['Page', 'List', 'Statistics'],
  fields: {
    id: { type: 'id' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    uid: { type: 'id' },
    teacher_id: { type: 'id' },
    cno: { type: 'string' },
    call_type: { type: 'int', label: CALL_TYPE },
    customer_number: { type: 'string', mask: 'mobile' },
    cdr_status: { type: 'int', label: DICTIONARIES.callCdrStatus },
    start_time: { type: 'time' },
    answer_time: { type: 'time' },
    end_time: { type: 'time' },
    answer_duration: { type: 'int', description: 'seconds' },
    end_reason: { type: 'string' },
    record_file: { type: 'string' },
    ctime: { type: 'time' },
  },
  relations: { teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' } },
});

export const TeacherOutboundStatModel = defineModel({
  name: 'TeacherOutboundStat',
  description: 'outbound calls of one teacher on one day',
  source: `SELECT c.subject, c.teacher_id, ${LOCAL_DAY} AS stat_date,
      c.teacher_id::text || '-' || to_char(${LOCAL_DAY}, 'YYYYMMDD') AS id,
      count(*)::bigint AS call_count,
      count(*) FILTER (WHERE c.cdr_status = 22)::bigint AS answered_count,
      sum(c.answer_duration)::bigint AS total_duration
    FROM call_record c
    WHERE c.record_type = 1 AND c.teacher_id IS NOT NULL
    GROUP BY c.subject, c.teacher_id, ${LOCAL_DAY}`,
  access: { area: 'call-center' },
  subjectColumn: 'subject',
  defaultSort: { stat_date: 'desc', teacher_id: 'asc' },
  roots: ['Page', 'List', 'Statistics'],
  fields: {
    id: { type: 'string', description: '<teacher_id>-<yyyymmdd>' },
    subject: { type: 'int', label: DICTIONARIES.subject },
    teacher_id: { type: 'id' },
    stat_date: { type: 'time', description: 'the day (00:00 Asia/Shanghai)' },
    call_count: { type: 'int' },
    answered_count: { type: 'int' },
    unanswered_count: { type: 'int', sql: 't.call_count - t.answered_count' },
    total_duration: { type: 'int', description: 'seconds answered' },
    answer_rate: { type: 'float', sql: 'round(t.answered_count::numeric / NULLIF(t.call_count, 0), 4)::float8' },
    avg_duration: { type: 'float', sql: 'round(t.total_duration::numeric / NULLIF(t.answered_count, 0), 1)::float8' },
  },
  relations: { teacher: { model: 'Teacher', localField: 'teacher_id', foreignField: 'id' } },
});
