import { Anchor, Paper, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsentButtons } from '../../components/consent-buttons.tsx';
import { loadAnalytics } from '../../lib/analytics.ts';
import { useBrand } from '../../lib/brand.ts';
import { useAnalyticsConsent, useCookieBannerAnswered } from '../../lib/cookie-consent.ts';
import classes from './app-shell.module.css';

/** Cookie banner (accept / reject) and the analytics loader, which waits for consent 'yes'. */
export function CookieBanner() {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const consent = useAnalyticsConsent();
  const answered = useCookieBannerAnswered();
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (consent === 'yes' && brand.analyticsId !== null) {
      loadAnalytics(brand.analyticsId);
    }
  }, [consent, brand.analyticsId]);

  // The banner lies fixed over the bottom of the page: while it shows, the page's scroll padding
  // keeps its height clear, so a control reached with the keyboard is scrolled above the banner
  // instead of taking the focus underneath it.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (banner === null) {
      return undefined;
    }
    const root = document.documentElement;
    const keepClear = () => {
      root.style.scrollPaddingBottom = `${String(window.innerHeight - banner.getBoundingClientRect().top + 8)}px`;
    };
    keepClear();
    const observer = new ResizeObserver(keepClear);
    observer.observe(banner);
    window.addEventListener('resize', keepClear);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', keepClear);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [answered]);

  if (answered) {
    return null;
  }
  return (
    <>
      {/* Room at the end of the page, so the fixed banner never covers the last content. */}
      <div className={classes.cookieSpacer} aria-hidden="true" />
      <Paper
        component="section"
        ref={bannerRef}
        aria-labelledby="cookie-banner-title"
        className={classes.cookieBanner}
        shadow="lg"
        withBorder
        p="md"
        data-testid="cookie-banner"
      >
        <Text id="cookie-banner-title" fw={700} mb={4}>
          {t('cookies.title')}
        </Text>
        <Text size="sm" mb="sm">
          {t('cookies.body')}{' '}
          <Anchor component={Link} to={pathFor('politica_cookies')} underline="always">
            {t('cookies.policy')}
          </Anchor>
        </Text>
        <ConsentButtons acceptLabel={t('cookies.accept')} rejectLabel={t('cookies.reject')} />
      </Paper>
    </>
  );
}
