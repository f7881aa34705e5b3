import { createContext, useContext } from 'react';
import type { MenuOptions, Subject, VisibleMenuGroup } from '@console/domain';
import type { Staff } from '../platform/auth/staff';
import type { JumpRoutes } from '../features/notifications/jump';

/** What every part of the shell knows about the session: who, which subject, which menu. */
export interface ConsoleSession {
  staff: Staff;
  token: string;
  subject: Subject;
  subjects: Subject[];
  menu: VisibleMenuGroup[];
  /** Allow-lists of conditional items (from the staff record). */
  menuOptions: MenuOptions;
  landing: string;
  jumpRoutes: JumpRoutes;
}

export const ConsoleContext = createContext<ConsoleSession | null>(null);

export function useConsole(): ConsoleSession {
  const ctx = useContext(ConsoleContext);
  if (!ctx) throw new Error('useConsole outside the console shell');
  return ctx;
}
