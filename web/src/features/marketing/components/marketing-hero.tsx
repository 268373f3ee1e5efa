import { Briefcase, GraduationCap, Rocket, type LucideIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ApiSchemas } from '@/lib/api-client';

type Role = ApiSchemas['WaitlistRole'];

const roleButtons = [
  { role: 'Founder', label: 'Join as Founder', icon: Rocket, variant: 'primary' },
  { role: 'Mentor', label: 'Become a Mentor', icon: GraduationCap, variant: 'secondary' },
  { role: 'Investor', label: 'Join as Investor', icon: Briefcase, variant: 'secondary' },
] as const satisfies ReadonlyArray<{ role: Role; label: string; icon: LucideIcon; variant: 'primary' | 'secondary' }>;

export function MarketingHero({ onChooseRole }: { onChooseRole: (role: Role) => void }) {
  return (
    <section aria-labelledby="marketing-title" className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-0 bg-hairline-grid" />
      <div className="relative mx-auto flex max-w-4xl animate-rise flex-col items-center px-5 pt-20 pb-14 text-center sm:px-8 sm:pt-28">
        <Badge>Early access · Waitlist open</Badge>
        <h1
          id="marketing-title"
          className="mt-7 font-display text-[2.5rem] leading-[1.05] text-ivory text-balance-safe sm:text-6xl lg:text-7xl"
        >
          The private network for <span className="text-gold-gradient italic">India’s boldest builders</span>
        </h1>
        <p className="mt-6 max-w-2xl text-base leading-relaxed text-ink-300 sm:text-lg">
          Founders find cofounders, mentors find founders worth their time, investors see vetted deal flow first.
          Tell us who you are and we will save you a seat.
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {roleButtons.map(({ role, label, icon: Icon, variant }) => (
            <Button key={role} variant={variant} size="lg" onClick={() => onChooseRole(role)} aria-controls="waitlist">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
