import { useTranslation } from 'react-i18next';

import { FactGrid } from '@/components/ui/fact-grid';
import type { Story } from '@/features/stories/api/get-stories';
import { storiesNs } from '@/features/stories/i18n';

function StoryList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="text-xs font-semibold tracking-[0.16em] text-gold-400 uppercase">{title}</h3>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm leading-relaxed text-ink-200">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-400" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Everything a story tells: how long, what was raised, the story itself, its challenges, solutions, results and numbers. */
export function StoryDetails({ story }: { story: Story }) {
  const { t } = useTranslation(storiesNs);
  const metrics = (['revenue', 'team', 'users', 'growth'] as const).map((key) => ({ key, label: t(`story.${key}`), value: story.metrics[key] }));
  return (
    <div className="flex flex-col gap-5">
      {story.imageUrl ? <img src={story.imageUrl} alt="" className="h-48 w-full rounded-2xl object-cover" /> : null}
      <ul aria-label={t('tags')} className="flex flex-wrap items-center gap-1.5">
        <li className="rounded-full border border-gold-400/30 px-2.5 py-0.5 text-xs text-gold-200">{story.industry}</li>
        {story.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-white/6 px-2 py-0.5 text-xs text-ink-200">
            #{tag}
          </li>
        ))}
      </ul>
      <FactGrid
        facts={[
          { label: t('timeline'), value: story.timeline },
          { label: t('funding'), value: story.funding },
        ]}
      />
      <p className="text-sm leading-relaxed whitespace-pre-line text-ink-200">{story.description}</p>
      <StoryList title={t('story.challenges')} items={story.challenges} />
      <StoryList title={t('story.solutions')} items={story.solutions} />
      <StoryList title={t('story.results')} items={story.results} />
      <section>
        <h3 className="text-xs font-semibold tracking-[0.16em] text-gold-400 uppercase">{t('story.metrics')}</h3>
        <dl aria-label={t('story.metrics')} className="mt-2 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-white/7 bg-white/7 sm:grid-cols-4">
          {metrics.map((metric) => (
            <div key={metric.key} className="flex flex-col-reverse gap-1 bg-ink-900 px-3 py-4 text-center">
              <dt className="text-[0.68rem] tracking-[0.14em] text-ink-300 uppercase">{metric.label}</dt>
              <dd className="font-display text-lg break-words text-gold-300">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
