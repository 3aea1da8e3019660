import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noProblem, saveProblemOf, type SaveProblem } from './server-errors.ts';

/**
 * Edit state of one CV section or entry: open/closed, and what the last refused save said. `run`
 * sends through a mutation and closes the editor on success.
 */
export function useSectionEditor() {
  const { t } = useTranslation('cv');
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(noProblem);
  const open = useCallback(() => {
    setProblem(noProblem);
    setEditing(true);
  }, []);
  const close = useCallback(() => {
    setProblem(noProblem);
    setEditing(false);
  }, []);
  const fail = useCallback(
    (error: unknown) => {
      setProblem(saveProblemOf(error, t('errors.saveFailed')));
    },
    [t],
  );
  /** Field errors found in the browser before sending. */
  const refuse = useCallback((fields: Record<string, string>) => {
    setProblem({ fields, general: null });
  }, []);
  return { editing, problem, open, close, fail, refuse };
}
