import { Link } from 'react-router';

import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';

const footerLinks = [
  { label: 'Founder Login', to: paths.auth.founderLogin.getHref() },
  { label: 'Apply to Join', to: paths.onboarding.step1.getHref() },
  { label: 'Join the waitlist', to: paths.marketing.getHref() },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-white/6 bg-ink-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-5 py-12 sm:flex-row sm:items-end sm:justify-between sm:px-8">
        <div className="max-w-sm">
          <Brand />
          <p className="mt-4 text-sm leading-relaxed text-ink-300">
            The invitation-only network for India’s startup founders, mentors and investors.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="rounded text-ink-300 transition-colors hover:text-gold-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/5">
        <p className="mx-auto max-w-6xl px-5 py-5 text-xs text-ink-500 sm:px-8">
          © {new Date().getFullYear()} Sangam. Made for builders in India.
        </p>
      </div>
    </footer>
  );
}
