import { useEffect } from 'react';
import { useBrand } from '../../lib/brand.ts';
import {
  formatDocumentTitle,
  useCurrentTitleSubject,
  useTitleUnreadCount,
} from '../../lib/document-title.ts';
import { useRouteHeading } from '../../lib/route-heading.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Browser title: what the page shows (when it names it), the page heading from the heading table,
 * the portal's name, with the unread count '(n)' in front.
 */
export function DocumentTitle() {
  const heading = useRouteHeading();
  const brand = useBrand();
  const session = useSession();
  const unread = useTitleUnreadCount();
  const subject = useCurrentTitleSubject();
  const unreadCount = session === null ? 0 : unread;

  useEffect(() => {
    document.title = formatDocumentTitle({
      heading,
      subject,
      brandName: brand.nombre,
      unreadCount,
    });
  }, [heading, subject, brand.nombre, unreadCount]);

  return null;
}
