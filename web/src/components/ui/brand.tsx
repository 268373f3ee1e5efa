import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" className="fill-ink-800" />
      <path d="M14 40c6-14 12-20 18-20s12 6 18 20" fill="none" className="stroke-gold-400" strokeWidth="4" strokeLinecap="round" />
      <path d="M20 44c4-8 8-12 12-12s8 4 12 12" fill="none" className="stroke-gold-200" strokeWidth="3" strokeLinecap="round" opacity=".7" />
      <circle cx="32" cy="16" r="3.5" className="fill-gold-400" />
    </svg>
  );
}

/** The wordmark, linking home. */
export function Brand({ className, to = paths.home.getHref() }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn('group inline-flex items-center gap-2.5 rounded-lg', className)}>
      <BrandMark className="size-7 transition-transform duration-300 group-hover:rotate-[-6deg] sm:size-8" />
      <span className="font-display text-base tracking-[0.08em] text-ivory min-[400px]:text-lg sm:text-xl">
        Sangam<span className="text-gold-400">.</span>
      </span>
    </Link>
  );
}
