import { Briefcase, MapPin } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { VerifiedBadge } from '@/components/ui/verified-badge';

type MemberCardProps = {
  name: string;
  photoUrl: string | null;
  /** "CTO at Kirana Labs". */
  role: string | null;
  location: string | null;
  /** A small tag under the location, such as the member's role on Sangam. */
  tag?: string | null;
  /** Buttons in the top corner. */
  actions?: ReactNode;
  /** The match score, under the header. */
  match: ReactNode;
  bio: string | null;
  /** Particulars under the bio. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  /** Where the member's full profile opens (/members/:id); the name links there. */
  profileHref?: string;
  /** Fully verified (docs/verification.md): the badge beside the name. */
  verified?: boolean;
};

/** One member of a deck: a region named after them, so screen readers hear whose card it is. */
export function MemberCard({ name, photoUrl, role, location, tag, actions, match, bio, children, ref, profileHref, verified = false }: MemberCardProps) {
  const nameId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={nameId}
      tabIndex={-1}
      className="relative flex flex-col gap-4 overflow-hidden rounded-3xl border border-white/10 bg-linear-to-b from-ink-850 to-ink-900 p-5 shadow-2xl shadow-black/50 focus:outline-none focus-visible:outline-2 focus-visible:outline-gold-400 sm:p-6"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-gold-400/10 blur-3xl" />
      <header className="relative flex items-start gap-4">
        <Avatar name={name} photoUrl={photoUrl} size="lg" />
        <div className="min-w-0 flex-1 pt-1">
          <h2 id={nameId} className="font-display text-2xl leading-tight break-words text-ivory">
            {profileHref ? (
              // Not draggable: a swipe that starts on the name moves the card, it does not follow the link.
              <Link to={profileHref} draggable={false} className="underline-offset-4 hover:text-gold-200 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
            {verified ? <VerifiedBadge className="ml-2" /> : null}
          </h2>
          {role ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-200">
              <Briefcase aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-gold-400" />
              <span className="min-w-0 break-words">{role}</span>
            </p>
          ) : null}
          {location ? (
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-300">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-gold-400" />
              {location}
            </p>
          ) : null}
          {tag ? <span className="mt-2 inline-block rounded-full border border-white/10 px-2 py-0.5 text-[0.7rem] tracking-wider text-ink-300 uppercase">{tag}</span> : null}
        </div>
        {actions ? <div className="-mt-1 -mr-2 flex shrink-0">{actions}</div> : null}
      </header>

      {match}

      {bio ? <p className="relative text-[0.95rem] leading-relaxed text-ink-200">{bio}</p> : null}

      {children}
    </section>
  );
}
