import { Badge } from '@mantine/core';
import type { EducationRequestState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const colour: Record<EducationRequestState, string> = {
  pendiente_centro: 'yellow',
  pendiente_servicio: 'blue',
  aprobada: 'green',
  rechazada_centro: 'red',
  rechazada: 'red',
};

export function RequestStateBadge({ estado }: { estado: EducationRequestState }) {
  const { t } = useTranslation('educationRequests');
  return (
    <Badge variant="light" color={colour[estado]}>
      {t(`states.${estado}`)}
    </Badge>
  );
}
