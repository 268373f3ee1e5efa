import type { EventKind } from '@/features/events/admin/api/get-admin-events';

export const eventKindLabels: Record<EventKind, string> = { startup: 'Startup event', virtual: 'Virtual event' };

/** SPEC section 9's names: the startup type filter says "Pitch Event", the virtual chips "pitch". */
const typeLabels: Record<EventKind, Record<string, string>> = {
  startup: { networking: 'Networking', pitch: 'Pitch Event', workshop: 'Workshop', conference: 'Conference' },
  virtual: { pitch: 'Pitch', masterclass: 'Masterclass', networking: 'Networking', mentorship: 'Mentorship' },
};

export const eventTypeLabel = (kind: EventKind, type: string) => typeLabels[kind][type] ?? type;

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "Free" or "₹1,499". */
export const priceText = (priceRupees: number) => (priceRupees === 0 ? 'Free' : rupees.format(priceRupees));
