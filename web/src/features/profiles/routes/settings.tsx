import { Bell, Globe, Lock, ShieldAlert, UserCog, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Notice } from '@/components/ui/notice';
import { SettingsSection } from '@/components/ui/settings-section';
import { SwitchRow } from '@/components/ui/switch-row';
import { requestEmailChange, useSettings, useUpdateSettings, type Settings, type SettingsChange } from '@/features/profiles/api/settings';
import { settingsNs } from '@/features/profiles/i18n';
import { ApiError } from '@/lib/api-client';
import type { SettingsEntry, SettingsPlace } from '@/lib/feature-module';
import { languages } from '@/lib/i18n';

function Section({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <SettingsSection icon={icon} title={title}>
      <div className="flex flex-col gap-1">{children}</div>
    </SettingsSection>
  );
}

function Choice<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: ReadonlyArray<{ value: V; label: string }>; onChange: (value: V) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 py-2 sm:flex-row sm:items-center sm:justify-between">
      <label htmlFor={id} className="text-ivory">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400 sm:w-64"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-ink-900">
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const timezones = ['IST', 'PST', 'MST', 'CST', 'EST', 'UTC'] as const;
const dateFormats = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;

function AccountSection({ settings, save, security }: { settings: Settings; save: (change: SettingsChange) => Promise<unknown>; security?: ReactNode }) {
  const { t } = useTranslation(settingsNs);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [changingEmail, setChangingEmail] = useState(false);
  const [pending, setPending] = useState(settings.account.pendingEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  // Two-factor turned on in another tab shows as wrong_code: then the field appears too.
  const [codeNeeded, setCodeNeeded] = useState(settings.account.twoFactorAuth);
  const [phone, setPhone] = useState(settings.account.phone ?? '');
  const [phoneMessage, setPhoneMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const emailId = useId();
  const passwordId = useId();
  const codeId = useId();
  const phoneId = useId();
  const showCode = codeNeeded || settings.account.twoFactorAuth;

  const sendLink = async () => {
    setEmailError(null);
    try {
      const answer = await requestEmailChange({ email, password, ...(showCode ? { code: code.trim() } : {}) });
      setPending(answer.pendingEmail);
      setChangingEmail(false);
      setEmail('');
      setPassword('');
      setCode('');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'wrong_code') setCodeNeeded(true);
      setEmailError(error instanceof ApiError ? (error.fields.email ?? error.message) : t('account.failed'));
    }
  };
  const savePhone = async () => {
    setPhoneMessage(null);
    try {
      await save({ account: { phone: phone.trim() === '' ? null : phone } });
      setPhoneMessage({ tone: 'success', text: t('account.phoneSaved') });
    } catch (error) {
      setPhoneMessage({ tone: 'error', text: error instanceof ApiError ? (error.fields['account.phone'] ?? error.message) : t('account.failed') });
    }
  };

  return (
    <Section icon={UserCog} title={t('account.title')}>
      <div className="flex flex-col gap-2 py-2">
        <p className="text-ivory">{t('account.email')}</p>
        <p className="break-all text-ink-200">{settings.account.email}</p>
        {pending ? <Notice tone="info">{t('account.pending', { email: pending })}</Notice> : null}
        {changingEmail ? (
          <form
            className="flex flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void sendLink();
            }}
          >
            <label htmlFor={emailId} className="sr-only">
              {t('account.newEmail')}
            </label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              value={email}
              placeholder={t('account.newEmail')}
              onChange={(event) => setEmail(event.target.value)}
              className="h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400"
            />
            <label htmlFor={passwordId} className="text-sm text-ink-200">
              {t('account.password')}
            </label>
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400"
            />
            {showCode ? (
              <>
                <label htmlFor={codeId} className="text-sm text-ink-200">
                  {t('account.code')}
                </label>
                <input
                  id={codeId}
                  value={code}
                  autoComplete="one-time-code"
                  onChange={(event) => setCode(event.target.value)}
                  className="h-11 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400 sm:w-64"
                />
              </>
            ) : null}
            <Button type="submit" className="w-fit" disabled={email.trim() === '' || password === '' || (showCode && code.trim() === '')}>
              {t('account.sendLink')}
            </Button>
          </form>
        ) : (
          <Button variant="secondary" size="sm" className="w-fit" onClick={() => setChangingEmail(true)}>
            {t('account.change')}
          </Button>
        )}
        {emailError ? <p role="alert" className="text-sm text-rose-300">{emailError}</p> : null}
      </div>
      <div className="flex flex-col gap-2 border-t border-white/7 py-3">
        <label htmlFor={phoneId} className="text-ivory">
          {t('account.phone')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={phoneId}
            type="tel"
            autoComplete="tel"
            value={phone}
            placeholder="+91 98765 43210"
            onChange={(event) => setPhone(event.target.value)}
            className="h-11 flex-1 rounded-xl border border-ink-600 bg-ink-950/70 px-3 text-ivory focus:border-gold-400"
          />
          <Button variant="secondary" onClick={() => void savePhone()}>
            {t('account.savePhone')}
          </Button>
        </div>
        {phoneMessage ? <Notice tone={phoneMessage.tone}>{phoneMessage.text}</Notice> : null}
      </div>
      {security}
    </Section>
  );
}

/**
 * /settings: every switch and choice is stored on the server and does what it says
 * (docs/profiles.md). Other features' parts (`entries`, each feature's settings.ts, found by
 * src/app) show in their places: their own panels before Account, under Account, in the Danger Zone.
 */
export function SettingsRoute({ entries }: { entries: readonly SettingsEntry[] }) {
  const { t } = useTranslation(settingsNs);
  const settings = useSettings();
  const update = useUpdateSettings();
  const [failure, setFailure] = useState<string | null>(null);

  if (settings.isError) return <LoadFailed what={t('loadWhat')} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <div aria-busy="true" aria-label={t('loading')} className="mx-auto h-96 w-full max-w-3xl animate-pulse rounded-3xl bg-ink-900/70" />;
  const s = settings.data;
  const partsIn = (place: SettingsPlace) =>
    entries.filter((entry) => entry.place === place).map(({ component: Part }, index) => <Part key={index} twoFactor={s.account.twoFactorAuth} />);

  const change = (patch: SettingsChange) => {
    setFailure(null);
    update.mutate(patch, { onError: () => setFailure(t('failed')) });
  };
  const notification = (key: keyof Settings['notifications']) => (
    <SwitchRow key={key} label={t(`notifications.${key}`)} description={t(`notifications.${key}Text`)} checked={s.notifications[key]} onChange={(on) => change({ notifications: { [key]: on } })} />
  );
  const privacy = (key: 'showOnlineStatus' | 'allowMessages' | 'showLastSeen') => (
    <SwitchRow key={key} label={t(`privacy.${key}`)} description={t(`privacy.${key}Text`)} checked={s.privacy[key]} onChange={(on) => change({ privacy: { [key]: on } })} />
  );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>{`${t('title')} · Sangam`}</title>
      <header>
        <p className="text-xs font-semibold tracking-[0.22em] text-gold-400 uppercase">{t('eyebrow')}</p>
        <h1 className="font-display text-3xl text-ivory">{t('title')}</h1>
      </header>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Section icon={Bell} title={t('notifications.title')}>
        <div className="divide-y divide-white/7">
          {(['newConnections', 'messages', 'profileViews', 'weeklyDigest', 'emailNotifications'] as const).map(notification)}
        </div>
      </Section>
      <Section icon={Lock} title={t('privacy.title')}>
        <Choice
          label={t('privacy.profileVisibility')}
          value={s.privacy.profileVisibility}
          options={(['public', 'connections', 'private'] as const).map((value) => ({ value, label: t(`privacy.visibility.${value}`) }))}
          onChange={(profileVisibility) => change({ privacy: { profileVisibility } })}
        />
        <p className="pb-2 text-sm text-ink-300">{t(`privacy.visibilityText.${s.privacy.profileVisibility}`)}</p>
        <div className="divide-y divide-white/7 border-t border-white/7">{(['showOnlineStatus', 'allowMessages', 'showLastSeen'] as const).map(privacy)}</div>
      </Section>
      <Section icon={Globe} title={t('preferences.title')}>
        <Choice
          label={t('preferences.theme')}
          value={s.preferences.theme}
          options={(['dark', 'light', 'auto'] as const).map((value) => ({ value, label: t(`preferences.themes.${value}`) }))}
          onChange={(theme) => change({ preferences: { theme } })}
        />
        <Choice
          label={t('preferences.language')}
          value={s.preferences.language}
          options={languages.map((value) => ({ value, label: t(`common:language.${value}`) }))}
          onChange={(language) => change({ preferences: { language } })}
        />
        <Choice
          label={t('preferences.timezone')}
          value={s.preferences.timezone}
          options={timezones.map((value) => ({ value, label: t(`preferences.timezones.${value}`) }))}
          onChange={(timezone) => change({ preferences: { timezone } })}
        />
        <Choice
          label={t('preferences.dateFormat')}
          value={s.preferences.dateFormat}
          options={dateFormats.map((value) => ({ value, label: value }))}
          onChange={(dateFormat) => change({ preferences: { dateFormat } })}
        />
      </Section>
      {partsIn('own')}
      <AccountSection settings={s} save={(patch) => update.mutateAsync(patch)} security={partsIn('account')} />
      <Section icon={ShieldAlert} title={t('danger.title')}>
        <p className="text-sm text-ink-300">{t('danger.text')}</p>
        <div className="flex flex-col items-start gap-3 pt-2">{partsIn('dangerZone')}</div>
        <p className="pt-3 text-sm text-ink-300">
          {t('grievance', { name: s.grievanceOfficer.name })}{' '}
          <a href={`mailto:${s.grievanceOfficer.email}`} className="text-gold-300 underline-offset-4 hover:underline">
            {s.grievanceOfficer.email}
          </a>
        </p>
      </Section>
    </div>
  );
}
