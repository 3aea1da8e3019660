import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NewTabLink } from './new-tab-link.tsx';

/** Whether a link stored with content leaves the portal (an absolute http or https address). */
export const isExternalLink = (link: string) => /^https?:\/\//i.test(link);

/**
 * A link the careers office stored with its content (a communication's «more»): an outside
 * address opens in a new tab, which its accessible name says; a portal address navigates within
 * the app without reloading it.
 */
export function StoredLink({ link, children }: { link: string; children: ReactNode }) {
  return isExternalLink(link) ? (
    <NewTabLink href={link} size="sm">
      {children}
    </NewTabLink>
  ) : (
    <Anchor component={Link} to={link} size="sm">
      {children}
    </Anchor>
  );
}
