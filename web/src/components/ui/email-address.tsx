/** An e-mail address that wraps after its "@" in a narrow column, instead of in the middle of a word. */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <span className={className}>{address}</span>;
  return (
    <span className={className}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
