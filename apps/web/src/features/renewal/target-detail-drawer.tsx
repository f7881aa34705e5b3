import { Button, Drawer, Table, Tabs, Timeline } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchTargetDetail, KINDS, targetApi, type DetailRow, type TargetRow } from './api';
import { TargetImport } from './target-import';
import './i18n';

/** A target's per-teacher detail (achieved from real orders against target), its import and its log. */
export function TargetDetailDrawer({ target, onClose }: { target: TargetRow | null; onClose: () => void }) {
  const { t: tr } = useTranslation('renewal');
  const qc = useQueryClient();
  const { data, isLoading } = useQuery({
    queryKey: ['renewal', 'target', target?.id],
    queryFn: () => fetchTargetDetail(target!.id),
    enabled: Boolean(target),
  });
  const columns = [
    {
      key: 'teacher',
      title: tr('target.teacher'),
      width: 110,
      fixed: 'left' as const,
      render: (_: unknown, r: DetailRow) => r.teacher?.realname ?? '-',
    },
    ...KINDS.map((k) => ({
      key: k,
      title: tr(`target.kind.${k}`),
      width: 150,
      render: (_: unknown, r: DetailRow) => (
        <span data-testid={`target-${k}`}>
          {r[`${k}_achieved_quantity`]}/{r[`${k}_quantity`]} · ¥{r[`${k}_achieved_amount`]}/{r[`${k}_amount`]}
        </span>
      ),
    })),
  ];
  return (
    <Drawer
      open={Boolean(target)}
      onClose={onClose}
      width={960}
      title={`${target?.target_name ?? ''} ${target?.year_month ?? ''}`}
      extra={
        target ? (
          <Button
            onClick={() => void targetApi.export(target.id, `${target.target_name}-${target.year_month}`)}
            data-testid="target-export"
          >
            {tr('target.export')}
          </Button>
        ) : null
      }
    >
      <Tabs
        items={[
          {
            key: 'detail',
            label: `${tr('target.detail')} (${tr('target.achieved')})`,
            children: (
              <Table<DetailRow>
                rowKey="id"
                size="small"
                loading={isLoading}
                dataSource={data?.rows ?? []}
                columns={columns}
                scroll={{ x: 900 }}
                pagination={false}
                data-testid="target-detail"
              />
            ),
          },
          {
            key: 'import',
            label: tr('target.import'),
            children: target ? (
              <TargetImport
                targetId={target.id}
                onImported={() => void qc.invalidateQueries({ queryKey: ['renewal', 'target', target.id] })}
              />
            ) : null,
          },
          {
            key: 'log',
            label: tr('target.log'),
            children: (
              <Timeline
                items={(data?.log ?? []).map((l) => ({
                  key: l.id,
                  children: `${dayjs(l.operation_time).format('YYYY-MM-DD HH:mm')} ${l.staff_name ?? ''} ${l.operation_name}${l.desc ? `：${l.desc}` : ''}`,
                }))}
              />
            ),
          },
        ]}
      />
    </Drawer>
  );
}
