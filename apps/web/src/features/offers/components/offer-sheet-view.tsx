import { Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { pathFor, type OfferSheet } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { Section } from '../../../components/section.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/numbers.ts';
import { itemText } from '../../../lib/reference-lists.ts';
import { ApplyPanel } from './apply-panel.tsx';
import { OfferBadges } from './offer-badges.tsx';
import classes from './offers.module.css';
import { SigningLinks } from './signing-links.tsx';
import { NewTabLink } from '../../../components/new-tab-link.tsx';

type Row = [label: string, value: ReactNode];

function Details({ rows, testId }: { rows: Row[]; testId?: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) {
    return null;
  }
  return (
    <dl className={classes.details} data-testid={testId}>
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every field of an offer for a candidate (dameOferta), with my application. */
export function OfferSheetView({ offer }: { offer: OfferSheet }) {
  const { t, i18n } = useTranslation('offers');
  const day = (value: string | null) => (value === null ? null : formatDay(value, i18n.language));
  const number = (
    value: number | null,
    key: 'hours' | 'days' | 'months' | 'percent' | 'credits',
  ) => (value === null ? null : t(`sheet.units.${key}`, { count: value, value }));
  const pendingSignature = Object.fromEntries(
    offer.documentosFirma.filter((d) => !d.firmado).map((d) => [d.nombre, d.enlace]),
  );
  const company = offer.datosEmpresa;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap={6} wrap="wrap">
          <Text fw={600}>{offer.empresa}</Text>
          {(offer.localidad ?? offer.provincia) !== null && (
            <Text c="dimmed">
              · {[offer.localidad, offer.provincia].filter(Boolean).join(', ')}
            </Text>
          )}
          <Text c="dimmed">· {t('item.published', { date: day(offer.fecha) })}</Text>
        </Group>
        <OfferBadges
          curricular={offer.curricular}
          idEstado={offer.idEstado}
          estado={offer.estado}
          paraIntermediacion={offer.paraIntermediacion}
          programaeuropa={offer.programaeuropa}
        />
        {offer.textoPerfilOferta !== '' && (
          <Text size="sm" c="dimmed">
            {t(`profile.${offer.familia}`)}
          </Text>
        )}
      </Stack>

      <ApplyPanel offer={offer} />

      {Object.keys(pendingSignature).length > 0 && (
        <Paper withBorder p="md">
          <SigningLinks documents={pendingSignature} />
        </Paper>
      )}

      <Section title={t('sheet.description')}>
        <SafeHtml html={offer.descripcion} className="rich-text" />
      </Section>

      <Section title={t('sheet.requirements')}>
        <Stack gap="sm">
          {offer.requisitos.trim() !== '' && (
            <Text style={{ whiteSpace: 'pre-line' }}>{offer.requisitos}</Text>
          )}
          {offer.titulaciones.length > 0 && (
            <div>
              <Text fw={600} size="sm">
                {t('sheet.degrees')}
              </Text>
              <List size="sm" className={classes.plainList} data-testid="offer-degrees">
                {offer.titulaciones.map((d) => (
                  <List.Item key={d.id}>{itemText(d, i18n.language)}</List.Item>
                ))}
              </List>
            </div>
          )}
          {offer.idiomas.length > 0 && (
            <div>
              <Text fw={600} size="sm">
                {t('sheet.languages')}
              </Text>
              <List size="sm" className={classes.plainList}>
                {offer.idiomas.map((l) => (
                  <List.Item key={l.idioma.id}>
                    {t('sheet.languageLevel', {
                      language: itemText(l.idioma, i18n.language),
                      level: itemText(l.nivel, i18n.language),
                    })}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          <Details
            rows={[
              [t('sheet.minimumCredits'), number(offer.creditosMinimos, 'credits')],
              [
                t('sheet.studentLevel'),
                offer.nivelEstudiantes === null ? null : t(`sheet.level.${offer.nivelEstudiantes}`),
              ],
              [t('sheet.ownCv'), offer.requiereCvPropio ? t('sheet.yes') : null],
            ]}
          />
        </Stack>
      </Section>

      <Section title={t('sheet.conditions')}>
        <Details
          testId="offer-details"
          rows={[
            [t('sheet.places'), String(offer.plazas)],
            [
              t('sheet.contract'),
              offer.tipoContrato === null ? null : itemText(offer.tipoContrato, i18n.language),
            ],
            [
              t('sheet.sector'),
              offer.sector === null ? null : itemText(offer.sector, i18n.language),
            ],
            [
              t('sheet.functionalArea'),
              offer.areaFuncional === null ? null : itemText(offer.areaFuncional, i18n.language),
            ],
            [
              t('sheet.salaryRange'),
              offer.rangoSalarial === null ? null : itemText(offer.rangoSalarial, i18n.language),
            ],
            [
              t('sheet.training'),
              offer.tipoFormacion === null ? null : itemText(offer.tipoFormacion, i18n.language),
            ],
            [
              t('sheet.pay'),
              offer.remuneracion === null
                ? null
                : t('sheet.units.perMonth', {
                    value: formatMoney(offer.remuneracion, i18n.language),
                  }),
            ],
            [t('sheet.hoursPerDay'), number(offer.horasDia, 'hours')],
            [t('sheet.daysPerWeek'), number(offer.diasSemana, 'days')],
            [t('sheet.duration'), number(offer.meses, 'months')],
            [t('sheet.dedication'), number(offer.dedicacion, 'percent')],
            [t('sheet.deadline'), day(offer.fechaFinInscripcion)],
            [t('sheet.start'), day(offer.fechaInicio)],
            [t('sheet.end'), day(offer.fechaFin)],
            [t('sheet.tutor'), offer.tutor === null ? null : offer.tutor.nombre],
          ]}
        />
      </Section>

      {offer.programa !== null && (
        <Section title={t('sheet.programme')}>
          <Stack gap="xs">
            <Anchor
              component={Link}
              to={pathFor('ficha_programa', { id: offer.programa.urlAcceso })}
              fw={600}
            >
              {offer.programa.titulo}
            </Anchor>
            <Details
              rows={[
                [t('sheet.dedication'), number(offer.programa.dedicacion, 'percent')],
                [t('sheet.duration'), number(offer.programa.meses, 'months')],
                [
                  t('sheet.adhesion'),
                  offer.programa.adhesionSolicitada
                    ? t('sheet.adhesionRequested')
                    : t('sheet.adhesionMissing'),
                ],
              ]}
            />
          </Stack>
        </Section>
      )}

      <Section title={t('sheet.company')}>
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={600}>{company.nombreComercial}</Text>
            {company.provincia !== null && (
              <Badge variant="default" size="sm">
                {company.provincia}
              </Badge>
            )}
          </Group>
          {company.descripcion !== '' && <Text size="sm">{company.descripcion}</Text>}
          {company.web !== null && /^https?:\/\//.test(company.web) && (
            <NewTabLink href={company.web} size="sm">
              {company.web}
            </NewTabLink>
          )}
        </Stack>
      </Section>
    </Stack>
  );
}
