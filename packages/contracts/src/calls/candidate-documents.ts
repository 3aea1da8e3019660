/** Calls of candidate-documents (to be declared when its routes move to declarations). */
export const candidateDocumentCalls = {};
