import type { UseQueryResult } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';

import { DismissibleNotice } from '@/components/admin/dismissible-notice';
import { EditorPanel } from '@/components/admin/editor-panel';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { capitalised, editorTitle, type ContentItem, type ContentNoun } from '@/lib/admin/content-noun';

/** What a row can ask for: the form for an item, or the confirmation of another action on it (cancel, delete). */
export type RowActions<T, A extends string> = { edit: (item: T) => void; confirm: (action: A, item: T) => void };

/** How a form or a confirmation ends: with a message for the section's notice, or closed without one. */
type Outcome = { onDone: (message: string) => void; onClose: () => void };

/** The create form (no item) or the edit form, in the editor panel. */
export type EditorProps<T> = Outcome & { item: T | undefined };

/** The dialog that confirms an action a row asked for. */
export type ConfirmProps<T, A extends string> = Outcome & { action: A; item: T };

type ContentSectionProps<T extends ContentItem, A extends string> = {
  /** The section's list from the server. */
  query: UseQueryResult<T[]>;
  /** The words its texts use: "New event", "Loading events…", "No events yet." and so on. */
  noun: ContentNoun;
  emptyIcon: LucideIcon;
  /** The line under "No events yet.". */
  emptyHint: ReactNode;
  renderRow: (item: T, actions: RowActions<T, A>) => ReactNode;
  Editor: ComponentType<EditorProps<T>>;
  Confirm: ComponentType<ConfirmProps<T, A>>;
};

/**
 * An admin section of content members see (/admin?section=events, stories, insights): the count and New, the
 * outcome of the last change, the create or edit form, then the list with its loading, failed and
 * empty states, and the confirmation a row asked for.
 */
export function ContentSection<T extends ContentItem, A extends string>({ query, noun, emptyIcon, emptyHint, renderRow, Editor, Confirm }: ContentSectionProps<T, A>) {
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const [confirming, setConfirming] = useState<{ action: A; item: T } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  const closeEditor = () => {
    setEditing(null);
    newButton.current?.focus();
  };
  const open = (next: { item?: T }) => {
    setNotice(null);
    setEditing(next);
  };
  const finish = (message: string) => {
    closeEditor();
    setConfirming(null);
    setNotice(message);
  };
  const actions: RowActions<T, A> = {
    edit: (item) => open({ item }),
    confirm: (action, item) => {
      setNotice(null);
      setConfirming({ action, item });
    },
  };

  const list = query.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-300">{list ? `${list.length} ${list.length === 1 ? noun.one : noun.many}` : null}</p>
        <Button ref={newButton} onClick={() => open({})}>
          <Plus aria-hidden="true" className="size-4" />
          {`New ${noun.one}`}
        </Button>
      </div>

      <DismissibleNotice message={notice} onDismiss={() => setNotice(null)} />

      {editing ? (
        <EditorPanel title={editorTitle(noun.one, editing.item)} onClose={closeEditor}>
          <Editor key={editing.item?.id ?? 'new'} item={editing.item} onDone={finish} onClose={closeEditor} />
        </EditorPanel>
      ) : null}

      {query.isPending ? (
        <p aria-busy="true" className="py-10 text-center text-ink-300">
          {`Loading ${noun.many}…`}
        </p>
      ) : null}
      {query.isError && !list ? <LoadFailed what={noun.many} message={`The ${noun.many} could not be loaded. Please try again.`} onRetry={() => void query.refetch()} /> : null}
      {list && list.length === 0 ? (
        <EmptyState icon={emptyIcon} title={`No ${noun.many} yet.`}>
          {emptyHint}
        </EmptyState>
      ) : null}
      {list && list.length > 0 ? (
        <ul aria-label={capitalised(noun.many)} aria-busy={query.isFetching} className="grid gap-3 xl:grid-cols-2">
          {list.map((item) => (
            <li key={item.id} className="flex flex-col [&>article]:flex-1">
              {renderRow(item, actions)}
            </li>
          ))}
        </ul>
      ) : null}

      {confirming ? <Confirm action={confirming.action} item={confirming.item} onDone={finish} onClose={() => setConfirming(null)} /> : null}
    </div>
  );
}
