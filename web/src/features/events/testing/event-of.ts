import type { MemberEvent } from '@/features/events/api/events';

/** An event as GET /api/events answers it, with `fields` changed: a free startup breakfast with one seat of two taken. */
export const eventOf = (fields: Partial<MemberEvent>): MemberEvent => ({
  id: 'e-1',
  kind: 'startup',
  title: 'Founders Breakfast',
  description: 'Coffee and intros.',
  type: 'networking',
  startsAt: '2030-01-10T04:30:00.000Z',
  endsAt: '2030-01-10T06:30:00.000Z',
  location: 'Bengaluru',
  priceRupees: 0,
  capacity: 2,
  attendees: 1,
  organizer: 'Sangam',
  organizerId: null,
  imageUrl: null,
  tags: ['coffee'],
  status: 'published',
  isLive: false,
  isPast: false,
  myPlace: null,
  joinUrl: null,
  ...fields,
});
