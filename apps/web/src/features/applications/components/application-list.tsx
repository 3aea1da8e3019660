import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { activeApplicationStates, pathFor, type ApplicationItem } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/dates.ts';
import { applicationActions, type PendingDocument } from '../lib/application-actions.ts';
import { moveItem } from '../lib/list-filters.ts';
import { ApplicationStateBadge } from './application-state-badge.tsx';
import { PreEnrolmentActions, useDocumentsToSign } from './pre-enrolment-panel.tsx';
import classes from './applications.module.css';

interface ApplicationListProps {
  items: readonly ApplicationItem[];
  /** Reordering is possible (no filters, every application on this page). */
  canReorder: boolean;
  /** Position of the first item (1 on the first page). */
  firstPosition: number;
  onReorder: (ids: number[]) => void;
}

function ApplicationRow({
  item,
  position,
  total,
  canReorder,
  onMove,
  onDocumentsToSign,
}: {
  item: ApplicationItem;
  /** Its place among the applications still in play; null for an ended one (no preference). */
  position: number | null;
  total: number;
  canReorder: boolean;
  onMove: (step: -1 | 1) => void;
  onDocumentsToSign: (documents: readonly PendingDocument[]) => void;
}) {
  const { t, i18n } = useTranslation('applications');
  const actions = applicationActions(item);
  return (
    <li className={classes.item} data-testid="application-item">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {position !== null && (
              <Text size="xs" c="dimmed">
                {t('list.preference', { position })}
              </Text>
            )}
            <Anchor
              component={Link}
              to={pathFor('ficha_candidatura', { id: item.idCandidatura })}
              fw={600}
              aria-label={t('list.openLabel', { title: item.titulo })}
            >
              {item.titulo}
            </Anchor>
            <Text size="sm">
              {item.empresa}
              {item.provincia !== null && ` · ${item.provincia}`}
            </Text>
            <Group gap="xs">
              <ApplicationStateBadge idEstado={item.idEstado} estado={item.estado} />
              <Text size="sm" c="dimmed">
                {t('list.stateSince', { date: formatDay(item.fechaEstado, i18n.language) })}
              </Text>
              {item.curricular !== null && (
                <Badge variant="light" size="sm" color={item.curricular ? 'brand' : 'accent'}>
                  {item.curricular ? t('list.curricular') : t('list.extracurricular')}
                </Badge>
              )}
              {actions.answerPreEnrolment && !actions.acceptedPendingSignature && (
                <Badge
                  variant="light"
                  size="sm"
                  color="orange"
                  classNames={{ root: classes.wrapBadge, label: classes.wrapLabel }}
                >
                  {t('list.preEnrolment')}
                </Badge>
              )}
              {actions.pendingDocuments.length > 0 && (
                <Badge
                  variant="light"
                  size="sm"
                  color="orange"
                  classNames={{ root: classes.wrapBadge, label: classes.wrapLabel }}
                >
                  {t('list.pendingSignature', { count: actions.pendingDocuments.length })}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('list.appliedOn', { date: formatDay(item.fecha, i18n.language) })}
            </Text>
            {actions.answerPreEnrolment && (
              <PreEnrolmentActions
                application={item}
                onDocumentsToSign={onDocumentsToSign}
                size="xs"
              />
            )}
          </Stack>
          {canReorder && position !== null && total > 1 && (
            <Stack gap={4}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('list.moveUp', { title: item.titulo })}
                disabled={position === 1}
                data-move="up"
                data-id={item.idCandidatura}
                onClick={() => {
                  onMove(-1);
                }}
              >
                <IconArrowUp size={18} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('list.moveDown', { title: item.titulo })}
                disabled={position === total}
                data-move="down"
                data-id={item.idCandidatura}
                onClick={() => {
                  onMove(1);
                }}
              >
                <IconArrowDown size={18} aria-hidden="true" />
              </ActionIcon>
            </Stack>
          )}
        </Group>
      </Paper>
    </li>
  );
}

/**
 * My applications by preference (editOrdenCandidaturasAlumno): each can move up or down with
 * buttons (keyboard and screen readers, not drag only); the move is announced and the focus stays
 * on the moved application.
 */
export function ApplicationList({
  items,
  canReorder,
  firstPosition,
  onReorder,
}: ApplicationListProps) {
  const { t } = useTranslation('applications');
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // Outside the rows: accepting can take a row's buttons away, but not this popup.
  const toSign = useDocumentsToSign();

  // After a move the list re-renders in the new order: the focus goes back to the moved item.
  const pendingFocus = useRef<{ id: number; step: -1 | 1 } | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) {
      return;
    }
    pendingFocus.current = null;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>(
        `button[data-id="${String(target.id)}"]`,
      ) ?? []),
    ];
    const preferred = buttons.find(
      (b) => b.dataset.move === (target.step === -1 ? 'up' : 'down') && !b.disabled,
    );
    (preferred ?? buttons.find((b) => !b.disabled))?.focus();
  }, [items]);

  // Only the applications still in play have a preference; the server lists them first.
  const ranked = items.filter((item) => activeApplicationStates.includes(item.idEstado));

  const move = (index: number, step: -1 | 1) => {
    const item = ranked[index];
    if (item === undefined) {
      return;
    }
    const next = moveItem(ranked, index, step);
    pendingFocus.current = { id: item.idCandidatura, step };
    onReorder(next.map((i) => i.idCandidatura));
    setAnnouncement(
      t('list.moved', { title: item.titulo, position: index + step + 1, total: ranked.length }),
    );
  };

  return (
    <>
      {canReorder && ranked.length > 1 && (
        <Text size="sm" c="dimmed">
          {t('list.orderHint')}
        </Text>
      )}
      <ol className={classes.list} aria-label={t('list.label')} ref={listRef}>
        {items.map((item) => {
          const rank = ranked.indexOf(item);
          return (
            <ApplicationRow
              key={item.idCandidatura}
              item={item}
              position={rank === -1 ? null : firstPosition + rank}
              total={ranked.length}
              canReorder={canReorder}
              onMove={(step) => {
                move(rank, step);
              }}
              onDocumentsToSign={toSign.show}
            />
          );
        })}
      </ol>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {toSign.modal}
    </>
  );
}
