import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { RecordState } from '../../../../components/query-state.tsx';
import { useSaveBrand, useStaffBrand } from '../api/staff-brand.ts';
import { BrandForm } from '../components/brand-form.tsx';

/**
 * /gestion/marca (administrators): every brand setting of the spec with a live preview in
 * light and dark. Brand colours below WCAG AA with white text are flagged here and refused by
 * the server; saving updates the portal's own settings at once.
 */
export default function StaffBrandPage() {
  const { t } = useTranslation('staffBrand');
  const query = useStaffBrand();
  // The save outlives the form: a saved brand comes back with a new date, which starts the form
  // again from the server's settings, and the confirmation stays.
  const save = useSaveBrand();
  return (
    <PageFrame>
      <Text>{t('intro')}</Text>
      <RecordState query={query}>
        {(data) => (
          <BrandForm
            key={data.actualizada ?? 'defaults'}
            initial={data.efectiva}
            fixed={data.fijadasPorFichero}
            save={save}
          />
        )}
      </RecordState>
    </PageFrame>
  );
}
