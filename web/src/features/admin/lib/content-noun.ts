/** What an admin content section holds, in the words of its texts: `{ one: 'event', many: 'events' }`. */
export type ContentNoun = { one: string; many: string };

/** "events" → "Events", for a label or the start of a sentence. */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The heading of the create or edit form, and the form's name: "New event", "Edit event: Chai & Cap Tables". */
export const editorTitle = (one: string, item: { title: string } | undefined) => (item ? `Edit ${one}: ${item.title}` : `New ${one}`);
