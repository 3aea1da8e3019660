import { Badge, Group } from '@mantine/core';
import { offerStates } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useOfferStateName } from '../../../lib/offer-state-names.ts';

interface OfferBadgesProps {
  curricular: boolean | null;
  /** The state's id: its name comes from the translations (English mode). */
  idEstado: number;
  /** The server's (Spanish) name, for a state this version does not know. */
  estado: string;
  paraIntermediacion?: boolean;
  programaeuropa?: boolean;
}

/** Tags of an offer: CURRICULAR / EXTRACURRICULAR for internships, state, kind. */
export function OfferBadges({
  curricular,
  idEstado,
  estado,
  paraIntermediacion,
  programaeuropa,
}: OfferBadgesProps) {
  const { t } = useTranslation('offers');
  const offerState = useOfferStateName();
  // The offer's state is plain text on the default surface: readable in both colour schemes.
  const active = idEstado === offerStates.ACTIVE;
  const name = offerState(idEstado, estado);
  return (
    <Group gap={6}>
      {curricular !== null && (
        <Badge variant="light" size="sm" color={curricular ? 'brand' : 'accent'}>
          {curricular ? t('item.curricular') : t('item.extracurricular')}
        </Badge>
      )}
      <Badge variant="default" size="sm" fw={active ? 700 : 500}>
        {t('item.estado', { estado: name })}
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
