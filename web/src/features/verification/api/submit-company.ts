import { useVerificationMutation, verificationSchema, type Verification } from '@/features/verification/api/get-verification';
import { apiRequest } from '@/lib/api-client';

export type CompanyInfo = { companyName: string; website: string; description: string };

/** PUT /api/me/verification/company: name, website and description, waiting for an administrator (400 names the fields). */
export function submitCompany(company: CompanyInfo): Promise<Verification> {
  return apiRequest('/me/verification/company', { method: 'PUT', body: company, schema: verificationSchema });
}

export const useSubmitCompany = () => useVerificationMutation(submitCompany);
