import { Alert, Checkbox, MultiSelect, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import {
  cvCalls,
  periodosPreferenciaPracticas,
  situacionesLaborales,
  type Cv,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCvEdit } from '../api/edit-cv.ts';
import { useAreas } from '../api/get-cv-lists.ts';
import { saveProblemOf } from '../lib/server-errors.ts';
import { useSectionEditor } from '../lib/use-section-editor.ts';
import { useFocusArea } from '../../../lib/focus-after-change.ts';
import { CvSection, EditButton, FormFooter } from './cv-section.tsx';
import { itemText, referenceOptions } from '../../../lib/reference-lists.ts';
import { FieldList } from './field-list.tsx';

/**
 * Preferences and active search: work permit (required of non-EEA nationals), preferred
 * internship period, active internship and job search, areas of interest and professional data.
 */
export function PreferencesSection({ cv }: { cv: Cv }) {
  const { t, i18n } = useTranslation('cv');
  const permit = useCvEdit(cvCalls.editWorkPermit);
  const period = useCvEdit(cvCalls.editPreferredPeriod);
  const internshipSearch = useCvEdit(cvCalls.editActiveInternshipSearch);
  const jobSearch = useCvEdit(cvCalls.editActiveJobSearch);
  const [message, setMessage] = useState<string | null>(null);
  const fail = (error: unknown) => {
    setMessage(saveProblemOf(error, t('errors.saveFailed')).general);
  };
  const english = i18n.language === 'en';
  return (
    <CvSection seccion="preferencias" title={t('sections.preferencias')}>
      <Stack gap="sm">
        {message !== null && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            data-testid="cv-preferences-error"
            withCloseButton
            onClose={() => {
              setMessage(null);
            }}
            closeButtonLabel={t('actions.close')}
          >
            {message}
          </Alert>
        )}
        <Switch
          id="cv-field-tienePermisoTrabajo"
          label={t('fields.tienePermisoTrabajo')}
          description={
            cv.necesitaPermisoTrabajo ? t('hints.permitRequired') : t('hints.permitNotRequired')
          }
          checked={cv.tienePermisoTrabajo}
          disabled={permit.isPending}
          onChange={(e) => {
            setMessage(null);
            permit.mutate({ permiso: e.currentTarget.checked }, { onError: fail });
          }}
        />
        {cv.conPracticas && (
          <Switch
            label={t('fields.busquedaPracticasActiva')}
            checked={cv.busquedaPracticasActiva}
            disabled={internshipSearch.isPending}
            onChange={(e) => {
              setMessage(null);
              internshipSearch.mutate({ activa: e.currentTarget.checked }, { onError: fail });
            }}
          />
        )}
        <Switch
          label={t('fields.busquedaTrabajoActiva')}
          checked={cv.busquedaTrabajoActiva}
          disabled={jobSearch.isPending}
          onChange={(e) => {
            setMessage(null);
            jobSearch.mutate({ activa: e.currentTarget.checked }, { onError: fail });
          }}
          data-testid="cv-job-search"
        />
        {cv.conPracticas && (
          <Select
            label={t('fields.periodoPreferencia')}
            clearable
            maw={360}
            data={periodosPreferenciaPracticas.map((p) => ({
              value: String(p.id),
              label: english ? p.descripcionEn : p.descripcion,
            }))}
            value={
              cv.idPeriodoPreferenciaPracticas === null
                ? null
                : String(cv.idPeriodoPreferenciaPracticas)
            }
            onChange={(v) => {
              setMessage(null);
              period.mutate(
                { idPeriodoPreferencia: v === null ? null : Number(v) },
                { onError: fail },
              );
            }}
          />
        )}
        <InterestForm cv={cv} />
      </Stack>
    </CvSection>
  );
}

function InterestForm({ cv }: { cv: Cv }) {
  const { t, i18n } = useTranslation('cv');
  const editor = useSectionEditor();
  const area = useFocusArea<HTMLDivElement>(editor.editing);
  const interest = useCvEdit(cvCalls.editInterest);
  const professional = useCvEdit(cvCalls.editProfessional);
  const areas = useAreas();
  const [areaIds, setAreaIds] = useState<string[]>([]);
  const [mobility, setMobility] = useState(false);
  const [situation, setSituation] = useState<string | null>(null);
  const [licence, setLicence] = useState(false);
  const [vehicle, setVehicle] = useState(false);
  const areaOptions = useMemo(
    () => referenceOptions(areas.data, i18n.language),
    [areas.data, i18n.language],
  );
  const yes = (value: boolean) => (value ? t('values.yes') : t('values.no'));
  const situationLabel = (value: string | null) =>
    value === null ? null : t(`situations.${value as (typeof situacionesLaborales)[number]}`);
  if (!editor.editing) {
    return (
      <div ref={area}>
        <Stack gap="xs">
          <FieldList
            rows={[
              {
                key: 'areasFuncionales',
                label: t('fields.areasInteres'),
                value: cv.interes.areasFuncionales
                  .map((a) => itemText(a, i18n.language))
                  .join(', '),
              },
              {
                key: 'movilidad',
                label: t('fields.movilidadGeografica'),
                value: yes(cv.interes.movilidadGeografica),
              },
              {
                key: 'situacion',
                label: t('fields.situacionLaboral'),
                value: situationLabel(cv.profesional.situacionLaboral),
              },
              {
                key: 'carnet',
                label: t('fields.carnetConducir'),
                value: yes(cv.profesional.carnetConducir),
              },
              {
                key: 'vehiculo',
                label: t('fields.vehiculoPropio'),
                value: yes(cv.profesional.vehiculoPropio),
              },
            ]}
          />
          <div>
            <EditButton
              label={t('actions.editSection', { section: t('sections.interesProfesional') })}
              onClick={() => {
                setAreaIds(cv.interes.areasFuncionales.map((a) => String(a.id)));
                setMobility(cv.interes.movilidadGeografica);
                setSituation(cv.profesional.situacionLaboral);
                setLicence(cv.profesional.carnetConducir);
                setVehicle(cv.profesional.vehiculoPropio);
                editor.open();
              }}
            />
          </div>
        </Stack>
      </div>
    );
  }
  return (
    <div ref={area}>
      <form
        noValidate
        aria-label={t('sections.interesProfesional')}
        onSubmit={(event) => {
          event.preventDefault();
          interest.mutate(
            { areasFuncionales: areaIds.map(Number), movilidadGeografica: mobility },
            {
              onError: editor.fail,
              onSuccess: () => {
                professional.mutate(
                  {
                    situacionLaboral:
                      situation === null
                        ? null
                        : (situation as (typeof situacionesLaborales)[number]),
                    carnetConducir: licence,
                    vehiculoPropio: vehicle,
                  },
                  { onSuccess: editor.close, onError: editor.fail },
                );
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label={t('fields.areasInteres')}
              searchable
              data={areaOptions}
              value={areaIds}
              onChange={setAreaIds}
              error={editor.problem.fields.areasFuncionales}
            />
            <Select
              label={t('fields.situacionLaboral')}
              clearable
              data={situacionesLaborales.map((s) => ({ value: s, label: t(`situations.${s}`) }))}
              value={situation}
              onChange={setSituation}
            />
          </SimpleGrid>
          <Checkbox
            label={t('fields.movilidadGeografica')}
            checked={mobility}
            onChange={(e) => {
              setMobility(e.currentTarget.checked);
            }}
          />
          <Checkbox
            label={t('fields.carnetConducir')}
            checked={licence}
            onChange={(e) => {
              setLicence(e.currentTarget.checked);
            }}
          />
          <Checkbox
            label={t('fields.vehiculoPropio')}
            checked={vehicle}
            onChange={(e) => {
              setVehicle(e.currentTarget.checked);
            }}
          />
          <FormFooter
            saving={interest.isPending || professional.isPending}
            onCancel={editor.close}
            general={editor.problem.general}
          />
        </Stack>
      </form>
    </div>
  );
}
