/**
 * Deployment facts the browser needs. The pre-release flag comes from the build (`VITE_PRE_RELEASE=1`)
 * or from the server, which may inject `<meta name="console-pre-release" content="1">` into index.html
 * (it knows its own PRE_RELEASE setting).
 */
export function isPreRelease(): boolean {
  if (import.meta.env.VITE_PRE_RELEASE === '1' || import.meta.env.VITE_PRE_RELEASE === 'true') return true;
  if (typeof document === 'undefined') return false;
  const meta = document.querySelector('meta[name="console-pre-release"]');
  return meta?.getAttribute('content') === '1';
}

/** External survey form behind the floating feedback link. */
export const FEEDBACK_URL: string = import.meta.env.VITE_FEEDBACK_URL ?? 'https://wj.qq.com/';
