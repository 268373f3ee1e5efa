import { QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'motion/react';
import { useState, type ReactNode } from 'react';

import { AppFallback } from '@/components/errors/app-fallback';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { createQueryClient } from '@/lib/react-query';

const loadMotionFeatures = () => import('@/lib/motion-features').then((module) => module.default);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary fallback={(reset) => <AppFallback onReload={reset} />}>
      <QueryClientProvider client={queryClient}>
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        </LazyMotion>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
