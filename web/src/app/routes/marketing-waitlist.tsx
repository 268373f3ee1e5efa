import { QueryProvider } from '@/app/query-provider';
import { WaitlistForm, type RoleRequest } from '@/features/waitlist/components/waitlist-form';

/**
 * The waitlist form of /marketing with what it needs (react-hook-form, zod, the API client,
 * TanStack Query). The page loads it after its first render, so those are not in its start-up JavaScript.
 */
export function MarketingWaitlist({ roleRequest }: { roleRequest: RoleRequest | null }) {
  return (
    <QueryProvider>
      <WaitlistForm roleRequest={roleRequest} />
    </QueryProvider>
  );
}
