import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { mentorshipNs } from '@/features/mentorship/i18n';

type ProgressEditorProps = { founderName: string; progress: number; saving: boolean; onSave: (progress: number) => void };

/** The mentee's progress as a bar, with a slider and Save to change it (0–100). */
export function ProgressEditor({ founderName, progress, saving, onSave }: ProgressEditorProps) {
  const { t } = useTranslation(mentorshipNs);
  const [value, setValue] = useState(progress);
  const [seen, setSeen] = useState(progress);
  const sliderId = useId();
  // The stored value moved (saved here or read again): the slider follows it.
  if (seen !== progress) {
    setSeen(progress);
    setValue(progress);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-xs text-ink-300">
        <span aria-hidden="true">{t('progress.label')}</span>
        <span className="tabular-nums text-gold-200">{value}%</span>
      </div>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={100}
        step={5}
        value={value}
        aria-valuetext={`${value}%`}
        aria-label={t('progress.of', { name: founderName })}
        onChange={(event) => setValue(Number(event.target.value))}
        className="w-full accent-gold-400"
      />
      {value !== progress ? (
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setValue(progress)}>
            {t('progress.reset')}
          </Button>
          <Button size="sm" onClick={() => onSave(value)} disabled={saving}>
            {saving ? t('progress.saving') : t('progress.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
