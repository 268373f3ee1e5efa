import { Plus, X } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form';
import { founderStages, investorStages, revenueBands } from '@/features/profiles/api/kind-sections';
import { ChipInput } from '@/features/profiles/components/chip-input';
import type { FounderDraft, InvestorDraft, KindDraft, MentorDraft } from '@/features/profiles/components/kind-draft';
import { ProfileSection } from '@/features/profiles/components/profile-sections';
import { profileNs } from '@/features/profiles/i18n';
import { weekDays } from '@/lib/availability';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/rupees';

const maxItems = 15;
const maxItemLength = 40;

type Errors = Record<string, string | undefined>;

function Field({ label, error, hint, children }: { label: string; error?: string | undefined; hint?: string | null; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-200">
        {label}
      </label>
      {children(id)}
      {hint && !error ? <p className="text-xs text-ink-500">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass = (error: string | undefined) => cn(controlClasses, 'h-12', error ? 'border-rose-400/70' : 'border-ink-600');

function TextInput({ label, value, onChange, error, hint, ...rest }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; hint?: string | null } & Omit<ComponentProps<'input'>, 'value' | 'onChange'>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id) => <input id={id} {...rest} value={value} aria-invalid={error ? true : undefined} onChange={(event) => onChange(event.target.value)} className={inputClass(error)} />}
    </Field>
  );
}

/** A whole number of rupees, with how it reads ("₹25 L") under it. */
function RupeesInput({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const amount = Number(value.replace(/[,\s]/g, ''));
  const hint = value.trim() !== '' && Number.isInteger(amount) && amount >= 0 ? formatRupees(amount) : null;
  return <TextInput label={label} value={value} onChange={onChange} error={error} hint={hint} inputMode="numeric" placeholder="₹" />;
}

function Choice({ label, value, options, onChange, error }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void; error?: string | undefined }) {
  const { t } = useTranslation(profileNs);
  return (
    <Field label={label} error={error}>
      {(id) => (
        <select id={id} value={value} aria-invalid={error ? true : undefined} onChange={(event) => onChange(event.target.value)} className={cn(inputClass(error), 'bg-ink-950')}>
          <option value="">{t('kinds.notSaid')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-200">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-gold-400" />
      {label}
    </label>
  );
}

function FounderEditor({ value, set, errors }: { value: FounderDraft; set: (change: Partial<FounderDraft>) => void; errors: Errors }) {
  const { t } = useTranslation(profileNs);
  return (
    <ProfileSection title={t('kinds.founder.title')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Choice label={t('kinds.founder.fundingStage')} value={value.fundingStage} options={founderStages} onChange={(fundingStage) => set({ fundingStage })} error={errors['founder.fundingStage']} />
        <TextInput label={t('kinds.founder.teamSize')} value={value.teamSize} onChange={(teamSize) => set({ teamSize })} error={errors['founder.teamSize']} inputMode="numeric" />
        <RupeesInput label={t('kinds.founder.raisedSoFar')} value={value.raisedSoFar} onChange={(raisedSoFar) => set({ raisedSoFar })} error={errors['founder.raisedSoFar']} />
      </div>
      <h3 className="text-sm font-semibold text-ivory">{t('kinds.founder.lookingFor')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChipInput label={t('kinds.founder.cofounderRoles')} values={value.cofounderRoles} onChange={(cofounderRoles) => set({ cofounderRoles })} max={maxItems} maxLength={maxItemLength} error={errors['founder.lookingFor.cofounderRoles']} />
        <ChipInput label={t('kinds.founder.mentorAreas')} values={value.mentorAreas} onChange={(mentorAreas) => set({ mentorAreas })} max={maxItems} maxLength={maxItemLength} error={errors['founder.lookingFor.mentorAreas']} />
      </div>
      <Check label={t('kinds.founder.investors')} checked={value.investors} onChange={(investors) => set({ investors })} />
      <h3 className="text-sm font-semibold text-ivory">{t('kinds.founder.traction')}</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Choice label={t('kinds.founder.revenueBand')} value={value.revenueBand} options={revenueBands} onChange={(revenueBand) => set({ revenueBand })} error={errors['founder.traction.revenueBand']} />
        <TextInput label={t('kinds.founder.users')} value={value.users} onChange={(users) => set({ users })} error={errors['founder.traction.users']} inputMode="numeric" />
        <TextInput label={t('kinds.founder.growth')} value={value.growth} onChange={(growth) => set({ growth })} error={errors['founder.traction.growth']} inputMode="numeric" />
      </div>
    </ProfileSection>
  );
}

function MentorEditor({ value, set, errors, timeZone }: { value: MentorDraft; set: (change: Partial<MentorDraft>) => void; errors: Errors; timeZone: string }) {
  const { t } = useTranslation(profileNs);
  const setSlot = (index: number, change: Partial<MentorDraft['slots'][number]>) => set({ slots: value.slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)) });
  return (
    <ProfileSection title={t('kinds.mentor.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChipInput label={t('kinds.mentor.expertise')} values={value.expertise} onChange={(expertise) => set({ expertise })} max={maxItems} maxLength={maxItemLength} error={errors['mentor.expertise']} />
        <ChipInput label={t('kinds.mentor.mentorshipAreas')} values={value.mentorshipAreas} onChange={(mentorshipAreas) => set({ mentorshipAreas })} max={maxItems} maxLength={maxItemLength} error={errors['mentor.mentorshipAreas']} />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-3">
        <RupeesInput label={t('kinds.mentor.hourlyRate')} value={value.proBono ? '' : value.hourlyRate} onChange={(hourlyRate) => set({ hourlyRate, proBono: false })} error={errors['mentor.hourlyRate']} />
        <div className="pb-3">
          <Check label={t('kinds.mentor.proBono')} checked={value.proBono} onChange={(proBono) => set({ proBono })} />
        </div>
        <TextInput label={t('kinds.mentor.sessionsGiven')} value={value.sessionsGiven} onChange={(sessionsGiven) => set({ sessionsGiven })} error={errors['mentor.sessionsGiven']} inputMode="numeric" />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ivory">{t('kinds.mentor.availability', { zone: timeZone })}</legend>
        {value.slots.map((slot, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <select aria-label={t('kinds.mentor.day')} value={slot.day} onChange={(event) => setSlot(index, { day: event.target.value as MentorDraft['slots'][number]['day'] })} className={cn(inputClass(undefined), 'w-28 bg-ink-950')}>
              {weekDays.map((day) => (
                <option key={day} value={day}>
                  {t(`kinds.days.${day}`)}
                </option>
              ))}
            </select>
            <input type="time" aria-label={t('kinds.mentor.start')} value={slot.start} onChange={(event) => setSlot(index, { start: event.target.value })} className={cn(inputClass(undefined), 'w-32')} />
            <span className="text-ink-400">–</span>
            <input type="time" aria-label={t('kinds.mentor.end')} value={slot.end} onChange={(event) => setSlot(index, { end: event.target.value })} className={cn(inputClass(undefined), 'w-32')} />
            <Button variant="ghost" size="sm" aria-label={t('kinds.mentor.removeSlot')} onClick={() => set({ slots: value.slots.filter((_, i) => i !== index) })}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" className="self-start" onClick={() => set({ slots: [...value.slots, { day: 'Mon', start: '18:00', end: '19:00' }] })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('kinds.mentor.addSlot')}
        </Button>
        {errors['mentor.availabilitySlots'] ? (
          <p role="alert" className="text-sm text-rose-300">
            {errors['mentor.availabilitySlots']}
          </p>
        ) : null}
      </fieldset>
    </ProfileSection>
  );
}

function InvestorEditor({ value, set, errors }: { value: InvestorDraft; set: (change: Partial<InvestorDraft>) => void; errors: Errors }) {
  const { t } = useTranslation(profileNs);
  const setCompany = (index: number, change: Partial<InvestorDraft['portfolio'][number]>) => set({ portfolio: value.portfolio.map((c, i) => (i === index ? { ...c, ...change } : c)) });
  const toggleStage = (stage: string, on: boolean) => set({ stages: on ? investorStages.filter((s) => s === stage || value.stages.includes(s)) : value.stages.filter((s) => s !== stage) });
  return (
    <ProfileSection title={t('kinds.investor.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput label={t('kinds.investor.firm')} value={value.firm} onChange={(firm) => set({ firm })} error={errors['investor.firm']} maxLength={120} />
        <TextInput label={t('kinds.investor.role')} value={value.role} onChange={(role) => set({ role })} error={errors['investor.role']} maxLength={80} />
      </div>
      <ChipInput label={t('kinds.investor.focusAreas')} values={value.focusAreas} onChange={(focusAreas) => set({ focusAreas })} max={maxItems} maxLength={maxItemLength} error={errors['investor.focusAreas']} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink-200">{t('kinds.investor.stages')}</legend>
        <div className="flex flex-wrap gap-4">
          {investorStages.map((stage) => (
            <Check key={stage} label={stage} checked={value.stages.includes(stage)} onChange={(on) => toggleStage(stage, on)} />
          ))}
        </div>
        {errors['investor.stages'] ? (
          <p role="alert" className="text-sm text-rose-300">
            {errors['investor.stages']}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <RupeesInput label={t('kinds.investor.chequeMin')} value={value.chequeMin} onChange={(chequeMin) => set({ chequeMin })} error={errors['investor.chequeMin']} />
        <RupeesInput label={t('kinds.investor.chequeMax')} value={value.chequeMax} onChange={(chequeMax) => set({ chequeMax })} error={errors['investor.chequeMax']} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink-200">{t('kinds.investor.portfolio')}</legend>
        {value.portfolio.map((company, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <input aria-label={t('kinds.investor.companyName')} value={company.name} maxLength={maxItemLength} onChange={(event) => setCompany(index, { name: event.target.value })} className={cn(inputClass(undefined), 'min-w-40 flex-1')} />
            <input aria-label={t('kinds.investor.companyLink')} type="url" placeholder="https://" value={company.url} onChange={(event) => setCompany(index, { url: event.target.value })} className={cn(inputClass(undefined), 'min-w-40 flex-1')} />
            <Button variant="ghost" size="sm" aria-label={t('kinds.investor.removeCompany')} onClick={() => set({ portfolio: value.portfolio.filter((_, i) => i !== index) })}>
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" className="self-start" onClick={() => set({ portfolio: [...value.portfolio, { name: '', url: '' }] })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('kinds.investor.addCompany')}
        </Button>
        {errors['investor.portfolio'] ? (
          <p role="alert" className="text-sm text-rose-300">
            {errors['investor.portfolio']}
          </p>
        ) : null}
      </fieldset>
      <ChipInput label={t('kinds.investor.recentInvestments')} values={value.recentInvestments} onChange={(recentInvestments) => set({ recentInvestments })} max={maxItems} maxLength={maxItemLength} error={errors['investor.recentInvestments']} />
      <Field label={t('kinds.investor.thesis')} error={errors['investor.thesis']}>
        {(id) => <textarea id={id} value={value.thesis} maxLength={600} onChange={(event) => set({ thesis: event.target.value })} className={cn(controlClasses, 'min-h-24 resize-y border-ink-600 py-3')} />}
      </Field>
    </ProfileSection>
  );
}

type KindSectionsEditorProps = { draft: KindDraft; onChange: (draft: KindDraft) => void; errors: Errors; timeZone: string };

/** The sections of the kinds the member holds, in /profile's edit mode (docs/profiles.md, "Kind sections"). */
export function KindSectionsEditor({ draft, onChange, errors, timeZone }: KindSectionsEditorProps) {
  const { founder, mentor, investor } = draft;
  return (
    <>
      {founder ? <FounderEditor value={founder} set={(change) => onChange({ ...draft, founder: { ...founder, ...change } })} errors={errors} /> : null}
      {mentor ? <MentorEditor value={mentor} set={(change) => onChange({ ...draft, mentor: { ...mentor, ...change } })} errors={errors} timeZone={timeZone} /> : null}
      {investor ? <InvestorEditor value={investor} set={(change) => onChange({ ...draft, investor: { ...investor, ...change } })} errors={errors} /> : null}
    </>
  );
}
