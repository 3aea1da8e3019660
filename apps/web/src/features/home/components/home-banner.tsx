import { Anchor, Image, Paper, Text } from '@mantine/core';
import type { BrandSettings } from '@portal/contracts';
import { Link } from 'react-router';
import { useCurrentLanguage } from '../../../lib/i18n.ts';
import classes from './home.module.css';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

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
  const text = banner.texto[useCurrentLanguage()];
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
      <NewTabLink href={target} underline="never" display="block">
        {content}
      </NewTabLink>
    );
  }
  return (
    <Anchor component={Link} to={target} underline="never" display="block">
      {content}
    </Anchor>
  );
}
