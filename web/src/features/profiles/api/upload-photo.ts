import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

const photoSavedSchema = z.object({ photoUrl: z.string() });

export type PhotoSaved = z.infer<typeof photoSavedSchema>;

/** PUT /api/me/photo with the image itself as the body; the server checks and re-encodes it. */
export function uploadPhoto(photo: File): Promise<PhotoSaved> {
  return apiRequest('/me/photo', { method: 'PUT', upload: photo, schema: photoSavedSchema });
}

type UploadPhotoOptions = Omit<UseMutationOptions<PhotoSaved, Error, File>, 'mutationFn' | 'mutationKey'>;

export function useUploadPhoto(options: UploadPhotoOptions = {}) {
  return useMutation({ mutationKey: ['me', 'photo'], mutationFn: uploadPhoto, ...options });
}
