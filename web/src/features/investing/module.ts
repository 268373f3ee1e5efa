import { paths } from '@/config/paths';
import type { FeatureModule } from '@/lib/feature-module';

const investingModule: FeatureModule = {
  name: 'investing',
  namespaces: ['investing'],
  routes: [
    { path: paths.investorDashboard.path, layout: 'dashboard', budget: 'member', screen: () => import('@/features/investing/routes/investor-dashboard').then((m) => ({ Component: m.InvestorDashboardRoute })) },
  ],
};

export default investingModule;
