import { Download } from 'lucide-react';
import { useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';

/**
 * The recovery codes of an administrator's new second factor, shown this once (only their hashes
 * are kept): copy or download them, then "I have saved them" opens /admin.
 */
export function AdminRecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="admin-recovery-codes-title" className="flex flex-col gap-4">
      <Notice tone="success">Two-factor sign-in is on.</Notice>
      <h2 id="admin-recovery-codes-title" className="text-lg font-semibold text-ivory">
        Your recovery codes
      </h2>
      <p className="text-sm text-ink-300">
        If you lose your phone, each of these codes signs you in once, or resets your password, in place of a code from the app. They are shown only now: keep them somewhere safe, away from your
        phone.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-xl bg-ink-950/70 px-4 py-3 font-mono text-gold-200">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="sangam-admin-recovery-codes.txt" className={buttonClasses({ variant: 'ghost' })}>
          <Download aria-hidden="true" className="size-4" />
          Download
        </a>
      </div>
      <Button type="button" size="lg" onClick={onSaved}>
        I have saved them
      </Button>
    </section>
  );
}
