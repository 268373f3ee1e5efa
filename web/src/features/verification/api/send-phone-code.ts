import { useVerificationMutation, verificationSchema, type Verification } from '@/features/verification/api/get-verification';
import { apiRequest } from '@/lib/api-client';

/** POST /api/me/verification/phone: a six-digit code by text message (10 minutes, five tries; three codes in 15 minutes). */
export function sendPhoneCode(phone: string): Promise<Verification> {
  return apiRequest('/me/verification/phone', { method: 'POST', body: { phone }, schema: verificationSchema });
}

export const useSendPhoneCode = () => useVerificationMutation(sendPhoneCode);
