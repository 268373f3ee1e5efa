import { z } from 'zod';

import type { ApiSchemas } from '@/lib/api-client';

/** A mentor's weekly slot (docs/profiles.md, "Kind sections"): a day and "HH:MM" times in their zone. */
export type AvailabilitySlot = ApiSchemas['AvailabilitySlot'];

export const weekDays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const availabilitySlotSchema = z.object({ day: z.enum(weekDays), start: z.string(), end: z.string() }) satisfies z.ZodType<AvailabilitySlot, unknown>;
