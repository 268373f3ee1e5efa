import { appModule } from '@/app/app-module';
import { adminModule } from '@/features/admin/module';
import { analyticsModule } from '@/features/analytics/module';
import { applicationsModule } from '@/features/applications/module';
import { authModule } from '@/features/auth/module';
import { discoverModule } from '@/features/discover/module';
import { eventsModule } from '@/features/events/module';
import { highlightsModule } from '@/features/highlights/module';
import { investingModule } from '@/features/investing/module';
import { marketingModule } from '@/features/marketing/module';
import { mentorshipModule } from '@/features/mentorship/module';
import { messagingModule } from '@/features/messaging/module';
import { notificationsModule } from '@/features/notifications/module';
import { pitchesModule } from '@/features/pitches/module';
import { privacyModule } from '@/features/privacy/module';
import { profilesModule } from '@/features/profiles/module';
import { requestsModule } from '@/features/requests/module';
import { scoreModule } from '@/features/score/module';
import { storiesModule } from '@/features/stories/module';
import { validationModule } from '@/features/validation/module';
import { verificationModule } from '@/features/verification/module';
import { waitlistModule } from '@/features/waitlist/module';
import type { FeatureModule } from '@/lib/feature-module';

/**
 * Every module of the app: the one list a new feature is added to. The router, the member
 * navigation, the admin sections and the route budgets (scripts/route-budgets.mjs) are derived
 * from it; modules.test.ts checks that they agree.
 */
export const modules: readonly FeatureModule[] = [
  appModule,
  marketingModule,
  waitlistModule,
  applicationsModule,
  authModule,
  profilesModule,
  discoverModule,
  pitchesModule,
  mentorshipModule,
  investingModule,
  requestsModule,
  messagingModule,
  notificationsModule,
  eventsModule,
  storiesModule,
  validationModule,
  scoreModule,
  verificationModule,
  analyticsModule,
  highlightsModule,
  privacyModule,
  adminModule,
];

export const moduleRoutes = modules.flatMap((module) => module.routes ?? []);

/** The administrator's sections beyond the review queue, in their tab order. */
export const adminSections = modules.flatMap((module) => (module.admin ? [module.admin] : [])).sort((a, b) => a.order - b.order);
