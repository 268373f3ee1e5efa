/**
 * The directory's search, filters, sort and page as they stand in the address (?section=members&q=…),
 * so that a reload, Back or a shared link shows the same list; empty values are left out.
 */
export type DirectoryQuery = {
  q: string;
  kind: '' | 'Founder' | 'Mentor' | 'Investor';
  status: '' | 'pending' | 'approved' | 'rejected' | 'suspended' | 'banned';
  plan: '' | 'core' | 'pro';
  verified: '' | 'true' | 'false';
  joinedFrom: string;
  joinedTo: string;
  sort: 'joined' | 'name' | 'email' | 'company';
  order: '' | 'asc' | 'desc';
  page: number;
};

export const filterKeys = ['q', 'kind', 'status', 'plan', 'verified', 'joinedFrom', 'joinedTo', 'sort', 'order'] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

export function directoryQueryFrom(params: URLSearchParams): DirectoryQuery {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    kind: oneOf(params.get('kind'), ['', 'Founder', 'Mentor', 'Investor'], ''),
    status: oneOf(params.get('status'), ['', 'pending', 'approved', 'rejected', 'suspended', 'banned'], ''),
    plan: oneOf(params.get('plan'), ['', 'core', 'pro'], ''),
    verified: oneOf(params.get('verified'), ['', 'true', 'false'], ''),
    joinedFrom: params.get('joinedFrom') ?? '',
    joinedTo: params.get('joinedTo') ?? '',
    sort: oneOf(params.get('sort'), ['joined', 'name', 'email', 'company'], 'joined'),
    order: oneOf(params.get('order'), ['', 'asc', 'desc'], ''),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The API's query string for `query` (without the page for the export). */
export function directorySearch(query: DirectoryQuery, { withPage = true } = {}): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = query[key];
    if (value && !(key === 'sort' && value === 'joined')) params.set(key, value);
  }
  if (withPage && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}
