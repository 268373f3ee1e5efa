import { useEffect, useState } from 'react';

/** An otpauth:// address as a QR code for an authenticator app; the library loads only when one is shown. */
export function AdminQrCode({ text, label }: { text: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(text, { margin: 1, width: 192 }))
      .then((data) => {
        if (live) setUrl(data);
      })
      .catch(() => {
        // The secret is shown as text beside it.
      });
    return () => {
      live = false;
    };
  }, [text]);
  return url ? <img src={url} alt={label} width={192} height={192} className="rounded-xl bg-white p-2" /> : <div role="img" aria-label={label} className="size-48 animate-pulse rounded-xl bg-white/10" />;
}
