import { useSyncExternalStore } from 'react';

import { defaultLanguage, isLanguage, setLanguage, type Language } from '@/lib/i18n';

/** SPEC section 3 preferences (plus IST, the default time zone, and Hindi). */
export type Theme = 'dark' | 'light' | 'auto';
export type Timezone = 'IST' | 'PST' | 'MST' | 'CST' | 'EST' | 'UTC';
export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD';
export type Preferences = { theme: Theme; language: Language; timezone: Timezone; dateFormat: DateFormat };

export const defaultPreferences: Preferences = { theme: 'dark', language: defaultLanguage, timezone: 'IST', dateFormat: 'DD/MM/YYYY' };

/** The IANA zone behind each choice; Intl handles daylight saving. */
export const timeZones: Record<Timezone, string> = {
  IST: 'Asia/Kolkata',
  PST: 'America/Los_Angeles',
  MST: 'America/Denver',
  CST: 'America/Chicago',
  EST: 'America/New_York',
  UTC: 'UTC',
};

const storageKey = 'sangam.preferences';

function remembered(): Preferences {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') as Partial<Preferences> | null;
    if (!stored || typeof stored !== 'object') return defaultPreferences;
    return {
      theme: stored.theme === 'light' || stored.theme === 'auto' ? stored.theme : 'dark',
      language: typeof stored.language === 'string' && isLanguage(stored.language) ? stored.language : defaultLanguage,
      timezone: stored.timezone && stored.timezone in timeZones ? stored.timezone : 'IST',
      dateFormat: stored.dateFormat === 'MM/DD/YYYY' || stored.dateFormat === 'YYYY-MM-DD' ? stored.dateFormat : 'DD/MM/YYYY',
    };
  } catch {
    return defaultPreferences;
  }
}

let current: Preferences = typeof window === 'undefined' ? defaultPreferences : remembered();
const listeners = new Set<() => void>();

const darkScheme = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null);

/** dark or light on <html data-theme>; auto follows the system's choice, live. */
function paintTheme() {
  const resolved = current.theme === 'auto' ? (darkScheme()?.matches === false ? 'light' : 'dark') : current.theme;
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
}

let followingSystem = false;
function followSystemScheme() {
  if (followingSystem) return;
  followingSystem = true;
  darkScheme()?.addEventListener('change', () => {
    if (current.theme === 'auto') paintTheme();
  });
}

/** Applies the member's preferences at once and remembers them for the next page load. */
export function applyPreferences(preferences: Preferences) {
  const languageChanged = preferences.language !== current.language;
  current = preferences;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(preferences));
  } catch {
    // Private mode: they apply for this page only.
  }
  paintTheme();
  followSystemScheme();
  if (languageChanged || document.documentElement.lang !== preferences.language) void setLanguage(preferences.language);
  for (const listener of listeners) listener();
}

/** What was remembered, applied before the first render (no flash of the wrong theme or language). */
export function applyRememberedPreferences() {
  applyPreferences(current);
}

export const currentPreferences = () => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The preferences in force; re-renders when they change. */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, currentPreferences, currentPreferences);
}
