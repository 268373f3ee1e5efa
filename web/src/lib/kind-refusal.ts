import { ApiError } from '@/lib/api-client';

/**
 * The mentor and investor routes' 403 (server features/kinds/gate): `kind_not_granted` — not
 * approved as the kind yet, ask in /settings; `kind_not_chosen` — approved, acting as another kind.
 */
export type KindRefusal = 'kind_not_granted' | 'kind_not_chosen';

/** The first of `errors` that is such a refusal, or null. */
export function kindRefusalOf(...errors: unknown[]): KindRefusal | null {
  for (const error of errors) {
    if (error instanceof ApiError && error.status === 403 && (error.code === 'kind_not_granted' || error.code === 'kind_not_chosen')) return error.code;
  }
  return null;
}
