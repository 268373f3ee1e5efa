import type { ComponentProps } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide whitespace-nowrap ' +
  'transition-[background-color,border-color,color,box-shadow,transform] duration-200 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-gold-300 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 active:translate-y-px';

const variants: Record<Variant, string> = {
  primary:
    'bg-linear-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_8px_30px_-8px_rgb(224_179_92/0.55)] ' +
    'hover:from-gold-200 hover:to-gold-400 hover:shadow-[0_10px_36px_-8px_rgb(224_179_92/0.7)]',
  secondary:
    'border border-gold-400/40 bg-ink-900/60 text-gold-200 backdrop-blur hover:border-gold-300/80 hover:bg-ink-800 hover:text-gold-200',
  ghost: 'text-ink-200 hover:bg-white/5 hover:text-ivory',
};

const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-xs sm:px-4 sm:text-sm',
  md: 'h-11 px-6 text-sm',
  lg: 'h-13 px-7 text-base',
};

type StyleProps = { variant?: Variant; size?: Size };

export function buttonClasses({ variant = 'primary', size = 'md' }: StyleProps, className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
