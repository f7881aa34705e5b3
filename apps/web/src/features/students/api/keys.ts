/** Query keys of the students area (one factory; invalidate by prefix). */
export const studentKeys = {
  all: ['students'] as const,
  detail: (id: string) => ['students', 'detail', id] as const,
  tab: (id: string, tab: string, extra?: unknown) => ['students', 'detail', id, 'tab', tab, extra ?? null] as const,
  menu: (root: string, query: unknown) => ['students', 'menu', root, query] as const,
  notify: (id: string) => ['students', 'detail', id, 'notify'] as const,
  logoff: (id: string) => ['students', 'detail', id, 'logoff'] as const,
  addresses: (id: string) => ['students', 'detail', id, 'addresses'] as const,
};
