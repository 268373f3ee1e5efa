import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { receivedRequestsKey, type ReceivedRequests } from '@/features/requests/api/requests-schemas';
import { apiRequest, entityIdSchema } from '@/lib/api-client';

/** The longest note sent with a declined application (as for mentorship requests). */
export const declineNoteMaxLength = 500;

export type RequestAnswer =
  | { kind: 'applications'; id: string; answer: 'accept' }
  | { kind: 'applications'; id: string; answer: 'decline'; note: string }
  | { kind: 'introductions'; id: string; answer: 'accept' | 'decline' };

const acceptedSchema = z.object({ connectionId: entityIdSchema });

/**
 * POST /api/requests/{applications|introductions}/{id}/{accept|decline}. Accepting answers with the
 * new connection's id; declining answers 204. A blank note is not sent.
 */
export async function answerRequest(request: RequestAnswer): Promise<{ connectionId: string } | null> {
  const path = `/requests/${request.kind}/${encodeURIComponent(request.id)}/${request.answer}` as const;
  if (request.answer === 'accept') return apiRequest(path, { method: 'POST', schema: acceptedSchema });
  const note = 'note' in request ? request.note.trim() : '';
  await apiRequest(path, { method: 'POST', body: note ? { note } : request.kind === 'applications' ? {} : undefined, schema: z.undefined() });
  return null;
}

/** The answered request leaves the section at once; the list is then read again. */
export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...receivedRequestsKey, 'answer'],
    mutationFn: answerRequest,
    onSuccess: (_answer, { kind, id }) => {
      queryClient.setQueryData<ReceivedRequests>(receivedRequestsKey, (requests) =>
        requests ? { ...requests, [kind]: requests[kind].filter((request) => request.id !== id) } : requests,
      );
      return queryClient.invalidateQueries({ queryKey: receivedRequestsKey });
    },
  });
}
