import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { lazy } from 'react';
import { Link, Outlet } from 'react-router';

import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { MemberModerationContext, type MemberModeration } from '@/lib/admin/member-moderation';

// The moderation feature's dialogs for /admin's screens about members, loaded when first opened.
const memberModeration: MemberModeration = {
  Dialog: lazy(() => import('@/features/moderation/components/moderation-dialog').then((m) => ({ default: m.ModerationDialog }))),
  ContentRemoval: lazy(() => import('@/features/moderation/components/content-removal').then((m) => ({ default: m.ContentRemoval }))),
};

export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-950">
      <header className="border-b border-white/7 bg-ink-900/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
          <div className="flex items-center gap-3">
            <Brand to={paths.admin.getHref()} />
            <span className="inline-flex items-center gap-1.5 rounded-full border border-gold-400/30 bg-gold-400/10 px-2.5 py-0.5 text-xs font-semibold tracking-wider text-gold-300 uppercase">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              Admin
            </span>
          </div>
          <Link to={paths.home.getHref()} className="inline-flex items-center gap-1.5 rounded text-sm text-ink-300 hover:text-gold-300">
            <ArrowLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Back to site</span>
            <span className="sm:hidden">Site</span>
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-8 sm:py-12">
        <MemberModerationContext value={memberModeration}>
          <Outlet />
        </MemberModerationContext>
      </main>
    </div>
  );
}
