import { Badge, Group } from '@mantine/core';
import { offerStates, offerStateNames } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface OfferBadgesProps {
  curricular: boolean | null;
  estado: string;
  paraIntermediacion?: boolean;
  programaeuropa?: boolean;
}

/** Tags of an offer: CURRICULAR / EXTRACURRICULAR for internships (000 §3), state, kind. */
export function OfferBadges({
  curricular,
  estado,
  paraIntermediacion,
  programaeuropa,
}: OfferBadgesProps) {
  const { t } = useTranslation('offers');
  // The offer's state is plain text on the default surface: readable in both colour schemes.
  const active = estado === offerStateNames[offerStates.ACTIVE];
  return (
    <Group gap={6}>
      {curricular !== null && (
        <Badge variant="light" size="sm" color={curricular ? 'brand' : 'accent'}>
          {curricular ? t('item.curricular') : t('item.extracurricular')}
        </Badge>
      )}
      <Badge variant="default" size="sm" fw={active ? 700 : 500}>
        {t('item.estado', { estado })}
      </Badge>
      {paraIntermediacion === true && (
        <Badge variant="light" size="sm" color="brand">
          {t('item.intermediacion')}
        </Badge>
      )}
      {programaeuropa === true && (
        <Badge variant="light" size="sm" color="accent">
          {t('item.programaEuropa')}
        </Badge>
      )}
    </Group>
  );
}
