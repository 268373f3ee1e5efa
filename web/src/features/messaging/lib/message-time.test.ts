import { formatMessageTime } from '@/features/messaging/lib/message-time';
import { defaultPreferences } from '@/lib/preferences';

describe('formatMessageTime', () => {
  // 10:00 on Wed 3 Dec 2025 in India.
  const now = new Date('2025-12-03T04:30:00Z');
  const ist = defaultPreferences;

  it('shows the time today, the week day this week, the date before that', () => {
    expect(formatMessageTime('2025-12-03T03:35:00Z', now, ist)).toBe('9:05 am');
    expect(formatMessageTime('2025-12-01T12:00:00Z', now, ist)).toBe('Mon');
    expect(formatMessageTime('2025-11-20T12:00:00Z', now, ist)).toBe('20 Nov');
  });

  it('counts days on the member clock', () => {
    // 23:00 UTC on 2 Dec is already 3 Dec (today) in India, still 2 Dec (yesterday) in UTC.
    expect(formatMessageTime('2025-12-02T23:00:00Z', now, ist)).toBe('4:30 am');
    expect(formatMessageTime('2025-12-02T23:00:00Z', now, { ...ist, timezone: 'UTC' })).toBe('Tue');
  });

  it('names days in the member language', () => {
    expect(formatMessageTime('2025-12-01T12:00:00Z', now, { ...ist, language: 'fr' })).toBe('lun.');
  });
});
