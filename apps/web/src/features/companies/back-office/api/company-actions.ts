import {
  useBlockCompany,
  useMergeCompanies,
  useRejectCompany,
  useRemoveCompanyUser,
  useUnblockCompany,
} from './staff-companies.ts';
import { useValidateCompany } from '../../../../lib/queries/staff-decisions.ts';

/** Every action on a company's record, and a reset of all of them before a dialog opens. */
export function useCompanyActions() {
  const validate = useValidateCompany({ errorBanner: false });
  const reject = useRejectCompany();
  const block = useBlockCompany();
  const unblock = useUnblockCompany();
  const merge = useMergeCompanies();
  const remove = useRemoveCompanyUser();
  const resetAll = () => {
    for (const m of [validate, reject, block, unblock, merge, remove]) {
      m.reset();
    }
  };
  return { validate, reject, block, unblock, merge, remove, resetAll };
}

export type CompanyActions = ReturnType<typeof useCompanyActions>;
