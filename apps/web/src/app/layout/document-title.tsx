import { useEffect } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { useRouteHeading } from '../../lib/route-heading.ts';
import { useSession } from '../../lib/session.ts';
import { formatDocumentTitle, useTitleUnreadCount } from '../../lib/title-count.ts';
import { useCurrentTitleSubject } from '../../lib/title-subject.ts';

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
  const count = session === null ? 0 : unread;
  const page = subject === null || subject === heading ? heading : `${subject} · ${heading}`;

  useEffect(() => {
    document.title = formatDocumentTitle(page, brand.nombre, count);
  }, [page, brand.nombre, count]);

  return null;
}
