/** The code of an invitation as pasted: the whole e-mailed link, or the code alone; null for anything else. */
export function inviteCodeOf(pasted: string): string | null {
  const text = pasted.trim();
  const inLink = /[?&]code=([0-9a-f]{64})\b/i.exec(text);
  if (inLink?.[1]) return inLink[1].toLowerCase();
  return /^[0-9a-f]{64}$/i.test(text) ? text.toLowerCase() : null;
}
