import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type NewTabLinkProps = AnchorProps & {
  href: string;
  children: ReactNode;
  /** A fuller name than the text (the text stays part of it); the new tab is said after it. */
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * A link that opens a new tab (an outside site, a file): screen readers hear that it does after
 * its name, so nobody is taken out of the portal unawares; `rel` gives the new page no handle on
 * this one and no referrer.
 */
export function NewTabLink({ href, children, 'aria-label': label, ...props }: NewTabLinkProps) {
  const { t } = useTranslation();
  const newTab = t('newTab');
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label === undefined ? undefined : `${label} ${newTab}`}
      {...props}
    >
      {children}
      {label === undefined && <span className="visually-hidden"> {newTab}</span>}
    </Anchor>
  );
}
