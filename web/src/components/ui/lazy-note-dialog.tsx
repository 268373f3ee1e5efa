import { lazy, Suspense, type ComponentProps } from 'react';

// The dialog's form brings react-hook-form and zod (~15 kB): it loads when a button that opens it
// is pointed at, focused or pressed, not with the screen.
const loadNoteDialog = () => import('@/components/ui/note-dialog');
const NoteDialog = lazy(() => loadNoteDialog().then((module) => ({ default: module.NoteDialog })));

/** Spread on the button that opens the dialog. */
export const prefetchNoteDialog = {
  onPointerEnter: () => void loadNoteDialog().catch(() => {}),
  onFocus: () => void loadNoteDialog().catch(() => {}),
};

/** NoteDialog, loaded on first use. */
export function LazyNoteDialog(props: ComponentProps<typeof NoteDialog>) {
  return (
    <Suspense fallback={null}>
      <NoteDialog {...props} />
    </Suspense>
  );
}
