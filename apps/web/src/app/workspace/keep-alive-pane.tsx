import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { PageErrorBoundary } from '../../components/error-boundary';
import { PageSkeleton } from '../../components/page-skeleton';
import { savedScroll, useWorkspaceStore } from './workspace-store';

interface Props {
  tabKey: string;
  active: boolean;
  children: ReactNode;
}

/**
 * One workspace tab's page. Inactive tabs stay mounted but hidden (keep-alive), so filters, unsaved
 * input and component state survive switching. The pane is its own scroll container; its position is
 * remembered and put back when the tab becomes active again (also after a reload, once the content is
 * tall enough). Each page has its own error boundary and loading skeleton.
 */
export function KeepAlivePane({ tabKey, active, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const setScroll = useWorkspaceStore((s) => s.setScroll);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const target = savedScroll(tabKey);
    if (target <= 0) return;
    el.scrollTop = target;
    if (el.scrollTop >= target - 1 || typeof ResizeObserver === 'undefined') return;
    // Content still loading: try again as it grows, until reached, the user scrolls, or 5 s pass.
    let done = false;
    const stop = (): void => {
      done = true;
      observer.disconnect();
      el.removeEventListener('wheel', stop);
      el.removeEventListener('touchmove', stop);
      clearTimeout(timer);
    };
    const observer = new ResizeObserver(() => {
      if (done) return;
      el.scrollTop = target;
      if (el.scrollTop >= target - 1) stop();
    });
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('wheel', stop, { passive: true });
    el.addEventListener('touchmove', stop, { passive: true });
    const timer = setTimeout(stop, 5000);
    return stop;
  }, [active, tabKey]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = (): void => {
      if (active) setScroll(tabKey, el.scrollTop);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [active, tabKey, setScroll]);

  return (
    <div
      ref={ref}
      className="workspace-pane"
      style={{ display: active ? 'block' : 'none' }}
      data-testid="workspace-pane"
      data-tab={tabKey}
      data-active={active ? 'true' : 'false'}
      aria-hidden={!active}
    >
      <div className="workspace-pane-inner">
        <PageErrorBoundary resetKey={tabKey}>
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </PageErrorBoundary>
      </div>
    </div>
  );
}
