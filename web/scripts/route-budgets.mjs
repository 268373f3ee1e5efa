// The web app's weight budget (issue 8): gzip kB of JavaScript a route needs before its first
// render, React included. `npm run budget` (check-budget.mjs) checks every row against the build;
// route-budgets.test.ts checks the rows against the route table in src/app/router.tsx.

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const budgets = {
  /** The static public pages, / and /marketing (and the 404 page): a first visit on a slow phone. */
  public: 120,
  /** Every other screen: sign-in, onboarding, the member area, admin. 200 until the member area
      spoke five languages: i18next and react-i18next weigh 18.4 kB, the English catalogues of
      every member screen 7.3 kB more (docs/decisions.md 15 and 21). */
  member: 230,
};

const screenProviders = 'src/app/layouts/screen-providers-layout.tsx';
const member = [screenProviders, 'src/app/layouts/member-layout.tsx'];
const dashboard = [screenProviders, 'src/app/layouts/dashboard-layout.tsx'];
const admin = [screenProviders, 'src/app/layouts/admin-layout.tsx'];
const publicScreen = [screenProviders];
const applications = 'src/features/applications/routes';
const auth = 'src/features/auth/routes';

/**
 * Each route with the modules it loads lazily (route `lazy` functions, outermost first). The entry
 * chunk and static imports are added by the check.
 */
export const routes = [
  { path: '/', budget: 'public', lazy: [] },
  { path: '/marketing', budget: 'public', lazy: ['src/app/routes/marketing-page.tsx'] },
  { path: '/no-such-page', budget: 'public', lazy: [] },

  { path: '/onboarding', budget: 'member', lazy: [...publicScreen, `${applications}/onboarding-welcome.tsx`] },
  { path: '/onboarding/step1', budget: 'member', lazy: [...publicScreen, `${applications}/onboarding-step1.tsx`] },
  { path: '/onboarding/step2', budget: 'member', lazy: [...publicScreen, `${applications}/onboarding-step2.tsx`] },
  { path: '/onboarding/step3', budget: 'member', lazy: [...publicScreen, `${applications}/onboarding-step3.tsx`] },
  { path: '/onboarding/step4', budget: 'member', lazy: [...publicScreen, `${applications}/onboarding-step4.tsx`] },
  { path: '/success', budget: 'member', lazy: [...publicScreen, `${applications}/application-submitted.tsx`] },
  { path: '/apply/confirm', budget: 'member', lazy: [...publicScreen, `${applications}/confirm-application-change.tsx`] },
  { path: '/waitlist/confirm', budget: 'member', lazy: [...publicScreen, 'src/features/waitlist/routes/confirm-waitlist-change.tsx'] },
  { path: '/founder-login', budget: 'member', lazy: [...publicScreen, `${auth}/founder-login.tsx`] },
  { path: '/password-setup', budget: 'member', lazy: [...publicScreen, `${auth}/password-setup.tsx`] },
  { path: '/password-verify', budget: 'member', lazy: [...publicScreen, `${auth}/password-verify.tsx`] },
  { path: '/profile-picture-setup', budget: 'member', lazy: [...publicScreen, 'src/features/profiles/routes/profile-picture-setup.tsx'] },
  { path: '/mentor-dashboard', budget: 'member', lazy: [...dashboard, 'src/features/mentorship/routes/mentor-dashboard.tsx'] },
  { path: '/investor-dashboard', budget: 'member', lazy: [...dashboard, 'src/features/investing/routes/investor-dashboard.tsx'] },

  { path: '/founder', budget: 'member', lazy: [...member, 'src/features/discover/routes/discover-deck.tsx'] },
  { path: '/connections', budget: 'member', lazy: [...member, 'src/app/routes/connections-page.tsx'] },
  { path: '/inbox', budget: 'member', lazy: [...member, 'src/features/messaging/routes/inbox.tsx'] },
  { path: '/inbox/:conversationId', budget: 'member', lazy: [...member, 'src/features/messaging/routes/inbox.tsx'] },
  { path: '/profile', budget: 'member', lazy: [...member, 'src/features/profiles/routes/profile.tsx'] },
  { path: '/analytics', budget: 'member', lazy: [...member, 'src/features/analytics/routes/analytics.tsx'] },
  { path: '/settings', budget: 'member', lazy: [...member, 'src/app/routes/settings-page.tsx'] },
  { path: '/settings/confirm-email', budget: 'member', lazy: [...publicScreen, 'src/features/profiles/routes/confirm-email.tsx'] },
  { path: '/members/:memberId', budget: 'member', lazy: [...member, 'src/features/profiles/routes/member-profile.tsx'] },
  { path: '/cofounders', budget: 'member', lazy: [...member, 'src/features/pitches/routes/cofounders.tsx'] },
  { path: '/mentors', budget: 'member', lazy: [...member, 'src/features/pitches/routes/mentors.tsx'] },
  { path: '/investors', budget: 'member', lazy: [...member, 'src/features/pitches/routes/investors.tsx'] },
  { path: '/events', budget: 'member', lazy: [...member, 'src/features/events/routes/startup-events.tsx'] },
  { path: '/events/:eventId', budget: 'member', lazy: [...member, 'src/features/events/routes/event-page.tsx'] },
  { path: '/virtual-events', budget: 'member', lazy: [...member, 'src/features/events/routes/virtual-events.tsx'] },
  { path: '/success-stories', budget: 'member', lazy: [...member, 'src/features/stories/routes/success-stories.tsx'] },
  { path: '/success-stories/:storyId', budget: 'member', lazy: [...member, 'src/features/stories/routes/success-stories.tsx'] },
  { path: '/idea-validation', budget: 'member', lazy: [...member, 'src/features/validation/routes/idea-validation.tsx'] },
  { path: '/founder-score', budget: 'member', lazy: [...member, 'src/features/score/routes/founder-score.tsx'] },
  { path: '/verification', budget: 'member', lazy: [...member, 'src/features/verification/routes/verification.tsx'] },
  { path: '/test', budget: 'member', lazy: [...member, 'src/app/routes/location-test.tsx'] },

  { path: '/admin', budget: 'member', lazy: [...admin, 'src/features/admin/routes/admin-review.tsx'] },
];

/**
 * Modules loaded with import() after a screen has rendered, each with a route that loads it. They
 * count toward no budget; the check prints what each adds to that route, and fails on a lazy
 * module that neither this list nor a route accounts for.
 */
export const deferred = [
  /** motion's animation features: LazyMotion fetches them once a screen is up. */
  { module: 'src/lib/motion-features.ts', after: '/founder' },
  /** motion's animation engine for the swipe card's flight and snap-back, fetched on the first drag or swipe. */
  { module: 'src/features/discover/lib/swipe-animation.ts', after: '/founder' },
  /** The messaging socket and what it writes into the cache, started once a member screen is up. */
  { module: 'src/features/messaging/lib/messaging-hub.ts', after: '/founder' },
  /** The waitlist form (react-hook-form, zod, TanStack Query), fetched once the sections are on screen. */
  { module: 'src/app/routes/marketing-waitlist.tsx', after: '/marketing' },
  /** Dialogs and panels, fetched when their button is pointed at, focused or pressed. */
  { module: 'src/features/discover/components/report-dialog.tsx', after: '/founder' },
  { module: 'src/features/discover/components/block-dialog.tsx', after: '/founder' },
  { module: 'src/features/messaging/components/report-message-dialog.tsx', after: '/inbox' },
  { module: 'src/features/pitches/components/pitch-dialog.tsx', after: '/cofounders' },
  { module: 'src/features/notifications/components/notification-popover.tsx', after: '/founder' },
  { module: 'src/app/layouts/member-drawer.tsx', after: '/founder' },
  /** The member area's side panels (≥ 1280 px) and what they read, fetched once a screen is up. */
  { module: 'src/app/layouts/member-side-panels.tsx', after: '/founder' },
  { module: 'src/features/admin/components/remove-test-data-dialog.tsx', after: '/admin' },
  // The Events, Stories, Insights and Verification sections load when opened.
  { module: 'src/features/admin/components/events-section.tsx', after: '/admin' },
  { module: 'src/features/admin/components/stories-section.tsx', after: '/admin' },
  { module: 'src/features/admin/components/insights-section.tsx', after: '/admin' },
  { module: 'src/features/admin/components/verification-section.tsx', after: '/admin' },
  /** The /verification forms (react-hook-form, zod), fetched when a step's action is pointed at, focused or pressed. */
  { module: 'src/features/verification/components/step-forms.tsx', after: '/verification' },
  /** The note of a declined request or an introduction request (react-hook-form, zod). */
  { module: 'src/components/ui/note-dialog.tsx', after: '/connections' },
  /** The activity chart of /analytics (uPlot), fetched once the figures are on screen. */
  { module: 'src/features/analytics/components/activity-chart.tsx', after: '/analytics' },
  /** The QR code library, fetched when two-factor enrolment starts. */
  { module: 'node_modules/qrcode/lib/browser.js', after: '/settings' },
  /** Edit mode of /profile (react-hook-form, zod), fetched when Edit Profile is pointed at or pressed. */
  { module: 'src/features/profiles/components/profile-editor.tsx', after: '/profile' },
  /** The catalogues of the languages other than English (every namespace English has), fetched when a member chooses one. */
  ...['hi', 'es', 'fr', 'de'].flatMap((language) =>
    // Read from the web folder, where npm runs the budget and Vitest its tests.
    readdirSync(join(process.cwd(), 'src/locales/en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ module: `src/locales/${language}/${file}`, after: '/settings' })),
  ),
];
