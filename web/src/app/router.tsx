import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { PublicLayout } from '@/app/layouts/public-layout';
import { AppSplash, RootLayout } from '@/app/layouts/root-layout';
import { NotFoundRoute } from '@/app/routes/not-found';
import { RouteErrorFallback } from '@/app/routes/route-error';
import { paths } from '@/config/paths';
import { LandingRoute } from '@/features/marketing/routes/landing';

/**
 * Code-splits a screen or layout: `screen(() => import(file), (module) => module.Screen)`. Only the
 * landing page, the 404 page and the error fallback ship in the entry chunk. React Router loads
 * the lazy routes of a match in parallel; `npm run budget` (scripts/check-budget.mjs) weighs what
 * each route loads.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const { onboarding, auth, founder } = paths;

const publicScreens: RouteObject[] = [
  { path: onboarding.welcome.path, lazy: screen(() => import('@/features/applications/routes/onboarding-welcome'), (m) => m.OnboardingWelcomeRoute) },
  { path: onboarding.step1.path, lazy: screen(() => import('@/features/applications/routes/onboarding-step1'), (m) => m.OnboardingStep1Route) },
  { path: onboarding.step2.path, lazy: screen(() => import('@/features/applications/routes/onboarding-step2'), (m) => m.OnboardingStep2Route) },
  { path: onboarding.step3.path, lazy: screen(() => import('@/features/applications/routes/onboarding-step3'), (m) => m.OnboardingStep3Route) },
  { path: onboarding.step4.path, lazy: screen(() => import('@/features/applications/routes/onboarding-step4'), (m) => m.OnboardingStep4Route) },
  { path: onboarding.success.path, lazy: screen(() => import('@/features/applications/routes/application-submitted'), (m) => m.ApplicationSubmittedRoute) },
  { path: onboarding.confirmChange.path, lazy: screen(() => import('@/features/applications/routes/confirm-application-change'), (m) => m.ConfirmApplicationChangeRoute) },
  { path: paths.waitlistConfirmChange.path, lazy: screen(() => import('@/features/waitlist/routes/confirm-waitlist-change'), (m) => m.ConfirmWaitlistChangeRoute) },
  { path: auth.founderLogin.path, lazy: screen(() => import('@/features/auth/routes/founder-login'), (m) => m.FounderLoginRoute) },
  { path: auth.passwordSetup.path, lazy: screen(() => import('@/features/auth/routes/password-setup'), (m) => m.PasswordSetupRoute) },
  { path: auth.passwordVerify.path, lazy: screen(() => import('@/features/auth/routes/password-verify'), (m) => m.PasswordVerifyRoute) },
  { path: founder.confirmEmail.path, lazy: screen(() => import('@/features/profiles/routes/confirm-email'), (m) => m.ConfirmEmailRoute) },
  { path: paths.profilePictureSetup.path, lazy: screen(() => import('@/features/profiles/routes/profile-picture-setup'), (m) => m.ProfilePictureSetupRoute) },
];

/** The mentor's and the investor's screens: a member session, and Logout in the header. */
const dashboardScreens: RouteObject[] = [
  { path: paths.mentorDashboard.path, lazy: screen(() => import('@/features/mentorship/routes/mentor-dashboard'), (m) => m.MentorDashboardRoute) },
  { path: paths.investorDashboard.path, lazy: screen(() => import('@/features/investing/routes/investor-dashboard'), (m) => m.InvestorDashboardRoute) },
];

const founderScreens: RouteObject[] = [
  { path: founder.discover.path, lazy: screen(() => import('@/features/discover/routes/discover-deck'), (m) => m.DiscoverDeckRoute) },
  { path: founder.connections.path, lazy: screen(() => import('@/app/routes/connections-page'), (m) => m.ConnectionsPage) },
  { path: founder.inbox.path, lazy: screen(() => import('@/features/messaging/routes/inbox'), (m) => m.InboxRoute) },
  { path: founder.conversation.path, lazy: screen(() => import('@/features/messaging/routes/inbox'), (m) => m.InboxRoute) },
  { path: founder.profile.path, lazy: screen(() => import('@/features/profiles/routes/profile'), (m) => m.ProfileRoute) },
  { path: founder.analytics.path, lazy: screen(() => import('@/features/analytics/routes/analytics'), (m) => m.AnalyticsRoute) },
  { path: founder.settings.path, lazy: screen(() => import('@/app/routes/settings-page'), (m) => m.SettingsPage) },
  { path: founder.member.path, lazy: screen(() => import('@/features/profiles/routes/member-profile'), (m) => m.MemberProfileRoute) },
  { path: founder.cofounders.path, lazy: screen(() => import('@/features/pitches/routes/cofounders'), (m) => m.CofoundersRoute) },
  { path: founder.mentors.path, lazy: screen(() => import('@/features/pitches/routes/mentors'), (m) => m.MentorsRoute) },
  { path: founder.investors.path, lazy: screen(() => import('@/features/pitches/routes/investors'), (m) => m.InvestorsRoute) },
  { path: founder.events.path, lazy: screen(() => import('@/features/events/routes/startup-events'), (m) => m.StartupEventsRoute) },
  { path: founder.event.path, lazy: screen(() => import('@/features/events/routes/event-page'), (m) => m.EventPageRoute) },
  { path: founder.virtualEvents.path, lazy: screen(() => import('@/features/events/routes/virtual-events'), (m) => m.VirtualEventsRoute) },
  { path: founder.successStories.path, lazy: screen(() => import('@/features/stories/routes/success-stories'), (m) => m.SuccessStoriesRoute) },
  { path: founder.story.path, lazy: screen(() => import('@/features/stories/routes/success-stories'), (m) => m.SuccessStoriesRoute) },
  { path: founder.ideaValidation.path, lazy: screen(() => import('@/features/validation/routes/idea-validation'), (m) => m.IdeaValidationRoute) },
  { path: founder.founderScore.path, lazy: screen(() => import('@/features/score/routes/founder-score'), (m) => m.FounderScoreRoute) },
  { path: founder.verification.path, lazy: screen(() => import('@/features/verification/routes/verification'), (m) => m.VerificationRoute) },
  { path: paths.test.path, lazy: screen(() => import('@/app/routes/location-test'), (m) => m.LocationTestRoute) },
];

/** The whole route table of SPEC section 2, shared by the browser router and the tests. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: AppSplash,
    errorElement: <RouteErrorFallback />,
    children: [
      { index: true, Component: LandingRoute },
      { path: paths.marketing.path, lazy: screen(() => import('@/app/routes/marketing-page'), (m) => m.MarketingPage) },
      {
        lazy: screen(() => import('@/app/layouts/screen-providers-layout'), (m) => m.ScreenProvidersLayout),
        children: [
          { Component: PublicLayout, children: publicScreens },
          { lazy: screen(() => import('@/app/layouts/member-layout'), (m) => m.MemberLayout), children: founderScreens },
          { lazy: screen(() => import('@/app/layouts/dashboard-layout'), (m) => m.DashboardLayout), children: dashboardScreens },
          {
            lazy: screen(() => import('@/app/layouts/admin-layout'), (m) => m.AdminLayout),
            children: [{ path: paths.admin.path, lazy: screen(() => import('@/features/admin/routes/admin-review'), (m) => m.AdminReviewRoute) }],
          },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
