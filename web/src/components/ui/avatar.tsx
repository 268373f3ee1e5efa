import { cn } from '@/lib/cn';

const sizes = {
  xs: 'size-8 text-xs',
  sm: 'size-10 text-sm',
  md: 'size-14 text-lg',
  lg: 'size-16 text-xl sm:size-24 sm:text-3xl',
} as const;

/** "Priya Raman" → "PR"; at most two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => (word ? Array.from(word)[0]?.toUpperCase() : '')).join('') || '?';
}

type AvatarProps = { name: string; photoUrl: string | null; size?: keyof typeof sizes; className?: string };

/** A member's photo, or their initials on the house gold when there is none. Decorative: the name is always shown beside it. */
export function Avatar({ name, photoUrl, size = 'md', className }: AvatarProps) {
  const frame = cn('shrink-0 rounded-full ring-1 ring-gold-400/30', sizes[size], className);
  if (photoUrl) return <img src={photoUrl} alt="" className={cn(frame, 'object-cover')} loading="lazy" decoding="async" />;
  return (
    <span aria-hidden="true" className={cn(frame, 'grid place-items-center bg-linear-to-br from-gold-400/30 to-ink-800 font-display text-gold-200')}>
      {initialsOf(name)}
    </span>
  );
}
