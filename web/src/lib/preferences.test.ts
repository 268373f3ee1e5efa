import { i18next } from '@/lib/i18n';
import { applyPreferences, currentPreferences, defaultPreferences } from '@/lib/preferences';

describe('applyPreferences', () => {
  afterEach(() => {
    applyPreferences(defaultPreferences);
    window.localStorage.clear();
  });

  it('sets the theme on <html> and remembers it', () => {
    applyPreferences({ ...defaultPreferences, theme: 'light' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(JSON.parse(window.localStorage.getItem('sangam.preferences') ?? '{}')).toMatchObject({ theme: 'light' });
    applyPreferences({ ...defaultPreferences, theme: 'dark' });
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('auto follows the system colour scheme', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    applyPreferences({ ...defaultPreferences, theme: 'auto' });
    expect(document.documentElement.dataset.theme).toBe('light');
    vi.unstubAllGlobals();
  });

  it('switches the language of the app and of <html lang>', async () => {
    applyPreferences({ ...defaultPreferences, language: 'hi' });
    await vi.waitFor(() => expect(i18next.language).toBe('hi'));
    expect(document.documentElement.lang).toBe('hi');
    expect(i18next.t('common:language.en')).toBe('English');
    expect(currentPreferences().language).toBe('hi');
  });
});
