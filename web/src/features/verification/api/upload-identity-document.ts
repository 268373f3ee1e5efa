import { env } from '@/config/env';
import { useVerificationMutation, verificationSchema, type Verification } from '@/features/verification/api/get-verification';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /api/me/verification/identity?name=: the file as it is, with its own type. The server is the
 * one check (SPEC section 5 has none on the client): 413 above 5 MB, 415 unless JPG, PNG or PDF.
 */
export function uploadIdentityDocument(file: File): Promise<Verification> {
  const query = new URLSearchParams({ name: file.name }).toString();
  return apiRequest(`/me/verification/identity?${query}`, { method: 'PUT', upload: file, schema: verificationSchema });
}

export const useUploadIdentityDocument = () => useVerificationMutation(uploadIdentityDocument);

/** GET /api/me/verification/identity: the document I sent, while it waits for review (a download). */
export const myIdentityDocumentHref = () => `${env.API_URL}/me/verification/identity`;
