/** Small icons of the row actions (edit, duplicate, delete), drawn in the text colour. */

/** Edit. */
export function PencilGlyph() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true" fill="currentColor">
      <path d="M11.8 1.1a.5.5 0 0 1 .7 0l1.4 1.4a.5.5 0 0 1 0 .7L5.6 11.5 3 12l.5-2.6 8.3-8.3Z" />
    </svg>
  );
}

/** Duplicate. */
export function CopyGlyph() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true" fill="currentColor">
      <path d="M5 1h8a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1Zm0 1v8h8V2H5ZM1 5h2v1H2v7h7v-1h1v2H1V5Z" />
    </svg>
  );
}

/** Delete. */
export function TrashGlyph() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true" fill="currentColor">
      <path d="M5 1h5v1h3v1H2V2h3V1Zm-2 3h9l-.7 9.1a1 1 0 0 1-1 .9H4.7a1 1 0 0 1-1-.9L3 4Z" />
    </svg>
  );
}
