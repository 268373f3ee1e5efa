import { LogOut, RotateCcw } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { useAdminSession, useSignInAgainOnExpiry } from '@/features/admin/api/get-admin-session';
import { useSignOutAdmin } from '@/features/admin/api/sign-out-admin';
import { AdminSignIn } from '@/features/admin/components/admin-sign-in';
import { AdminTools } from '@/features/admin/components/admin-tools';
import { AuditLog } from '@/features/admin/components/audit-log';
import { ReviewBoard } from '@/features/admin/components/review-board';
import { SectionNav } from '@/features/admin/components/section-nav';
import { reviewSection, useAdminSection, type AdminSection, type FeatureAdminSection } from '@/features/admin/lib/admin-sections';

function PageTitle({ section, children }: { section: AdminSection; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">Administration</p>
        <h1 className="mt-1 font-display text-4xl text-ivory">{section.title}</h1>
      </div>
      {children}
    </div>
  );
}

function SectionContent({ section }: { section: FeatureAdminSection | AdminSection }) {
  if (!('Section' in section)) {
    return (
      <>
        <AdminTools />
        <ReviewBoard />
        <AuditLog />
      </>
    );
  }
  const { Section } = section;
  return (
    <Suspense fallback={<p className="py-10 text-center text-ink-300">Loading {section.tab.toLowerCase()}…</p>}>
      <Section />
    </Suspense>
  );
}

function Dashboard({ email, sections, section }: { email: string; sections: readonly FeatureAdminSection[]; section: FeatureAdminSection | AdminSection }) {
  const signOut = useSignOutAdmin();
  useSignInAgainOnExpiry();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <PageTitle section={section}>
          <div className="flex items-center gap-3 text-sm text-ink-300">
            <span className="min-w-0 break-all">
              Signed in as <span className="block text-ivory sm:inline">{email}</span>
            </span>
            <Button variant="secondary" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </Button>
          </div>
        </PageTitle>
        <SectionNav sections={[reviewSection, ...sections]} active={section} />
      </div>
      <SectionContent section={section} />
    </div>
  );
}

/** /admin: the review queue, then each feature's section (`sections`, from src/app/modules.ts). */
export function AdminReviewRoute({ sections }: { sections: readonly FeatureAdminSection[] }) {
  const session = useAdminSession();
  const section = useAdminSection(sections);

  if (session.data === null) return <AdminSignIn />;

  return (
    <>
      <title>{`${section.title} · Sangam`}</title>
      {session.data ? (
        <Dashboard email={session.data.email} sections={sections} section={section} />
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
