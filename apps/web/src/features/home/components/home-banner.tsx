import { Anchor, Image, Paper, Text } from '@mantine/core';
import type { BrandSettings } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import classes from './home.module.css';

type Banner = NonNullable<BrandSettings['banner_home']>;

/** A brand banner (banner_home, banner_intermediacion) with an internal or external link. */
export function HomeBanner({
  banner,
  to,
  testId,
}: {
  banner: Banner;
  to?: string;
  testId: string;
}) {
  const { t } = useTranslation('home');
  const text = banner.texto[currentLanguage()];
  const target = to ?? banner.enlace;
  const content = (
    <Paper withBorder className={classes.banner} data-testid={testId}>
      <Image src={banner.imagen} alt="" className={classes.bannerImage} />
      <Text fw={700} className={classes.bannerText}>
        {text}
      </Text>
    </Paper>
  );
  if (banner.externo && to === undefined) {
    return (
      <Anchor
        href={target}
        target="_blank"
        rel="noopener noreferrer"
        underline="never"
        display="block"
      >
        {content}
        <span className="visually-hidden">{t('banner.newTab')}</span>
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={target} underline="never" display="block">
      {content}
    </Anchor>
  );
}
