import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import type { PlanId } from '@/features/applications/lib/options';
import { apiRequest } from '@/lib/api-client';

/** POST /api/applications: missing text fields travel as null, missing lists as empty. */
export type ApplicationRequest = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  linkedinUrl: string | null;
  company: string | null;
  role: string | null;
  industry: string | null;
  bio: string | null;
  fundingStage: string | null;
  teamSize: number | null;
  interests: string[];
  goals: string[];
  plan: PlanId;
  /** The code of an invitation from the waitlist (/invite), which marks the application invited. */
  invite?: string;
};

const applicationReceivedSchema = z.object({ status: z.literal('pending') });

export type ApplicationReceived = z.infer<typeof applicationReceivedSchema>;

export function submitApplication(application: ApplicationRequest): Promise<ApplicationReceived> {
  return apiRequest('/applications', { method: 'POST', body: application, schema: applicationReceivedSchema });
}

type SubmitApplicationOptions = Omit<UseMutationOptions<ApplicationReceived, Error, ApplicationRequest>, 'mutationFn' | 'mutationKey'>;

export function useSubmitApplication(options: SubmitApplicationOptions = {}) {
  return useMutation({ mutationKey: ['applications', 'submit'], mutationFn: submitApplication, ...options });
}
