/** What an admin content section holds, in the words of its texts: `{ one: 'event', many: 'events' }`. */
export type ContentNoun = { one: string; many: string };

/** "events" → "Events", for a label or the start of a sentence. */
export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What an admin section lists: an event or a story goes by its title, a Market Insight by its label. */
export type ContentItem = { id: string } & ({ title: string } | { label: string });

export const nameOf = (item: ContentItem) => ('title' in item ? item.title : item.label);

/** The heading of the create or edit form, and the form's name: "New event", "Edit event: Chai & Cap Tables". */
export const editorTitle = (one: string, item: ContentItem | undefined) => (item ? `Edit ${one}: ${nameOf(item)}` : `New ${one}`);
