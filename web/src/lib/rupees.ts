/** "₹25 L", "₹2 Cr", "₹2.5 Cr", "₹50,000": whole rupees as Indians write amounts (the server's rupees_text). */
export function formatRupees(rupees: number): string {
  const scaled = (unit: number, suffix: string) => `₹${String(Number((rupees / unit).toFixed(2)))} ${suffix}`;
  if (rupees >= 10_000_000) return scaled(10_000_000, 'Cr');
  if (rupees >= 100_000) return scaled(100_000, 'L');
  return `₹${rupees.toLocaleString('en-IN')}`;
}

/** "₹25 L – ₹2 Cr"; one end alone as "₹25 L+" or "≤ ₹2 Cr"; null when neither is set. */
export function formatChequeRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`;
  if (min !== null) return `${formatRupees(min)}+`;
  if (max !== null) return `≤ ${formatRupees(max)}`;
  return null;
}
