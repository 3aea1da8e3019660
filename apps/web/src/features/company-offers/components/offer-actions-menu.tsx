import { Button, Group, Menu, Tooltip } from '@mantine/core';
import { pathFor, type OfferActions } from '@portal/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  useOfferAction,
  type OfferActionName,
  type OfferActionResult,
} from '../api/offer-actions.ts';

const confirmable: readonly OfferActionName[] = [
  'cerrar',
  'duplicar',
  'copiarPerfilContrario',
  'borrar',
];
/** The actions that end the offer or remove it: their question starts on «Cancelar». */
const ending: readonly OfferActionName[] = ['cerrar', 'borrar'];

export interface OfferActionsMenuProps {
  offer: { idOferta: number; titulo: string; urlAcceso: string; acciones: OfferActions };
  /** Show the links to the sheet and the student view (lists) or not (the sheet itself). */
  withLinks?: boolean;
  onDone: (done: OfferActionResult, titulo: string) => void;
}

/**
 * What the company may do with an offer now (the server's `acciones`, which follow the offer's
 * state and the brand flags): one primary button (edit while pending, else open the sheet) and the
 * rest in a «Más acciones» menu, so a card never carries a row of equal buttons. Each action that
 * changes the offer asks for confirmation first; closing or deleting it starts on «Cancelar».
 */
export function OfferActionsMenu({ offer, withLinks = false, onDone }: OfferActionsMenuProps) {
  const { t } = useTranslation('companyOffers');
  const [pending, setPending] = useState<OfferActionName | null>(null);
  // What the dialog shows: kept while it fades out after closing (a blank title has no name).
  const [shown, setShown] = useState<OfferActionName | null>(null);
  const action = useOfferAction();
  const hintId = useId();
  // The menu item that opened a question is gone once it is answered: the focus goes back to the
  // menu's button.
  const more = useRef<HTMLButtonElement>(null);
  const id = offer.idOferta;
  const available = confirmable.filter((a) => offer.acciones[a]);

  const confirm = () => {
    if (pending === null) {
      return;
    }
    action.mutate(
      { action: pending, urlOferta: String(id) },
      {
        onSuccess: (done) => {
          setPending(null);
          onDone(done, offer.titulo);
        },
        onError: () => {
          setPending(null);
        },
      },
    );
  };

  const primaryLink = offer.acciones.editar
    ? ({
        to: pathFor('editar_oferta', { idOferta: id }),
        text: 'edit',
        label: 'editLabel',
      } as const)
    : withLinks
      ? ({ to: pathFor('ficha_oferta_empresa', { id }), text: 'view', label: 'viewLabel' } as const)
      : null;
  const secondaryLinks = [
    ...(withLinks && offer.acciones.editar
      ? [{ to: pathFor('ficha_oferta_empresa', { id }), text: 'view', label: 'viewLabel' } as const]
      : []),
    ...(withLinks
      ? [{ to: pathFor('visor_oferta', { id }), text: 'preview', label: 'previewLabel' } as const]
      : []),
  ] as const;
  const hasMenu = secondaryLinks.length > 0 || available.length > 0;

  return (
    <>
      <Group gap="xs" data-testid="offer-actions">
        {primaryLink === null ? null : (
          <Button
            component={Link}
            to={primaryLink.to}
            size="xs"
            aria-label={t(`actions.${primaryLink.label}`, { titulo: offer.titulo })}
          >
            {t(`actions.${primaryLink.text}`)}
          </Button>
        )}
        {/* No focus placeholder: a menu may hold only menu items (axe), and opening it puts the
            focus on the first item, as a menu should. */}
        {hasMenu ? (
          <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                ref={more}
                size="xs"
                variant="default"
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                aria-label={t('actions.moreLabel', { titulo: offer.titulo })}
              >
                {t('actions.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {secondaryLinks.map((link) => (
                <Menu.Item
                  key={link.text}
                  component={Link}
                  to={link.to}
                  aria-label={t(`actions.${link.label}`, { titulo: offer.titulo })}
                >
                  {t(`actions.${link.text}`)}
                </Menu.Item>
              ))}
              {available.map((a) => {
                const item = (
                  <Menu.Item
                    key={a}
                    aria-label={t(`actions.${a}.label`, { titulo: offer.titulo })}
                    aria-describedby={a === 'copiarPerfilContrario' ? hintId : undefined}
                    onClick={() => {
                      setPending(a);
                      setShown(a);
                    }}
                  >
                    {t(`actions.${a}.button`)}
                  </Menu.Item>
                );
                return a === 'copiarPerfilContrario' ? (
                  // The name alone does not say what the opposite profile is: the hint does, on
                  // hover and on keyboard focus, and is the item's description for screen readers.
                  <Tooltip
                    key={a}
                    label={t('actions.copiarPerfilContrario.hint')}
                    events={{ hover: true, focus: true, touch: true }}
                    multiline
                    w={260}
                    position="right"
                  >
                    {item}
                  </Tooltip>
                ) : (
                  item
                );
              })}
            </Menu.Dropdown>
          </Menu>
        ) : null}
        <span id={hintId} hidden>
          {t('actions.copiarPerfilContrario.hint')}
        </span>
      </Group>
      <ConfirmDialog
        opened={pending !== null}
        title={shown === null ? '' : t(`actions.${shown}.confirmTitle`)}
        body={shown === null ? '' : t(`actions.${shown}.confirmBody`, { titulo: offer.titulo })}
        confirmLabel={shown === null ? '' : t(`actions.${shown}.confirm`)}
        pending={action.isPending}
        danger={shown !== null && ending.includes(shown)}
        onClose={() => {
          setPending(null);
        }}
        onConfirm={confirm}
        returnFocusTo={more}
      />
    </>
  );
}
