import { Anchor, Group, Pagination, Text, Title } from '@mantine/core';
import { pathFor, type RouteName } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './offers.module.css';

interface OfferItemTitleProps {
  sheet: RouteName;
  urlAcceso: string;
  /** The list's query, so the sheet's "back" link returns to the same filters. */
  listSearch: string;
  children: ReactNode;
}

/** The heading of an offer in a list, a link to its sheet. */
export function OfferItemTitle({ sheet, urlAcceso, listSearch, children }: OfferItemTitleProps) {
  return (
    <Title order={2} size="h4" className={classes.title}>
      <Anchor
        component={Link}
        to={pathFor(sheet, { id: urlAcceso })}
        state={{ fromSearch: listSearch }}
        inherit
      >
        {children}
      </Anchor>
    </Title>
  );
}

/** Company · province · `detail`, under an offer's heading. */
export function OfferItemMeta({
  empresa,
  provincia,
  detail,
}: {
  empresa: string;
  provincia: string | null;
  detail: string;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={500}>
        {empresa}
      </Text>
      {provincia !== null && (
        <Text size="sm" c="dimmed">
          · {provincia}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        · {detail}
      </Text>
    </Group>
  );
}

interface OfferPaginationProps {
  total: number;
  perPage: number;
  pagina: number;
  onPage: (pagina: number) => void;
}

/** The pages of an offer list, only when there is more than one. */
export function OfferPagination({ total, perPage, pagina, onPage }: OfferPaginationProps) {
  const { t } = useTranslation('offers');
  if (total <= perPage) {
    return null;
  }
  return (
    <Pagination
      total={Math.ceil(total / perPage)}
      value={pagina}
      onChange={onPage}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
    />
  );
}
