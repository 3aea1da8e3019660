import {
  candidateDocumentCalls,
  type CandidateDocument,
  type CandidateDocumentUpload,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `POST /api/Alumno/addDoc`: a document of a kind asked for by code 11. */
export function addCandidateDocument(upload: CandidateDocumentUpload): Promise<CandidateDocument> {
  return callApi(candidateDocumentCalls.add, { body: upload });
}

/** Upload errors (46, 413…) are shown beside the file field. */
export function useAddCandidateDocument() {
  return useMutation({ mutationFn: addCandidateDocument, meta: { errorBanner: false } });
}
