import { Download, Search, Users } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router';

import { Pager } from '@/components/admin/pager';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { controlClasses } from '@/components/ui/form';
import { LoadFailed } from '@/components/ui/load-failed';
import { membersExportHref, useMembers, type DirectoryMember } from '@/features/members/admin/api/members';
import { MemberPage } from '@/features/members/admin/components/member-page';
import type { filterKeys, DirectoryQuery} from '@/features/members/admin/lib/directory-query';
import { directoryQueryFrom } from '@/features/members/admin/lib/directory-query';
import { formatWhen } from '@/lib/admin/format-when';
import { cn } from '@/lib/cn';

const pageSize = 50;
const selectClass = cn(controlClasses, 'h-10 border-ink-600 pr-8 text-sm');

type Choice = { value: string; label: string };
const filters: { key: 'kind' | 'status' | 'plan' | 'verified'; label: string; choices: Choice[] }[] = [
  { key: 'kind', label: 'Kind', choices: ['Founder', 'Mentor', 'Investor'].map((k) => ({ value: k, label: k })) },
  { key: 'status', label: 'Status', choices: [
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
      { value: 'rejected', label: 'Rejected' },
      { value: 'suspended', label: 'Suspended' },
      { value: 'banned', label: 'Banned' },
    ] },
  { key: 'plan', label: 'Plan', choices: [{ value: 'core', label: 'Core' }, { value: 'pro', label: 'Pro' }] },
  { key: 'verified', label: 'Verified', choices: [{ value: 'true', label: 'Verified' }, { value: 'false', label: 'Not verified' }] },
];
const sorts: Choice[] = [
  { value: 'joined', label: 'Date joined' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'company', label: 'Company' },
];

/** The address's query, and a way to change part of it (back to page 1 unless the page is what changes). */
function useDirectoryQuery() {
  const [params, setParams] = useSearchParams();
  const query = directoryQueryFrom(params);
  const change = (next: Partial<DirectoryQuery>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('member');
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || (key === 'page' && value === 1)) updated.delete(key);
          else updated.set(key, String(value));
        }
        if (!('page' in next)) updated.delete('page');
        return updated;
      },
      { replace: !('page' in next) },
    );
  return { query, change, member: params.get('member') };
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // Back, Forward or a link changes the search under the box: the box shows it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  // Searched once typing stops for a moment, not on every key.
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <label className="relative flex min-w-0 flex-1 flex-col gap-1 text-sm text-ink-200">
      Search members
      <Search aria-hidden="true" className="pointer-events-none absolute bottom-3 left-3 size-4 text-ink-500" />
      <input type="search" value={text} maxLength={100} placeholder="Name, email or company" onChange={(e) => setText(e.target.value)} className={cn(controlClasses, 'h-10 border-ink-600 pl-9 text-sm')} />
    </label>
  );
}

function Filters({ query, change }: { query: DirectoryQuery; change: (next: Partial<DirectoryQuery>) => void }) {
  const onSelect = (key: (typeof filterKeys)[number]) => (e: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => change({ [key]: e.target.value });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {filters.map((filter) => (
        <label key={filter.key} className="flex flex-col gap-1 text-sm text-ink-200">
          {filter.label}
          <select value={query[filter.key]} onChange={onSelect(filter.key)} className={selectClass}>
            <option value="">All</option>
            {filter.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        Joined from
        <input type="date" value={query.joinedFrom} onChange={onSelect('joinedFrom')} className={selectClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        Joined until
        <input type="date" value={query.joinedTo} onChange={onSelect('joinedTo')} className={selectClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        Sort by
        <select value={query.sort} onChange={onSelect('sort')} className={selectClass}>
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink-200">
        Order
        <select value={query.order} onChange={onSelect('order')} className={selectClass}>
          <option value="">{query.sort === 'joined' ? 'Newest first' : 'A to Z'}</option>
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </label>
    </div>
  );
}

const statusTone: Record<string, string> = {
  approved: 'text-emerald-200',
  pending: 'text-amber-200',
  rejected: 'text-rose-200',
  suspended: 'text-rose-200',
  banned: 'text-rose-300',
};

function MemberTable({ members, onOpen }: { members: readonly DirectoryMember[]; onOpen: (id: string) => void }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-white/8">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Members</caption>
        <thead className="bg-ink-900/80 text-xs tracking-[0.14em] text-ink-400 uppercase">
          <tr>
            {['Name', 'Email', 'Company', 'Kind', 'Status', 'Plan', 'Verified', 'Joined'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/6">
          {members.map((m) => (
            <tr key={m.id} className="text-ink-200 hover:bg-white/3">
              <th scope="row" className="px-4 py-2.5 font-medium text-ivory">
                <button type="button" onClick={() => onOpen(m.id)} className="text-left underline-offset-4 hover:text-gold-300 hover:underline focus-visible:text-gold-300 focus-visible:underline">
                  {`${m.firstName} ${m.lastName}`.trim() || m.email}
                </button>
                {m.testData ? <span className="ml-2 text-xs text-ink-500">test</span> : null}
              </th>
              <td className="px-4 py-2.5">
                <EmailAddress address={m.email} className="break-words" />
              </td>
              <td className="px-4 py-2.5">{m.company}</td>
              <td className="px-4 py-2.5">{m.kind}</td>
              <td className={cn('px-4 py-2.5 capitalize', statusTone[m.status])}>{m.status}</td>
              <td className="px-4 py-2.5 capitalize">{m.plan}</td>
              <td className="px-4 py-2.5">{m.verified ? 'Yes' : 'No'}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">{formatWhen(m.joinedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin?section=members: every applicant and member in a table — search by name, email or company,
 * filters, sorting, pages of 50, the CSV of what the filters find, and each member's page
 * (?member=id) (docs/members.md).
 */
export function MembersSection() {
  const [, setParams] = useSearchParams();
  const { query, change, member } = useDirectoryQuery();
  const members = useMembers(query);
  const open = (id: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('member', id);
      return updated;
    });

  if (member) return <MemberPage id={member} />;

  const list = members.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox value={query.q} onSearch={(q) => change({ q })} />
        <a href={membersExportHref(query)} download className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-gold-400/40 px-4 text-sm font-semibold text-gold-200 hover:bg-gold-400/10">
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      <Filters query={query} change={change} />
      <p aria-live="polite" className="text-sm text-ink-300">
        {list ? `${list.total.toLocaleString('en-IN')} ${list.total === 1 ? 'member' : 'members'}` : members.isPending ? 'Loading members…' : null}
      </p>
      {members.isError && !list ? <LoadFailed what="members" message="The members could not be loaded. Please try again." onRetry={() => void members.refetch()} /> : null}
      {list && list.items.length === 0 ? (
        <EmptyState icon={Users} title="No member matches.">
          Try fewer words or filters.
        </EmptyState>
      ) : null}
      {list && list.items.length > 0 ? (
        <div aria-busy={members.isFetching} className={cn('flex flex-col gap-4', members.isPlaceholderData && 'opacity-70')}>
          <MemberTable members={list.items} onOpen={open} />
          <Pager label="Member pages" page={query.page} pageSize={pageSize} total={list.total} onPage={(page) => change({ page })} />
        </div>
      ) : null}
    </div>
  );
}
