import { Container, Stack, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useRouteHeading } from '../lib/route-heading.ts';
import { useTitleSubject } from '../lib/document-title.ts';

let firstPage = true;

export interface PageFrameProps {
  /** Heading text (and the browser title's subject); by default the route's heading. */
  title?: string;
  children?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * Frame of every page: one h1 (from the heading table unless given) and the content. After a
 * navigation to another path the heading takes the focus, so screen readers announce the new page.
 */
export function PageFrame({ title, children, size = 'lg' }: PageFrameProps) {
  const routeHeading = useRouteHeading();
  const heading = title ?? routeHeading;
  // A heading of its own (an offer's title) names the page in the browser title too.
  useTitleSubject(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A real page change only: filters and searches change the query string, and the user's
  // focus must stay on the control they used.
  const { pathname } = useLocation();

  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    headingRef.current?.focus({ preventScroll: false });
  }, [pathname]);

  return (
    <Container size={size} px={0} w="100%">
      <Stack gap="lg">
        <Title order={1} ref={headingRef} tabIndex={-1} className="page-heading">
          {heading}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
