/** Sections of the labour-orientation page, in order (keys of `contentPages:orientation.sections`). */
export const orientationSections = ['intro', 'cv', 'search', 'interview', 'rights'] as const;

/** Questions of the help page's candidate FAQ (keys of `contentPages:help.faq`). */
export const helpQuestions = [
  'account',
  'cv',
  'apply',
  'status',
  'internships',
  'programmes',
  'documents',
  'privacy',
] as const;

/** Anchor of a section: its key, prefixed so it cannot clash with other ids on the page. */
export const sectionAnchor = (page: string, key: string): string => `${page}-${key}`;
