import { Database, Trash2, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { DismissibleNotice } from '@/components/admin/dismissible-notice';
import { Button } from '@/components/ui/button';
import { useCreateTestAccount } from '@/features/admin/api/create-test-account';
import type { RemovedTestData } from '@/features/admin/api/remove-test-data';
import { useTestConnection, type ConnectionReport } from '@/features/admin/api/test-connection';

// The dialog (and its motion and focus trap) loads when the button is pressed, not with /admin.
const RemoveTestDataDialog = lazy(() => import('@/features/admin/components/remove-test-data-dialog').then((module) => ({ default: module.RemoveTestDataDialog })));

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const profilesCounted = (count: number) => counted(count, 'profile', 'profiles');

/** "✅ Test data removed: 1 profile, 1 pitch and 0 applications." */
function removedNotice({ profiles, pitches, applications }: RemovedTestData): string {
  if (profiles + pitches + applications === 0) return '✅ There was no test data to remove.';
  return `✅ Test data removed: ${profilesCounted(profiles)}, ${counted(pitches, 'pitch', 'pitches')} and ${counted(applications, 'application', 'applications')}.`;
}

const engineNames: Record<ConnectionReport['engine'], string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

/** "SQLite, 12 profiles, 3 ms round trip", as the server measured it. */
function connectionDetails({ profiles, engine, roundTripMs }: ConnectionReport): string {
  return [engineNames[engine], profilesCounted(profiles), `${Math.round(roundTripMs)} ms round trip`].join(', ');
}

/** The SPEC's test-database and test-account buttons, and removing the test data, each answering with an alert-style notice. */
export function AdminTools() {
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const testConnection = useTestConnection();
  const createTestAccount = useCreateTestAccount();

  const runConnectionTest = () => {
    setNotice(null);
    testConnection.mutate(undefined, {
      onSuccess: (report) => setNotice(`✅ Database connection successful (${connectionDetails(report)}).`),
      onError: (error) => setNotice(`❌ Database connection failed: ${error.message}`),
    });
  };

  const runCreateTestAccount = () => {
    setNotice(null);
    createTestAccount.mutate(undefined, {
      onSuccess: ({ profile }) => setNotice(`✅ Test account created: ${profile.email}, with a test pitch. Both are marked as test data.`),
      onError: (error) => setNotice(`❌ Could not create the test account: ${error.message}`),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={runConnectionTest} disabled={testConnection.isPending}>
          <Database aria-hidden="true" className="size-4" />
          {testConnection.isPending ? 'Testing...' : 'Test database connection'}
        </Button>
        <Button variant="secondary" size="sm" onClick={runCreateTestAccount} disabled={createTestAccount.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          {createTestAccount.isPending ? 'Creating...' : 'Create test account'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setNotice(null);
            setConfirmingRemoval(true);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove test data
        </Button>
      </div>
      {confirmingRemoval ? (
        <Suspense fallback={null}>
          <RemoveTestDataDialog
          onClose={() => setConfirmingRemoval(false)}
          onRemoved={(removed) => {
            setConfirmingRemoval(false);
            setNotice(removedNotice(removed));
          }}
          onFailed={(message) => {
            setConfirmingRemoval(false);
            setNotice(`❌ Could not remove the test data: ${message}`);
          }}
          />
        </Suspense>
      ) : null}
      <DismissibleNotice message={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}
