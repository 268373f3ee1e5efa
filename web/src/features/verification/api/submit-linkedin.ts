import { useVerificationMutation, verificationSchema, type Verification } from '@/features/verification/api/get-verification';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/me/verification/linkedin: the profile's address, waiting for an administrator. */
export function submitLinkedin(linkedinUrl: string): Promise<Verification> {
  return apiRequest('/me/verification/linkedin', { method: 'PUT', body: { linkedinUrl }, schema: verificationSchema });
}

export const useSubmitLinkedin = () => useVerificationMutation(submitLinkedin);
