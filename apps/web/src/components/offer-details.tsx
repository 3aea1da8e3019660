import { Badge, Divider, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OfferSheet } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from './safe-html.tsx';
import { formatMoney } from '../lib/numbers.ts';
import { itemText } from '../lib/reference-lists.ts';

/** The fields both sheets share: the company's and the one a candidate sees. */
export type OfferDetailsData = Omit<OfferSheet, 'candidatura' | 'documentosFirma'>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The body of an offer sheet, in the order a candidate reads it: facts, description, requirements,
 * degrees, languages, the tutor (internships), the programme and the company. The company's
 * preview and the careers office's review both show it (texts in the `companyOffers` namespace).
 */
export function OfferDetails({
  offer,
  extraFacts,
  headingLevel = 2,
}: {
  offer: OfferDetailsData;
  /** More facts for the company's own sheet (tutor email, computer skills…). */
  extraFacts?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('companyOffers');
  const location = [offer.localidad, offer.provincia].filter((v) => v !== null).join(', ');
  const facts: { label: string; value: ReactNode }[] = [
    {
      label: t('sheet.profile'),
      value: t(`sheet.profileOf.${offer.familia}`, { defaultValue: offer.textoPerfilOferta }),
    },
    { label: t('sheet.published'), value: offer.fecha },
    { label: t('sheet.places'), value: offer.plazas },
    ...(location === '' ? [] : [{ label: t('sheet.location'), value: location }]),
    ...(offer.sector
      ? [{ label: t('form.idSector'), value: itemText(offer.sector, i18n.language) }]
      : []),
    ...(offer.tipoContrato
      ? [{ label: t('form.idTipoContrato'), value: itemText(offer.tipoContrato, i18n.language) }]
      : []),
    ...(offer.areaFuncional
      ? [{ label: t('form.idAreaFuncional'), value: itemText(offer.areaFuncional, i18n.language) }]
      : []),
    ...(offer.curricular === null
      ? []
      : [
          {
            label: t('form.curricular'),
            value: offer.curricular ? t('form.curricularYes') : t('form.curricularNo'),
          },
        ]),
    ...(offer.fechaFinInscripcion === null
      ? []
      : [{ label: t('form.fechaFinInscripcion'), value: offer.fechaFinInscripcion }]),
    ...(offer.fechaInicio === null
      ? []
      : [{ label: t('form.fechaInicio'), value: offer.fechaInicio }]),
    ...(offer.fechaFin === null ? [] : [{ label: t('form.fechaFin'), value: offer.fechaFin }]),
    ...(offer.horasDia === null ? [] : [{ label: t('form.horasDia'), value: offer.horasDia }]),
    ...(offer.diasSemana === null
      ? []
      : [{ label: t('form.diasSemana'), value: offer.diasSemana }]),
    ...(offer.meses === null ? [] : [{ label: t('form.meses'), value: offer.meses }]),
    ...(offer.dedicacion === null
      ? []
      : [{ label: t('form.dedicacion'), value: `${String(offer.dedicacion)} %` }]),
    ...(offer.remuneracion === null
      ? []
      : [{ label: t('form.remuneracion'), value: formatMoney(offer.remuneracion, i18n.language) }]),
    ...(offer.rangoSalarial
      ? [{ label: t('form.idRangoSalarial'), value: itemText(offer.rangoSalarial, i18n.language) }]
      : []),
    ...(offer.tipoFormacion
      ? [{ label: t('form.idTipoFormacion'), value: itemText(offer.tipoFormacion, i18n.language) }]
      : []),
    ...(offer.creditosMinimos === null
      ? []
      : [{ label: t('form.creditosMinimos'), value: offer.creditosMinimos }]),
    ...(offer.nivelEstudiantes === null
      ? []
      : [{ label: t('form.nivelEstudiantes'), value: t(`form.nivel.${offer.nivelEstudiantes}`) }]),
  ];
  const h = headingLevel;
  return (
    <Stack gap="md" data-testid="offer-details">
      <Group gap="xs">
        {offer.programaeuropa ? <Badge variant="light">{t('sheet.europe')}</Badge> : null}
        {offer.paraIntermediacion ? (
          <Badge variant="light">{t('form.paraIntermediacion')}</Badge>
        ) : null}
        {offer.requiereCvPropio ? (
          <Badge variant="light">{t('form.requiereCvPropio')}</Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" spacing="sm" m={0}>
        {facts.map((f) => (
          <Fact key={f.label} label={f.label}>
            {f.value}
          </Fact>
        ))}
        {extraFacts}
      </SimpleGrid>
      <Divider />
      <Title order={h} size="h4">
        {t('form.descripcion')}
      </Title>
      <SafeHtml html={offer.descripcion} />
      {offer.requisitos === '' ? null : (
        <>
          <Title order={h} size="h4">
            {t('form.requisitos')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{offer.requisitos}</Text>
        </>
      )}
      <Title order={h} size="h4">
        {t('form.titulaciones')}
      </Title>
      <List size="sm">
        {offer.titulaciones.map((d) => (
          <List.Item key={d.id}>{itemText(d, i18n.language)}</List.Item>
        ))}
      </List>
      {offer.idiomas.length === 0 ? null : (
        <>
          <Title order={h} size="h4">
            {t('form.idiomas')}
          </Title>
          <List size="sm">
            {offer.idiomas.map((l) => (
              <List.Item key={l.idioma.id}>
                {itemText(l.idioma, i18n.language)}: {itemText(l.nivel, i18n.language)}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {offer.tutor === null ? null : (
        <>
          <Title order={h} size="h4">
            {t('form.sections.tutor')}
          </Title>
          <Text size="sm">
            {offer.tutor.nombre}
            {offer.tutor.email === null ? null : ` · ${offer.tutor.email}`}
          </Text>
        </>
      )}
      {offer.programa === null ? null : (
        <>
          <Title order={h} size="h4">
            {t('form.sections.programme')}
          </Title>
          <Text size="sm">
            {t('sheet.programme', {
              titulo: offer.programa.titulo,
              dedicacion: offer.programa.dedicacion,
              meses: offer.programa.meses,
            })}
          </Text>
        </>
      )}
      <Title order={h} size="h4">
        {t('sheet.company')}
      </Title>
      <Stack gap={4}>
        <Text fw={600}>{offer.datosEmpresa.nombreComercial}</Text>
        {offer.datosEmpresa.provincia === null ? null : (
          <Text size="sm" c="dimmed">
            {offer.datosEmpresa.provincia}
          </Text>
        )}
        {offer.datosEmpresa.descripcion === '' ? null : (
          <Text size="sm">{offer.datosEmpresa.descripcion}</Text>
        )}
      </Stack>
    </Stack>
  );
}
