import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../platform/auth/auth-store';
import { clueApi } from './api';

/** Managers (roles 1, 2, 7) allot, change, lock and configure; the server checks the same. */
export const MANAGER_ROLES = ['1', '2', '7'];

/** Who is acting: a manager, and/or a teacher of the current subject (their own teacher record). */
export function useClueActor() {
  const roleIds = useAuthStore((s) => s.staff?.roleIds ?? []);
  const own = useQuery({ queryKey: ['clues', 'ownTeacher'], queryFn: () => clueApi.teacherInfo().catch(() => null), staleTime: 60_000 });
  return {
    manager: roleIds.some((r) => MANAGER_ROLES.includes(String(r))),
    ownTeacherId: own.data?.id ?? null,
    ownLoaded: !own.isLoading,
  };
}
