import { useQuery } from '@tanstack/react-query';
import { http } from './http/client';
import { readJson, writeJson } from './storage';

/** Spec 00 §3: the currency list becomes a code-to-name map, stored locally as the coin types. */
export interface Currency {
  currenciesCode: string;
  currencies: string;
}

const KEY = 'console.coinTypes';

export function toCurrencyMap(list: Currency[]): Record<string, string> {
  return Object.fromEntries(list.map((c) => [String(c.currenciesCode), c.currencies]));
}

export function storedCurrencyMap(): Record<string, string> {
  return readJson<Record<string, string>>(KEY, {});
}

async function fetchCurrencyMap(): Promise<Record<string, string>> {
  const list = await http.get<Currency[]>('/api/p/v1/product/getCurrenciesCode', undefined, { silent: true });
  const map = toCurrencyMap(Array.isArray(list) ? list : []);
  writeJson(KEY, map);
  return map;
}

/** The coin types (currency code → name), loaded once per session and kept in localStorage. */
export function useCurrencyMap(enabled = true): Record<string, string> {
  const q = useQuery({
    queryKey: ['currency-map'],
    queryFn: fetchCurrencyMap,
    enabled,
    staleTime: 12 * 3600_000,
    retry: false,
    // What the last session stored shows at once; it is refetched (updatedAt 0 = stale).
    initialData: storedCurrencyMap,
    initialDataUpdatedAt: 0,
  });
  return q.data ?? {};
}
