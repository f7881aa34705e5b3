import { Skeleton } from 'antd';

/** What a page shows while its code or first data loads. */
export function PageSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div style={{ padding: 24 }} data-testid="page-skeleton">
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}
