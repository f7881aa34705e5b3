import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, gqlString } from '../../platform/http/client';
import { TEAM_COLUMNS, type TeamRow } from './api';
import { ClassActions } from './class-actions';
import { AttendanceTab, ChangeLogTab, LessonsTab, WorksTab } from './class-tabs';
import { FollowTab, LogisticsTab, OrdersTab } from './class-more-tabs';
import { ClassStudentsTab } from './class-students-tab';
import { day, pct, text } from './format';
import './i18n';

export const classKey = (id: string) => ['classes', 'team', id] as const;

/** The class detail: header (teacher, WeChat, dates, progress, state), actions, and the tabs of the class. */
export function TeamDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t: tr } = useTranslation('classes');
  const client = useQueryClient();
  const q = useQuery({
    queryKey: classKey(id ?? ''),
    enabled: !!id,
    queryFn: async () => {
      const cols = TEAM_COLUMNS.replace(/teacher_realname|teacher_wechat_no|department_name/g, '');
      const d = await graphql<{
        Team: (TeamRow & { teacher?: { realname: string }; department?: { name: string }; teacherWechat?: { wechat_no: string } }) | null;
      }>(
        `{ Team(query: ${gqlString({ id })}) { ${cols} version current_lesson week teacher { realname } department { name } teacherWechat { wechat_no } } }`,
      );
      return d.Team;
    },
  });
  const team = q.data;
  const states = tr('states', { returnObjects: true }) as string[];
  const refresh = () =>
    void client.invalidateQueries({ queryKey: ['classes'] }).then(() => client.invalidateQueries({ queryKey: ['list'] }));
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size="large"
      width={Math.min(1100, window.innerWidth)}
      title={team?.team_name ?? tr('detail.title')}
      destroyOnHidden
    >
      {!team ? (
        <Skeleton active />
      ) : (
        <div data-testid="class-detail">
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
            <Descriptions.Item label={tr('col.state')}>
              <Tag color={['default', 'green', 'blue'][team.team_state]} data-testid="class-state">
                {states[team.team_state]}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={tr('col.teacher')}>{text(team.teacher?.realname)}</Descriptions.Item>
            <Descriptions.Item label={tr('col.wechat')}>{text(team.teacherWechat?.wechat_no)}</Descriptions.Item>
            <Descriptions.Item label={tr('col.department')}>{text(team.department?.name)}</Descriptions.Item>
            <Descriptions.Item label={tr('col.term')}>{text(team.term)}</Descriptions.Item>
            <Descriptions.Item label={tr('col.enrolled')}>
              <span data-testid="class-enrolled">{team.student_count}</span>/{team.pre_enroll}
            </Descriptions.Item>
            <Descriptions.Item label={tr('col.classStart')}>{day(team.class_start)}</Descriptions.Item>
            <Descriptions.Item label={tr('col.classEnd')}>{day(team.class_end)}</Descriptions.Item>
            <Descriptions.Item label={tr('detail.progress')}>
              {tr('detail.week', { week: (team as unknown as { week: number }).week })}
            </Descriptions.Item>
            <Descriptions.Item label={tr('col.joinRate')}>{pct(team.join_rate)}</Descriptions.Item>
            <Descriptions.Item label={tr('col.completeRate')}>{pct(team.complete_rate)}</Descriptions.Item>
            <Descriptions.Item label={tr('detail.group')}>{text(team.room_wxid)}</Descriptions.Item>
          </Descriptions>
          <ClassActions team={team} onChanged={refresh} />
          <Tabs
            items={[
              { key: 'students', label: tr('tab.students'), children: <ClassStudentsTab team={team} onMoved={refresh} /> },
              { key: 'lessons', label: tr('tab.lessons'), children: <LessonsTab teamId={team.id} /> },
              { key: 'attendance', label: tr('tab.attendance'), children: <AttendanceTab teamId={team.id} /> },
              { key: 'works', label: tr('tab.works'), children: <WorksTab teamId={team.id} /> },
              { key: 'orders', label: tr('tab.orders'), children: <OrdersTab teamId={team.id} /> },
              { key: 'express', label: tr('tab.express'), children: <LogisticsTab teamId={team.id} /> },
              { key: 'follow', label: tr('tab.follow'), children: <FollowTab teamId={team.id} /> },
              { key: 'log', label: tr('tab.changeLog'), children: <ChangeLogTab teamId={team.id} /> },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
