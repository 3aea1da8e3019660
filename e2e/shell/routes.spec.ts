import { routeTable, type AppRoute } from '@portal/contracts';
import { accounts } from '../support/accounts.ts';
import { expect, expectAccessible, navigate, signIn, test } from '../support/fixtures.ts';
import routesEs from '../../apps/web/src/locales/es/routes.json' with { type: 'json' };

const headings: Record<string, string> = routesEs;

/** A concrete path for a route: parameters filled with an allowed or sample value. */
function samplePath(route: AppRoute): string {
  return route.path.replace(
    /:(\w+)\??/g,
    (_match, name: string) => route.params?.[name]?.[0] ?? '1',
  );
}

const pagesFor = (access: AppRoute['access']) =>
  (routeTable as readonly AppRoute[]).filter(
    (route) => route.access === access || route.access === 'signed-in',
  );

test.describe('every page of the route table renders its heading and passes axe', () => {
  for (const [role, account] of [
    ['candidate', accounts.titulado],
    ['company', accounts.multi],
  ] as const) {
    test(`${role} pages`, async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, account, role === 'company' ? { idEmpresa: 2 } : {});
      let first = true;
      for (const route of pagesFor(role)) {
        const path = samplePath(route);
        // A client-side navigation, as through a link (no reload per page).
        await navigate(page, path);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
          headings[route.heading] ?? '',
        );
        const heading = (headings[route.heading] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(page).toHaveTitle(new RegExp(`${heading} · Portal de Empleo$`));
        // The header, menu and footer are the same on every page: checked in full on the first.
        await expectAccessible(page, path, first ? {} : { scope: 'main' });
        first = false;
      }
    });
  }
});
