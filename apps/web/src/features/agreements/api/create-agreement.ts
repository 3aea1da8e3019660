import {
  agreementCalls,
  type AgreementCreated,
  type AgreementRequestInput,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { fetchFile, saveFile } from '../../../lib/download.ts';
import { agreementKeys } from './agreement-keys.ts';

/** `POST addConvenioEmpresa` (532), then downloads the generated PDF from its `enlace`. */
export async function createAgreement(body: AgreementRequestInput): Promise<AgreementCreated> {
  const created = await callApi(agreementCalls.create, { body });
  saveFile(await fetchFile(created.enlace, `convenio-${String(created.idConvenio)}.pdf`));
  return created;
}

export function useCreateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgreement,
    // The popup shows the failure itself (and the IBAN field its error).
    meta: { errorBanner: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
