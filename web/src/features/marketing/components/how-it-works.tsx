import { SectionHeading } from '@/components/ui/section-heading';

const steps = [
  {
    title: 'Apply and get vetted',
    text: 'Tell us what you are building or backing. A real person reviews every application.',
  },
  {
    title: 'Smart matching',
    text: 'We weigh industry, stage, skills and goals to surface the few people you should meet.',
  },
  {
    title: 'Meaningful connections',
    text: 'Warm introductions with context, so the first conversation starts where it should.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-5 sm:px-8">
      <SectionHeading id="how-title" eyebrow="How It Works" title="Three steps to the right room" />
      <ol className="mt-12 grid gap-4 md:grid-cols-3 md:gap-6">
        {steps.map(({ title, text }, index) => (
          <li key={title} className="relative rounded-2xl border border-white/7 bg-ink-900/60 p-7">
            <span aria-hidden="true" className="font-display text-5xl text-gold-400/80">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ivory">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-300">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
