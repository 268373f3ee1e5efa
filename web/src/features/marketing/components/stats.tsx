import { StatGrid } from '@/components/ui/stat-grid';
import { networkStats } from '@/config/claims';

export function Stats() {
  return (
    <section aria-label="Sangam in numbers" className="mx-auto w-full max-w-5xl px-5 sm:px-8">
      <StatGrid stats={networkStats} label="Sangam in numbers" />
    </section>
  );
}
