/**
 * A lazily loaded screen, layout or dialog could not be fetched: the visitor is offline, or a new
 * release replaced the hashed files this page was built against. Rendering again does not help
 * (browsers remember a failed module import); loading the page again does.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);
}

/** Loads the page again from the server (its own function so tests can watch it). */
export function reloadPage(): void {
  window.location.reload();
}
