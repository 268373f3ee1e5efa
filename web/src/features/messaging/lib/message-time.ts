const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

const dayMs = 24 * 60 * 60 * 1000;

/** "4:05 pm" today, "Tue" within the week, "3 Mar" before that: short enough for the conversation list. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday) return clock.format(date);
  if (date.getTime() >= startOfToday - 6 * dayMs) return weekday.format(date);
  return dayMonth.format(date);
}

/** "4:05 pm", under each message. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clock.format(date);
}
