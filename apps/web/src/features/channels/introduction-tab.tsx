import { DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, sortJson, type ListColumn } from '../../components/list-page';
import type { ListQueryState } from '../../components/list-page/list-query';
import { downloadIntroduction, fetchDepartments, fetchIntroductions, type IntroductionRow } from './intro-api';
import { IntroductionFormDialog } from './introduction-form-dialog';

function introductionFilter(q: ListQueryState): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (q.filters.department) filter.department_id = q.filters.department;
  const title = q.filters.title as string | undefined;
  if (title) filter.title = `*${title}*`;
  return filter;
}

/** The departments' introductions: one per department, its file, and how often it was downloaded. */
export function IntroductionTab() {
  const { t: tr } = useTranslation('channels');
  const client = useQueryClient();
  const [editing, setEditing] = useState<IntroductionRow | 'new' | null>(null);
  const departments = useQuery({ queryKey: ['channels', 'departments'], queryFn: fetchDepartments });
  const download = async (r: IntroductionRow) => {
    try {
      await downloadIntroduction(r);
      void message.success(tr('intro.downloaded'));
      void client.invalidateQueries({ queryKey: ['list'] });
    } catch (e) {
      void message.error((e as Error).message);
    }
  };
  const columns: ListColumn<IntroductionRow>[] = [
    { key: 'department_name', title: tr('intro.department'), width: 160, sortField: 'department_name' },
    { key: 'title', title: tr('intro.title'), width: 200 },
    {
      key: 'file_name',
      title: tr('intro.file'),
      width: 200,
      render: (v: string | null, r) => (r.file_url ? <span data-testid="intro-file">{v ?? r.file_url}</span> : '-'),
    },
    { key: 'channel_name', title: tr('intro.channel'), width: 150, sortable: false, render: (v: string | null) => v ?? '-' },
    {
      key: 'downloads',
      title: tr('intro.downloads'),
      width: 90,
      align: 'right',
      render: (v: number) => <span data-testid="intro-downloads">{v}</span>,
    },
    { key: 'staff_name', title: tr('intro.editor'), width: 100, sortable: false },
    { key: 'utime', title: tr('intro.utime'), width: 160, render: (v: number | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-') },
    {
      key: 'actions',
      title: tr('common.actions'),
      width: 170,
      sortable: false,
      render: (_: unknown, r) => (
        <Space size={4}>
          <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(r)} data-testid="intro-edit">
            {tr('common.edit')}
          </Button>
          <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void download(r)} data-testid="intro-download">
            {tr('intro.download')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListPage<IntroductionRow>
        listId="channel-introductions"
        title={tr('intro.listTitle')}
        rowKey={(r) => r.id}
        columns={columns}
        scrollX={1200}
        onOpenRow={(r) => setEditing(r)}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="intro-create">
            {tr('intro.create')}
          </Button>
        }
        filters={[
          {
            kind: 'select',
            name: 'department',
            label: tr('intro.department'),
            options: (departments.data ?? []).map((d) => ({ value: d.id, label: d.name })),
          },
          { kind: 'text', name: 'title', label: tr('intro.title'), maxLength: 100 },
        ]}
        fetch={(q, signal) =>
          fetchIntroductions({ filter: introductionFilter(q), sort: sortJson(q.sort), page: q.page, size: q.size }, signal)
        }
      />
      {editing ? (
        <IntroductionFormDialog
          introduction={editing === 'new' ? null : editing}
          departments={departments.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
