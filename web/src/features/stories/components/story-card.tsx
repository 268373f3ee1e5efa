import { Banknote, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Story } from '@/features/stories/api/get-stories';
import { storiesNs } from '@/features/stories/i18n';
import { openedFromGrid } from '@/features/stories/lib/story-location';

/** One story of the grid; the whole card opens its modal (the title's link, stretched over the card). */
export function StoryCard({ story }: { story: Story }) {
  const { t } = useTranslation(storiesNs);
  return (
    <article
      aria-label={story.title}
      className="relative flex flex-col gap-3 rounded-3xl border border-white/8 bg-ink-900/70 p-5 transition-colors hover:border-gold-400/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-300"
    >
      {story.imageUrl ? <img src={story.imageUrl} alt="" className="h-40 w-full rounded-2xl object-cover" loading="lazy" /> : null}
      <p className="w-fit rounded-full border border-gold-400/30 px-2.5 py-0.5 text-xs text-gold-200">{story.industry}</p>
      <h2 className="font-display text-xl leading-snug text-ivory">
        <Link
          to={paths.founder.story.getHref(story.id)}
          state={openedFromGrid}
          preventScrollReset
          className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none hover:text-gold-200"
        >
          {story.title}
        </Link>
      </h2>
      <p className="text-sm text-ink-300">{t('byline', { founder: story.founder, company: story.company })}</p>
      <dl className="flex flex-col gap-1 text-sm text-ink-200">
        <div>
          <dt className="sr-only">{t('funding')}</dt>
          <dd className="flex items-center gap-2">
            <Banknote aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
            {story.funding}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('timeline')}</dt>
          <dd className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
            {story.timeline}
          </dd>
        </div>
      </dl>
      {story.tags.length > 0 ? (
        <ul aria-label={t('tags')} className="mt-auto flex flex-wrap gap-1.5">
          {story.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-white/6 px-2 py-0.5 text-xs text-ink-200">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
