import { useEffect } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { useRouteHeading } from '../../lib/route-heading.ts';
import { useSession } from '../../lib/session.ts';
import { formatDocumentTitle, useTitleUnreadCount } from '../../lib/title-count.ts';

/** Browser title: page heading from the heading table, with the unread count '(n)' in front. */
export function DocumentTitle() {
  const heading = useRouteHeading();
  const brand = useBrand();
  const session = useSession();
  const unread = useTitleUnreadCount();
  const count = session === null ? 0 : unread;

  useEffect(() => {
    document.title = formatDocumentTitle(heading, brand.nombre, count);
  }, [heading, brand.nombre, count]);

  return null;
}
