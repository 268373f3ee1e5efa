import { LogOut, RotateCcw } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAdminSession, useSignInAgainOnExpiry } from '@/features/admin/api/get-admin-session';
import { useSignOutAdmin } from '@/features/admin/api/sign-out-admin';
import { AdminSignIn } from '@/features/admin/components/admin-sign-in';
import { AdminTools } from '@/features/admin/components/admin-tools';
import { AuditLog } from '@/features/admin/components/audit-log';
import { ReviewBoard } from '@/features/admin/components/review-board';
import { SectionNav } from '@/features/admin/components/section-nav';
import { adminSectionTabLabels, adminSectionTitles, useAdminSection, type AdminSection } from '@/features/admin/lib/admin-sections';

// Events, Stories, Insights and Verification load when their section is opened, not with the review queue.
const EventsSection = lazy(() => import('@/features/admin/components/events-section').then((module) => ({ default: module.EventsSection })));
const StoriesSection = lazy(() => import('@/features/admin/components/stories-section').then((module) => ({ default: module.StoriesSection })));
const InsightsSection = lazy(() => import('@/features/admin/components/insights-section').then((module) => ({ default: module.InsightsSection })));
const VerificationSection = lazy(() => import('@/features/admin/components/verification-section').then((module) => ({ default: module.VerificationSection })));

const lazySections = { events: EventsSection, stories: StoriesSection, insights: InsightsSection, verification: VerificationSection } as const;

function PageTitle({ section, children }: { section: AdminSection; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">Administration</p>
        <h1 className="mt-1 font-display text-4xl text-ivory">{adminSectionTitles[section]}</h1>
      </div>
      {children}
    </div>
  );
}

function SectionContent({ section }: { section: AdminSection }) {
  if (section === 'review') {
    return (
      <>
        <AdminTools />
        <ReviewBoard />
        <AuditLog />
      </>
    );
  }
  const Section = lazySections[section];
  return (
    <Suspense fallback={<p className="py-10 text-center text-ink-300">Loading {adminSectionTabLabels[section].toLowerCase()}…</p>}>
      <Section />
    </Suspense>
  );
}

function Dashboard({ email, section }: { email: string; section: AdminSection }) {
  const signOut = useSignOutAdmin();
  useSignInAgainOnExpiry();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <PageTitle section={section}>
          <div className="flex items-center gap-3 text-sm text-ink-300">
            <span className="min-w-0 break-all">
              Signed in as <span className="text-ivory">{email}</span>
            </span>
            <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </Button>
          </div>
        </PageTitle>
        <SectionNav active={section} />
      </div>
      <SectionContent section={section} />
    </div>
  );
}

export function AdminReviewRoute() {
  const session = useAdminSession();
  const section = useAdminSection();

  if (session.data === null) return <AdminSignIn />;

  return (
    <>
      <title>{`${adminSectionTitles[section]} · Sangam`}</title>
      {session.data ? (
        <Dashboard email={session.data.email} section={section} />
      ) : (
        <div className="flex flex-col gap-6">
          <PageTitle section={section} />
          {session.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <Notice tone="error">We could not check your administrator session. Please try again.</Notice>
              <Button variant="secondary" size="sm" onClick={() => void session.refetch()}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            </div>
          ) : (
            <p aria-busy="true" className="text-ink-300">
              Checking your session…
            </p>
          )}
        </div>
      )}
    </>
  );
}
