/** Anchor of a fixed section of a page: its key, prefixed so it cannot clash with other ids. */
export const sectionAnchor = (page: string, key: string): string => `${page}-${key}`;
