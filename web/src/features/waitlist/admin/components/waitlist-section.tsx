import { ChevronLeft, ChevronRight, Download, ListOrdered, Search, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { DismissibleNotice } from '@/components/admin/dismissible-notice';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { useInviteFromWaitlist } from '@/features/waitlist/admin/api/invite-from-waitlist';
import { useWaitlistPage, waitlistExportHref, type WaitlistFilter, type WaitlistRow } from '@/features/waitlist/admin/api/list-waitlist';
import { waitlistRoles } from '@/features/waitlist/api/join-waitlist';
import { formatWhen } from '@/lib/admin/format-when';
import { failureText } from '@/lib/admin/server-field-errors';

const fieldClasses = 'rounded-xl border border-white/10 bg-ink-900/80 px-3 py-2 text-sm text-ivory placeholder:text-ink-500 focus:border-gold-400/60 focus:outline-none';

function Status({ row }: { row: WaitlistRow }) {
  if (row.appliedAt) return <span className="text-emerald-200">Applied {formatWhen(row.appliedAt)}</span>;
  if (row.invitedAt) return <span className="text-gold-200">Invited {formatWhen(row.invitedAt)}</span>;
  return <span className="text-ink-300">Not invited</span>;
}

function Referral({ row }: { row: WaitlistRow }) {
  if (row.referrer) return <span className="text-ivory">{row.referrer.name ?? 'A member'}</span>;
  return <span className="text-ink-500">{row.referral ? `“${row.referral}” (no member)` : '—'}</span>;
}

/**
 * /admin?section=waitlist: the waitlist newest first, searched by name, e-mail or city and
 * filtered by "joining as", a page at a time; Invite e-mails a link to a prefilled application
 * (docs/waitlist.md); Export CSV downloads what the filter shows.
 */
export function WaitlistSection() {
  const [draft, setDraft] = useState<WaitlistFilter>({ q: '', role: '' });
  const [filter, setFilter] = useState<WaitlistFilter>(draft);
  // The cursors of the pages before this one: Previous pops, Next pushes.
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors.at(-1) ?? null;
  const page = useWaitlistPage(filter, after);
  const invite = useInviteFromWaitlist();
  const [notice, setNotice] = useState<string | null>(null);

  const apply = (next: WaitlistFilter) => {
    setFilter(next);
    setCursors([null]);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const send = (row: WaitlistRow) => {
    setNotice(null);
    invite.mutate(row.id, {
      onSuccess: () => setNotice(`✅ Invitation sent to ${row.email}.`),
      onError: (error) => setNotice(`❌ ${failureText(error)}`),
    });
  };
  const data = page.data;

  return (
    <div className="flex flex-col gap-5">
      <form role="search" aria-label="Search the waitlist" onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm text-ink-300">
          Name, e-mail or city
          <input type="search" value={draft.q} maxLength={100} onChange={(event) => setDraft({ ...draft, q: event.target.value })} className={fieldClasses} />
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink-300">
          Joining as
          <select
            value={draft.role}
            onChange={(event) => {
              const next = { ...draft, role: event.target.value as WaitlistFilter['role'] };
              setDraft(next);
              apply(next);
            }}
            className={fieldClasses}
          >
            <option value="">Everyone</option>
            {waitlistRoles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        <a href={waitlistExportHref(filter)} download className={buttonClasses({ variant: 'ghost' })}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </form>

      <p className="text-sm text-ink-300" aria-live="polite">
        {data ? `${data.total.toLocaleString('en-IN')} ${data.total === 1 ? 'person' : 'people'} on the waitlist${filter.q || filter.role ? ' match' : ''}` : null}
      </p>
      <DismissibleNotice message={notice} onDismiss={() => setNotice(null)} />

      {page.isPending ? (
        <p aria-busy="true" className="py-10 text-center text-ink-300">
          Loading the waitlist…
        </p>
      ) : null}
      {page.isError && !data ? <LoadFailed what="waitlist" message="The waitlist could not be loaded. Please try again." onRetry={() => void page.refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyState icon={ListOrdered} title={filter.q || filter.role ? 'Nobody matches.' : 'Nobody is on the waitlist yet.'}>
          People who join from the marketing page show here.
        </EmptyState>
      ) : null}
      {/* relative: the header's screen-reader-only text stays inside the scrolling box instead of widening the page. */}
      {data && data.items.length > 0 ? (
        <div className="relative overflow-x-auto rounded-2xl border border-white/8 bg-ink-900/60">
          <table aria-label="Waitlist" aria-busy={page.isFetching} className="w-full min-w-[56rem] text-left text-sm">
            <thead className="border-b border-white/8 text-xs tracking-wide text-ink-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Name</th>
                <th scope="col" className="px-4 py-3 font-medium">Joining as</th>
                <th scope="col" className="px-4 py-3 font-medium">City</th>
                <th scope="col" className="px-4 py-3 font-medium">Referred by</th>
                <th scope="col" className="px-4 py-3 font-medium">Joined</th>
                <th scope="col" className="px-4 py-3 font-medium">Status</th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/6">
              {data.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    <p className="font-medium break-words text-ivory">{row.name}</p>
                    <EmailAddress address={row.email} className="block break-words text-ink-300" />
                  </th>
                  <td className="px-4 py-3 text-ink-200">{row.role}</td>
                  <td className="px-4 py-3 text-ink-200">{row.city}</td>
                  <td className="px-4 py-3">
                    <Referral row={row} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink-300">{formatWhen(row.createdAt)}</td>
                  <td className="px-4 py-3">
                    <Status row={row} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    {row.appliedAt ? null : (
                      <Button size="sm" variant="secondary" aria-label={`${row.invitedAt ? 'Invite again' : 'Invite'} ${row.name}`} disabled={invite.isPending && invite.variables === row.id} onClick={() => send(row)}>
                        <Send aria-hidden="true" className="size-3.5" />
                        {row.invitedAt ? 'Invite again' : 'Invite'}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && (cursors.length > 1 || data.next) ? (
        <nav aria-label="Waitlist pages" className="flex items-center justify-between gap-3 text-sm text-ink-300">
          <Button variant="ghost" size="sm" disabled={cursors.length <= 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span>Page {cursors.length}</span>
          <Button variant="ghost" size="sm" disabled={!data.next} onClick={() => data.next && setCursors([...cursors, data.next])}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
