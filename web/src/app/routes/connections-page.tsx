import { useQueryClient } from '@tanstack/react-query';

import { connectionsKey } from '@/features/discover/api/get-connections';
import { ConnectionsRoute } from '@/features/discover/routes/connections';
import { ReceivedRequests } from '@/features/requests/components/received-requests';

/** /connections with the requests waiting for my answer above the list; an accepted one joins the list. */
export function ConnectionsPage() {
  const queryClient = useQueryClient();
  return <ConnectionsRoute requests={<ReceivedRequests onConnected={() => void queryClient.invalidateQueries({ queryKey: connectionsKey })} />} />;
}
