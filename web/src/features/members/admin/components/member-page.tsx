import { ArrowLeft, Gavel, LogOut } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DismissibleNotice } from '@/components/admin/dismissible-notice';
import { Button } from '@/components/ui/button';
import { FactGrid } from '@/components/ui/fact-grid';
import { LoadFailed } from '@/components/ui/load-failed';
import { useEndMemberSessions, useMemberChanged, useMemberPage, type MemberPage as Page } from '@/features/members/admin/api/members';
import { capitalised } from '@/lib/admin/content-noun';
import { formatWhen } from '@/lib/admin/format-when';
import { useMemberModeration } from '@/lib/admin/member-moderation';
import { failureText } from '@/lib/admin/server-field-errors';

const stepNames: Record<string, string> = { email: 'Email', phone: 'Phone', linkedin: 'LinkedIn', company: 'Company', identity: 'Identity document', video: 'Video call' };

function Part({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-white/8 bg-ink-900/50 p-4 sm:p-5">
      <h2 className="font-display text-xl text-ivory">
        {title}
        {count === undefined ? null : <span className="ml-2 text-sm font-normal text-ink-400">{count}</span>}
      </h2>
      {children}
    </section>
  );
}

function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-400">{children}</p>;
}

/** A member of the invite tree, opening their page. */
function TreeMember({ member }: { member: { id: string; name: string | null } }) {
  const [, setParams] = useSearchParams();
  const open = () =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('member', member.id);
      return updated;
    });
  return (
    <button type="button" onClick={open} className="text-gold-200 underline-offset-2 hover:underline">
      {member.name ?? 'a member no longer shown'}
    </button>
  );
}

/** Who invited the member and the invitations they sent, each with whom it brought in (docs/invitations.md). */
function Invitations({ page }: { page: Page }) {
  const { invitedBy, sentThisMonth, sent } = page.invitations;
  return (
    <Part title="Invitations" count={sent.length}>
      <p className="text-sm text-ink-200">
        {invitedBy ? (
          <>
            Invited by <TreeMember member={invitedBy} />
          </>
        ) : (
          'Not invited by a member.'
        )}{' '}
        · {sentThisMonth} sent this month
      </p>
      {sent.length === 0 ? (
        <Nothing>This member has invited nobody.</Nothing>
      ) : (
        <ul aria-label="Invitations sent" className="flex flex-col gap-2 text-sm text-ink-200">
          {sent.map((s) => (
            <li key={s.id} className="rounded-xl border border-white/6 px-3 py-2">
              {s.email} · {s.status} · sent {formatWhen(s.createdAt)}
              {s.member ? (
                <>
                  {' '}
                  · joined as <TreeMember member={s.member} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function Sessions({ page }: { page: Page }) {
  const end = useEndMemberSessions(page.member.id);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Part title="Sessions" count={page.sessions.length}>
      <DismissibleNotice message={notice} onDismiss={() => setNotice(null)} />
      {page.sessions.length === 0 ? (
        <Nothing>Not signed in anywhere.</Nothing>
      ) : (
        <>
          <ul className="flex flex-col gap-2 text-sm text-ink-200">
            {page.sessions.map((s) => (
              <li key={s.id} className="rounded-xl border border-white/6 px-3 py-2">
                Signed in {formatWhen(s.createdAt)} · last seen {formatWhen(s.lastSeenAt)}
                {s.clientIp ? ` · ${s.clientIp}` : ''}
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setAsking(true)}>
            <LogOut aria-hidden="true" className="size-4" />
            End all sessions
          </Button>
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title="End every session?"
          description={`${page.member.firstName} is signed out on every device at once, open tabs included.`}
          keepLabel="Keep them"
          confirmLabel="End all sessions"
          pendingLabel="Ending…"
          icon={LogOut}
          pending={end.isPending}
          error={end.isError ? failureText(end.error) : null}
          onConfirm={() =>
            end.mutate(undefined, {
              onSuccess: ({ ended }) => {
                setAsking(false);
                setNotice(`✅ Ended ${ended} ${ended === 1 ? 'session' : 'sessions'}.`);
              },
            })
          }
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Part>
  );
}

const actionNames: Record<string, string> = { warning: 'Warned', suspension: 'Suspended', ban: 'Banned', reinstatement: 'Reinstated', expiry: 'Suspension ended' };

/** The member's moderation history, and the dialog that warns, suspends, bans or lifts a hold. */
function Moderation({ page, name }: { page: Page; name: string }) {
  const moderation = useMemberModeration();
  const changed = useMemberChanged();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Part title="Moderation" count={page.moderation.length}>
      <DismissibleNotice message={notice} onDismiss={() => setNotice(null)} />
      {page.moderation.length === 0 ? (
        <Nothing>Never warned, suspended or banned.</Nothing>
      ) : (
        <ul className="flex flex-col gap-2 text-sm text-ink-200">
          {page.moderation.map((a) => (
            <li key={a.id} className="rounded-xl border border-white/6 px-3 py-2">
              {actionNames[a.action] ?? a.action} · {formatWhen(a.createdAt)}
              {a.endsAt && a.action === 'suspension' ? ` · until ${formatWhen(a.endsAt)}` : ''}
              <span className="block text-ink-400">{a.reason}</span>
            </li>
          ))}
        </ul>
      )}
      {moderation ? (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
          <Gavel aria-hidden="true" className="size-4" />
          Warn, suspend or ban…
        </Button>
      ) : null}
      {moderation && open ? (
        <Suspense fallback={null}>
          <moderation.Dialog
            memberId={page.member.id}
            memberName={name}
            onClose={() => setOpen(false)}
            onDone={(summary) => {
              setOpen(false);
              setNotice(summary);
              void changed();
            }}
          />
        </Suspense>
      ) : null}
    </Part>
  );
}

function PageBody({ page }: { page: Page }) {
  const { member } = page;
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-display text-3xl text-ivory">{name}</h2>
        <p className="mt-1 text-sm break-all text-ink-300">{member.email}</p>
      </div>
      <FactGrid
        facts={[
          { label: 'Status', value: member.heldUntil && member.status === 'suspended' ? `Suspended until ${formatWhen(member.heldUntil)}` : capitalised(member.status) },
          { label: 'Kind', value: member.kind },
          { label: 'Acts as', value: member.memberRole },
          { label: 'Plan', value: capitalised(member.plan) },
          { label: 'Company', value: member.company },
          { label: 'Verified', value: member.verified ? 'Yes' : 'No' },
          { label: 'Applied', value: formatWhen(member.joinedAt) },
          { label: 'Last seen', value: page.lastSeenAt ? formatWhen(page.lastSeenAt) : 'Never' },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Part title="Verification">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {page.verification.map((step) => (
              <li key={step.step} className="rounded-xl border border-white/6 px-3 py-2">
                <span className="text-ivory">{stepNames[step.step] ?? step.step}</span>
                <span className="block text-ink-400">{step.status}</span>
                {step.reason ? <span className="block text-rose-200">{step.reason}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
        <Part title="Kinds" count={page.kindRequests.length}>
          {page.kindRequests.length === 0 ? (
            <Nothing>Never asked to act as a mentor or an investor.</Nothing>
          ) : (
            <ul className="flex flex-col gap-2 text-sm text-ink-200">
              {page.kindRequests.map((k) => (
                <li key={k.id} className="rounded-xl border border-white/6 px-3 py-2">
                  {k.kind} · {k.status} · asked {formatWhen(k.createdAt)}
                  {k.reason ? <span className="block text-ink-400">{k.reason}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part title="Referrals" count={page.referrals.count}>
          {page.referrals.count === 0 ? (
            <Nothing>No waitlist sign-up came with this member’s referral code.</Nothing>
          ) : (
            <ul className="flex flex-col gap-2 text-sm text-ink-200">
              {page.referrals.recent.map((r) => (
                <li key={`${r.name}-${r.joinedAt}`} className="rounded-xl border border-white/6 px-3 py-2">
                  {r.name} · {r.role} · {r.city} · {formatWhen(r.joinedAt)}
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Invitations page={page} />
        <Moderation page={page} name={name} />
        <Part title="Reports" count={page.reports.length}>
          {page.reports.length === 0 ? (
            <Nothing>No report by or about this member.</Nothing>
          ) : (
            <ul className="flex flex-col gap-2 text-sm text-ink-200">
              {page.reports.map((r) => (
                <li key={r.id} className="rounded-xl border border-white/6 px-3 py-2">
                  {r.target.id === member.id ? `About them, by ${r.reporter.name}` : `By them, about ${r.target.name}`} · {r.reason.replace('_', ' ')} · {r.status} · {formatWhen(r.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Sessions page={page} />
        <Part title="Audit log" count={page.audit.length}>
          {page.audit.length === 0 ? (
            <Nothing>Nothing recorded about this member.</Nothing>
          ) : (
            <ul className="flex flex-col gap-2 text-sm text-ink-200">
              {page.audit.map((a) => (
                <li key={a.id} className="rounded-xl border border-white/6 px-3 py-2">
                  {a.action}
                  {a.toStatus ? ` → ${a.toStatus}` : ''} · {a.actorEmail} · {formatWhen(a.createdAt)}
                  {a.note ? <span className="block text-ink-400">{a.note}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Part>
      </div>
    </div>
  );
}

/** A member's page in the directory (?section=members&member=id): facts, verification, invitations, reports, sessions, audit. */
export function MemberPage({ id }: { id: string }) {
  const [, setParams] = useSearchParams();
  const page = useMemberPage(id);
  const back = () =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('member');
      return updated;
    });
  return (
    <div className="flex flex-col gap-5">
      <Button variant="ghost" size="sm" className="self-start" onClick={back}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All members
      </Button>
      {page.isPending ? (
        <p aria-busy="true" className="py-10 text-center text-ink-300">
          Loading the member…
        </p>
      ) : null}
      {page.isError ? <LoadFailed what="member" message={failureText(page.error)} onRetry={() => void page.refetch()} /> : null}
      {page.data ? <PageBody page={page.data} /> : null}
    </div>
  );
}
