import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const mentorshipModule: FeatureModule = {
  name: 'mentorship',
  namespaces: ['mentorship'],
  routes: [
    { path: paths.mentorDashboard.path, layout: 'dashboard', budget: 'member', screen: () => import('@/features/mentorship/routes/mentor-dashboard').then((m) => ({ Component: m.MentorDashboardRoute })) },
  ],
};

export default mentorshipModule;
