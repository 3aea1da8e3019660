export { Codes, type StatusCode, type StatusCodeName } from './codes.ts';
export {
  connectionErrorText,
  getStatusEntry,
  httpStatusFor,
  isStatusCode,
  statusCodeList,
  statusCodes,
  statusMessage,
  type StatusParams,
} from './catalogue.ts';
export {
  followUpTargets,
  statusCategories,
  statusLanguages,
  type FollowUpTarget,
  type StatusCategory,
  type StatusEntry,
  type StatusFollowUp,
  type StatusHttpStatus,
  type StatusKind,
  type StatusLanguage,
  type StatusTable,
  type StatusText,
} from './status-code.types.ts';
