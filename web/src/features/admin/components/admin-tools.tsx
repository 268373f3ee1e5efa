import { Database, UserPlus, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Notice, toneOf } from '@/components/ui/notice';
import { useCreateTestAccount } from '@/features/admin/api/create-test-account';
import { useTestConnection, type ConnectionReport } from '@/features/admin/api/test-connection';

const profilesCounted = (count: number) => `${count} ${count === 1 ? 'profile' : 'profiles'}`;

/** "(SQLite, 12 profiles, 3 ms round trip)", with whatever the server measured. */
function connectionDetails({ profiles, engine, roundTripMs }: ConnectionReport): string {
  const details = [engine, profilesCounted(profiles), roundTripMs === undefined ? null : `${Math.round(roundTripMs)} ms round trip`];
  return details.filter(Boolean).join(', ');
}

/** The SPEC's test-database and test-account buttons, each answering with an alert-style notice. */
export function AdminTools() {
  const [notice, setNotice] = useState<string | null>(null);
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
      onSuccess: ({ profile }) => setNotice(`✅ Test account created${profile.email ? `: ${profile.email}` : ''}`),
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
      </div>
      <div role="alert">
        {notice ? (
          <Notice tone={toneOf(notice)} className="flex items-start justify-between gap-3">
            <span>{notice}</span>
            <button type="button" onClick={() => setNotice(null)} aria-label="Dismiss" className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-white/10">
              <X aria-hidden="true" className="size-4" />
            </button>
          </Notice>
        ) : null}
      </div>
    </div>
  );
}
