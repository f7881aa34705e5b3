import { lit, tradingGql } from './gql';

/** The names of the subject's packages (newest first, each once), for the order list's package filter. */
export async function fetchPackageNames(): Promise<string[]> {
  const d = await tradingGql<{ PackagesList: { name: string }[] }>(`{ PackagesList(size: 2000, sort: ${lit({ id: 'desc' })}) { name } }`);
  return [...new Set(d.PackagesList.map((p) => p.name))];
}
