import { LazyMotion, MotionConfig } from 'motion/react';
import { Outlet } from 'react-router';

import { QueryProvider } from '@/app/query-provider';

const loadMotionFeatures = () => import('@/lib/motion-features').then((module) => module.default);

/**
 * The pathless route around every screen that reads the server or animates (sign-in, onboarding,
 * the member area, admin). Loaded with the first such screen, so the public pages' start-up
 * JavaScript carries neither TanStack Query nor motion.
 */
export function ScreenProvidersLayout() {
  return (
    <QueryProvider>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <Outlet />
        </MotionConfig>
      </LazyMotion>
    </QueryProvider>
  );
}
