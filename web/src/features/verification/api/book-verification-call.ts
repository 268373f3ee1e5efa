import { useVerificationMutation, verificationSchema, type Verification } from '@/features/verification/api/get-verification';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/me/verification/video: a half hour between 10:00 and 17:30 IST, from an hour to 30 days ahead. */
export function bookVerificationCall(slot: string): Promise<Verification> {
  return apiRequest('/me/verification/video', { method: 'PUT', body: { slot }, schema: verificationSchema });
}

export const useBookVerificationCall = () => useVerificationMutation(bookVerificationCall);
