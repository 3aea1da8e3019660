import { userSettingsRefs } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { callApiRef } from './api-client.ts';
import { changeLanguage, type Language } from './i18n.ts';
import { getSessionState } from './session.ts';

/**
 * The language switch: the interface changes at once, what the server wrote in the other language
 * (notifications, messages, reference lists) is fetched again, and a signed-in user's choice is
 * stored so their notifications and mails follow it (sign-in records it too). Storing it is best
 * effort: the switch never waits for it nor fails on it.
 */
export async function switchLanguage(language: Language, queryClient: QueryClient): Promise<void> {
  await changeLanguage(language);
  void queryClient.invalidateQueries();
  const { session } = getSessionState();
  if (session !== null && !session.claims.rgpdPending) {
    callApiRef(userSettingsRefs.saveLanguage, { body: { idioma: language } }).catch(
      () => undefined,
    );
  }
}
