import { Card, Descriptions, Empty, Image, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudentTask, TaskComment } from '../api/tasks';
import { fmtTime } from './record-table';

const images = (v: unknown): string[] => {
  const list = typeof v === 'string' ? (() => { try { return JSON.parse(v) as unknown; } catch { return [v]; } })() : v;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && x.length > 0) : [];
};

/** The text of a comment's content_json (`{text}` from the console, other shapes as JSON). */
function commentText(c: TaskComment): string | null {
  const j = c.content_json;
  if (j == null) return null;
  if (typeof j === 'string') return j;
  if (typeof j === 'object' && typeof (j as { text?: unknown }).text === 'string') return (j as { text: string }).text;
  return JSON.stringify(j);
}

/** One homework upload: images, video and sound; the teachers' comments and feedback. */
export function TaskCard({ task, actions }: { task: StudentTask; actions: React.ReactNode }) {
  const { t: tr } = useTranslation('students');
  const pics = images(task.task_image);
  return (
    <Card size="small" title={`${task.title ?? '-'} ${task.lesson ?? ''}`} extra={actions} data-testid="task-card" data-task-id={task.id}>
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={tr('task.uploaded')}>{fmtTime(task.upload_time)}</Descriptions.Item>
        <Descriptions.Item label={tr('task.overtime')}>{task.is_overtime_text ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={tr('common.status')}>
          <Tag data-testid="task-comment-status">{task.comment_status_text ?? '-'}</Tag>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap align="start" data-testid="task-media">
        {pics.length ? (
          <Image.PreviewGroup>
            {pics.map((src) => (
              <Image key={src} src={src} width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Image.PreviewGroup>
        ) : null}
        {task.task_video ? <video controls preload="none" src={task.task_video} style={{ width: 240 }} data-testid="task-video" /> : null}
        {task.task_sound ? <audio controls preload="none" src={task.task_sound} data-testid="task-sound" /> : null}
        {!pics.length && !task.task_video && !task.task_sound ? <Typography.Text type="secondary">{tr('task.noMedia')}</Typography.Text> : null}
      </Space>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {tr('task.comments')}
      </Typography.Title>
      {task.comments?.length ? (
        <List
          size="small"
          dataSource={task.comments}
          data-testid="task-comments"
          renderItem={(c) => (
            <List.Item>
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <Space size={8}>
                  <Typography.Text strong>{c.teacher?.realname ?? tr('task.staff')}</Typography.Text>
                  <Typography.Text type="secondary">{fmtTime(c.ctime)}</Typography.Text>
                  {c.tag ? <Tag color="gold">{c.tag}</Tag> : null}
                </Space>
                {commentText(c) ? <Typography.Text data-testid="task-comment-text">{commentText(c)}</Typography.Text> : null}
                {c.sound ? <audio controls preload="none" src={c.sound} /> : null}
                {c.video ? <video controls preload="none" src={c.video} style={{ width: 240 }} /> : null}
                {c.feedback_content || c.feedback_type != null ? (
                  <Typography.Text type="secondary">
                    {tr('task.feedback')}: {c.feedback_content ?? '-'}
                  </Typography.Text>
                ) : null}
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tr('task.noComments')} />
      )}
    </Card>
  );
}
