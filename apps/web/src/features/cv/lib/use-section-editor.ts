import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/field-error-text.ts';
import { noProblem, saveProblemOf, type SaveProblem } from './server-errors.ts';

/**
 * Edit state of one CV section or entry: open/closed, and what the last refused save said. The
 * focus follows with `useFocusArea(editor.editing)` on the element that holds both the view and
 * the form.
 */
export function useSectionEditor() {
  const { t, i18n } = useTranslation('cv');
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
  // The browser's own checks word their messages as the contracts do (the spec's Spanish): they
  // are shown in the reader's language, as the server's answers already are.
  const shown = useMemo<SaveProblem>(
    () => ({
      fields: Object.fromEntries(
        Object.entries(problem.fields).map(([campo, mensaje]) => [
          campo,
          fieldErrorText(mensaje, i18n.language) ?? mensaje,
        ]),
      ),
      general: problem.general,
    }),
    [problem, i18n.language],
  );
  return { editing, problem: shown, open, close, fail, refuse };
}
