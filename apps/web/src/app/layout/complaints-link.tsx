import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/http/client';

/** Spec 00 §2: the complaints link with its counter shows for subject codes 0, 1, 3, 5. */
export const COMPLAINT_SUBJECTS: readonly number[] = [0, 1, 3, 5];

/** complaint/num: complaints still to handle (待处理 + 处理中) in the subject; a failure stays quiet. */
async function fetchComplaintCount(signal: AbortSignal): Promise<number> {
  const n = await http.post<number | { count?: number }>('/api/b/v1/complaint/num', {}, { silent: true, signal });
  return typeof n === 'number' ? n : Number(n?.count ?? 0);
}

export function ComplaintsLink({ subjectCode, onOpen, iconOnly }: { subjectCode: number; onOpen: () => void; iconOnly?: boolean }) {
  const { t } = useTranslation();
  const show = COMPLAINT_SUBJECTS.includes(subjectCode);
  const count = useQuery({
    queryKey: ['complaint-count', subjectCode],
    queryFn: ({ signal }) => fetchComplaintCount(signal),
    enabled: show,
    retry: false,
    // the complaint page invalidates ['complaint-count'] after each deal; other consoles poll
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  if (!show) return null;
  return (
    <Tooltip title={t('layout.complaints')}>
      <Badge
        count={count.data ?? 0}
        size="small"
        offset={[-4, 4]}
        overflowCount={99}
        data-testid="complaints-count"
        title={String(count.data ?? 0)}
      >
        <Button
          type="text"
          icon={<ExclamationCircleOutlined />}
          onClick={onOpen}
          data-testid="complaints-link"
          aria-label={t('layout.complaints')}
        >
          {iconOnly ? null : t('layout.complaints')}
        </Button>
      </Badge>
    </Tooltip>
  );
}
