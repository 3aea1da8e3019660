import { Anchor, Text } from '@mantine/core';
import { pathFor } from '@portal/contracts';
import { Link } from 'react-router';

/** An application's candidate in a back-office table: the name opens the application's record. */
export function ApplicationCandidateCell(props: {
  idCandidatura: number;
  candidato: string;
  email: string;
}) {
  return (
    <>
      <Anchor component={Link} to={pathFor('gestion_candidatura', { id: props.idCandidatura })}>
        {props.candidato}
      </Anchor>
      <Text size="xs" c="dimmed">
        {props.email}
      </Text>
    </>
  );
}
