import { Anchor, Group, Image, Pagination, Paper, Stack, Text } from '@mantine/core';
import { pathFor, type NewsKind } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useNewsPage } from '../api/news.ts';
import { PlainList } from '../../../components/plain-list.tsx';

const pageOf = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** Published news or press items, newest first, ten a page (the page number is in the URL). */
export function NewsList({ tipo }: { tipo: NewsKind }) {
  const { t, i18n } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const pagina = pageOf(params.get('pagina'));
  const query = useNewsPage(tipo, pagina);
  const itemRoute = tipo === 'prensa' ? 'press_item' : 'news_item';
  return (
    <QueryState
      query={query}
      emptyText={t(tipo === 'prensa' ? 'emptyPress' : 'empty')}
      isEmpty={(page) => page.elementos.length === 0}
    >
      {(page) => (
        <Stack gap="md">
          <PlainList gap="sm" data-testid="news-list">
            {page.elementos.map((item) => (
              <Paper component="li" key={item.idNoticia} withBorder p="md" data-testid="news-item">
                <Group align="flex-start" wrap="nowrap" gap="md">
                  {item.urlImagen && (
                    <Image src={item.urlImagen} alt="" w={120} h={80} fit="cover" radius="sm" />
                  )}
                  <Stack gap={4}>
                    <Anchor
                      component={Link}
                      to={pathFor(itemRoute, { id: String(item.idNoticia) })}
                      fw={700}
                      size="lg"
                    >
                      {item.titulo}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      <time dateTime={item.fechaPublicacion}>
                        {formatDay(item.fechaPublicacion, i18n.language)}
                      </time>
                      {item.fuente && ` · ${item.fuente}`}
                    </Text>
                    <Text>{item.entradilla}</Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </PlainList>
          {page.total > page.porPagina && (
            <Pagination
              total={Math.ceil(page.total / page.porPagina)}
              value={pagina}
              onChange={(value) => {
                const next = new URLSearchParams(params);
                next.set('pagina', String(value));
                setParams(next);
              }}
              aria-label={t('pages')}
              getControlProps={(control) => ({
                'aria-label': t(`pagination.${control}`),
              })}
              getItemProps={(n) => ({ 'aria-label': t('pagination.page', { n }) })}
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
