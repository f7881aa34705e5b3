import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { searchStudentsAny } from '../api';
import { studentQuery } from './palette-model';

const DEBOUNCE_MS = 250;

/** Students for the palette's text: digits search the mobile (contains) and the user number (exact); Chinese text the name. */
export function usePaletteStudents(input: string) {
  const [debounced, setDebounced] = useState(input);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(input), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [input]);
  const sq = studentQuery(debounced);
  const query = useQuery({
    queryKey: ['palette', 'students', sq],
    queryFn: ({ signal }) =>
      searchStudentsAny(
        sq!.kind === 'digits' ? [{ user_num: sq!.value }, { mobile: `*${sq!.value}*` }] : [{ username: `*${sq!.value}*` }],
        signal,
      ),
    enabled: sq !== null,
    staleTime: 30_000,
    retry: false,
  });
  const pending = studentQuery(input) !== null && (input !== debounced || query.isFetching);
  return { hits: sq ? (query.data ?? []) : [], pending };
}
