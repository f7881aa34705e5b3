import { useEffect, useState } from 'react';

/** Spec 00 §9: the layout is mobile when the body is narrower than 992 px. */
export const MOBILE_BREAKPOINT = 992;

const width = (): number => (typeof document === 'undefined' ? 1280 : document.body?.clientWidth || window.innerWidth);

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => width() < MOBILE_BREAKPOINT);
  useEffect(() => {
    const onResize = (): void => setMobile(width() < MOBILE_BREAKPOINT);
    window.addEventListener('resize', onResize);
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
