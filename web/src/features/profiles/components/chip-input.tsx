import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { profileNs } from '@/features/profiles/i18n';

type ChipInputProps = {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  max: number;
  maxLength: number;
  error?: string | undefined;
};

/** A list of short texts: Enter or a comma adds what was typed, × or Backspace on an empty box removes. */
export function ChipInput({ label, values, onChange, max, maxLength, error }: ChipInputProps) {
  const { t } = useTranslation(profileNs);
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const text = draft.trim();
    setDraft('');
    if (!text || values.length >= max || values.some((v) => v.toLowerCase() === text.toLowerCase())) return;
    onChange([...values, text.slice(0, maxLength)]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-200">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-ink-600 bg-ink-950/70 p-2 focus-within:border-gold-400">
        {values.map((value) => (
          <span key={value} className="inline-flex items-center gap-1 rounded-full bg-gold-400/15 py-1 pr-1 pl-3 text-sm text-gold-200">
            {value}
            <button
              type="button"
              aria-label={t('chips.remove', { item: value })}
              onClick={() => onChange(values.filter((v) => v !== value))}
              className="rounded-full p-1 hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          disabled={values.length >= max}
          placeholder={values.length >= max ? t('chips.full', { max }) : t('chips.placeholder')}
          onChange={(event) => setDraft(event.target.value.replace(',', ''))}
          onKeyDown={onKeyDown}
          onBlur={add}
          aria-invalid={error ? true : undefined}
          className="min-w-32 flex-1 bg-transparent px-2 py-1.5 text-ivory placeholder:text-ink-500 focus:outline-none"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
