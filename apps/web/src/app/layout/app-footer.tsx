import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../lib/brand.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import classes from './app-shell.module.css';
import { NewTabLink } from '../../components/new-tab-link.tsx';

/** Footer links, texts and version label, all from the brand settings. */
export function AppFooter() {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const language = currentLanguage();
  // What the back-office saves is written in both languages; a blank one stored before that rule
  // (or set by BRAND_FILE) is left out rather than drawn as a link without a name.
  const enlaces = brand.footer.enlaces.filter(
    (link) => link.texto[language].trim() !== '' && link.enlace.trim() !== '',
  );
  const textos = brand.footer.textos.filter((text) => text[language].trim() !== '');
  const { version } = brand.footer;

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Stack gap="xs">
          {enlaces.length > 0 && (
            <nav aria-label={t('footer.links')}>
              <Group gap="md" component="ul" className={classes.footerLinks}>
                {enlaces.map((link) => (
                  <li key={`${link.enlace}-${link.texto.es}`}>
                    {link.externo ? (
                      <NewTabLink href={link.enlace} size="sm">
                        {link.texto[language]}
                      </NewTabLink>
                    ) : (
                      <Anchor component={Link} to={link.enlace} size="sm">
                        {link.texto[language]}
                      </Anchor>
                    )}
                  </li>
                ))}
              </Group>
            </nav>
          )}
          {textos.map((text) => (
            <Text key={text.es} size="sm" c="dimmed">
              {text[language]}
            </Text>
          ))}
          <Text size="xs" c="dimmed" data-testid="app-version">
            {t('footer.version', { version })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
