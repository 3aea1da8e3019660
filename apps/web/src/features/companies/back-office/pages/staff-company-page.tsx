import { Anchor, Stack } from '@mantine/core';
import { pathFor, type StaffCompanyDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTitleSubject } from '../../../../lib/document-title.ts';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { RecordState } from '../../../../components/query-state.tsx';
import { DoneNotice, useNotice } from '../../../../components/staff-admin-kit.tsx';
import { useCompanyActions } from '../api/company-actions.ts';
import { useStaffCompany } from '../api/staff-companies.ts';
import { CompanyDialogs, type CompanyDialog } from '../components/company-dialogs.tsx';
import { CompanyDuplicatesSection } from '../components/company-duplicates-section.tsx';
import { CompanyRecordSection } from '../components/company-record-section.tsx';
import { CompanyUsersSection } from '../components/company-users-section.tsx';

function CompanyRecord({ company }: { company: StaffCompanyDetail }) {
  const { t } = useTranslation('staffAdmin');
  const [dialog, setDialog] = useState<CompanyDialog>(null);
  const [done, setDone] = useNotice();
  const actions = useCompanyActions();
  const close = () => {
    setDialog(null);
  };
  const open = (next: CompanyDialog) => {
    actions.resetAll();
    setDone(null);
    setDialog(next);
  };
  const finish = (text: string) => {
    setDialog(null);
    setDone(text);
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={pathFor('gestion_empresas')} w="fit-content">
        {t('common.back')}
      </Anchor>
      <DoneNotice
        notice={done}
        onClose={() => {
          setDone(null);
        }}
      />
      <CompanyRecordSection company={company} onOpen={open} />

      <CompanyDuplicatesSection company={company} onOpen={open} />

      <CompanyUsersSection company={company} onOpen={open} />

      <CompanyDialogs
        company={company}
        dialog={dialog}
        actions={actions}
        close={close}
        finish={finish}
      />
    </Stack>
  );
}

/** /gestion/empresas/{id}: a company's record, its users and duplicates, and every action on it. */
export default function StaffCompanyPage() {
  const { t } = useTranslation('staffAdmin');
  const { id = '' } = useParams();
  const query = useStaffCompany(Number(id));
  useTitleSubject(query.data?.nombreComercial);
  return (
    <PageFrame>
      <RecordState query={query} notFoundText={t('companies.notFound')}>
        {(company) => <CompanyRecord company={company} />}
      </RecordState>
    </PageFrame>
  );
}
