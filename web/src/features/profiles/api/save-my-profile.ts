import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myProfileKey, myProfileSchema, type MyProfile } from '@/features/profiles/api/get-my-profile';
import { apiRequest, type ApiSchemas } from '@/lib/api-client';

export type ProfileInput = ApiSchemas['ProfileInput'];

/** PUT /api/me/profile: every editable field at once. */
export function saveMyProfile(input: ProfileInput): Promise<MyProfile> {
  return apiRequest('/me/profile', { method: 'PUT', body: input, schema: myProfileSchema });
}

/** The saved profile replaces the cached one; cards elsewhere refetch on their own. */
export function useSaveMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(myProfileKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['me'], exact: true });
    },
  });
}
