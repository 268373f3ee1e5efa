import type { Connection } from '@/features/discover/api/get-connections';

/** SPEC section 5: a case-insensitive substring of the name, company or industry. */
export function filterConnections(connections: readonly Connection[], query: string): Connection[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...connections];
  return connections.filter(({ member }) =>
    [member.name, member.company, member.industry].some((field) => field?.toLocaleLowerCase().includes(needle)),
  );
}
