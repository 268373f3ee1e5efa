import { useVerificationMutation, verificationSchema, type Verification } from '@/features/verification/api/get-verification';
import { apiRequest } from '@/lib/api-client';

/** POST /api/me/verification/phone/confirm: 400 wrong_code (a try spent), 410 code_expired, 404 when none was sent. */
export function confirmPhoneCode(code: string): Promise<Verification> {
  return apiRequest('/me/verification/phone/confirm', { method: 'POST', body: { code }, schema: verificationSchema });
}

export const useConfirmPhoneCode = () => useVerificationMutation(confirmPhoneCode);
