import type { Page } from '@playwright/test';
import { factory } from '../support/factory.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';
import { signInAsStaff } from '../support/staff.ts';

/** Colours that pass WCAG 2.2 AA in light and dark, names that match labels. */

type Scheme = 'light' | 'dark';

async function setScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluate((value) => {
    document.documentElement.setAttribute('data-mantine-color-scheme', value);
  }, scheme);
}

/** Contrast ratio (WCAG) between two computed CSS colours of the page. */
async function contrast(page: Page, foreground: string, background: string): Promise<number> {
  return page.evaluate(
    ([fg, bg]) => {
      const parse = (colour: string): [number, number, number] => {
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const context = canvas.getContext('2d');
        if (context === null) {
          throw new Error('no canvas');
        }
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
        return [r, g, b];
      };
      const luminance = ([r, g, b]: [number, number, number]) => {
        const channel = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const a = luminance(parse(fg));
      const b = luminance(parse(bg));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    },
    [foreground, background] as const,
  );
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('colours and names', () => {
  test('the keyboard focus ring stands out (3:1) in light and dark', async ({ page }) => {
    await signIn(page, await factory(page.request).candidate());
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      const toggle = page.getByTestId('color-scheme-toggle');
      await toggle.focus();
      // Keyboard focus: focus-visible applies.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      const ring = await toggle.evaluate((element) => {
        const style = getComputedStyle(element);
        return { colour: style.outlineColor, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.width, scheme).toBeGreaterThanOrEqual(2);
      const header = await page
        .getByTestId('app-header')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const background = header === 'rgba(0, 0, 0, 0)' ? await bodyBackground(page) : header;
      expect(await contrast(page, ring.colour, background), scheme).toBeGreaterThanOrEqual(3);
    }
  });

  test('the selected tab underline is visible (3:1) in light and dark', async ({ page }) => {
    const make = factory(page.request);
    await make.offer({ titulo: 'Prácticas en atención al cliente' });
    await signIn(page, await make.candidate());
    const tab = page.getByTestId('home-offers').getByRole('tab', { selected: true });
    await expect(tab).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      const border = await tab.evaluate((element) => {
        const style = getComputedStyle(element);
        const before = getComputedStyle(element, '::before');
        // Mantine draws the underline as the tab's bottom border.
        return style.borderBottomWidth !== '0px' ? style.borderBottomColor : before.backgroundColor;
      });
      expect(
        await contrast(page, border, await bodyBackground(page)),
        scheme,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  test("a contrast theme still shows the chosen tab, the menu's current page and the CV meter", async ({
    page,
  }) => {
    const make = factory(page.request);
    await make.offer({ titulo: 'Prácticas en atención al cliente' });
    await signIn(page, await make.candidate());
    // Windows' contrast themes: every colour becomes one of the system's few.
    await page.emulateMedia({ forcedColors: 'active' });
    const tabs = page.getByTestId('home-offers');
    const underline = (selected: boolean) =>
      tabs
        .getByRole('tab', { selected })
        .first()
        .evaluate((element) => getComputedStyle(element).borderBottomColor);
    expect(await underline(true)).not.toBe(await underline(false));

    await page.getByRole('link', { name: 'Mi CV' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi currículum' })).toBeVisible();
    const outline = (name: string) =>
      page
        .getByRole('navigation')
        .getByRole('link', { name, exact: true })
        .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(await outline('Mi CV')).toBe('solid');
    expect(await outline('Buscar ofertas')).toBe('none');
    const meter = page.getByRole('progressbar');
    const fill = await meter.evaluate((element) => getComputedStyle(element).backgroundColor);
    const track = await meter.evaluate(
      (element) => getComputedStyle(element.parentElement ?? element).backgroundColor,
    );
    expect(fill).not.toBe(track);
  });

  test('a field, a box and a switch keep their outline at 3:1 in light and dark', async ({
    page,
  }) => {
    /** Each control on the page: its outline, the field's inside and the panel behind it. */
    const outlines = () =>
      page.evaluate(() => {
        const behind = (element: Element) => {
          // The nearest painted background behind the control.
          for (let at = element.parentElement; at !== null; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)') {
              return colour;
            }
          }
          return getComputedStyle(document.body).backgroundColor;
        };
        // A field's and a box's border against their inside and the panel; a switch's track and
        // the border of a segmented control's chosen option against what lies behind them.
        const kinds = {
          field: ['.mantine-TextInput-input', 'borderTopColor'],
          box: ['.mantine-Checkbox-input:not(:checked)', 'borderTopColor'],
          track: ['[role="switch"]:not(:checked) + .mantine-Switch-track', 'backgroundColor'],
          chosen: ['.mantine-SegmentedControl-indicator', 'borderTopColor'],
        } as const;
        return Object.entries(kinds).flatMap(([kind, [selector, property]]) => {
          const control = document.querySelector(selector);
          if (control === null) {
            return [];
          }
          const style = getComputedStyle(control);
          const outline = style[property];
          const inside = kind === 'field' || kind === 'box' ? [style.backgroundColor] : [];
          // A border of no width draws nothing, whatever its colour.
          const drawn = property !== 'borderTopColor' || parseFloat(style.borderTopWidth) >= 1;
          return [...inside, behind(control)].map((around) => ({ kind, outline, around, drawn }));
        });
      });
    const seen = new Set<string>();
    const below: string[] = [];
    const check = async () => {
      for (const scheme of ['light', 'dark'] as const) {
        await setScheme(page, scheme);
        for (const { kind, outline, around, drawn } of await outlines()) {
          seen.add(kind);
          if (!drawn) {
            below.push(`${kind} in ${scheme}: no outline drawn`);
          }
          const ratio = await contrast(page, outline, around);
          if (ratio < 3 && around !== 'rgba(0, 0, 0, 0)') {
            below.push(`${kind} in ${scheme}: ${outline} on ${around} is ${ratio.toFixed(2)}:1`);
          }
        }
      }
    };
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    await check();
    const candidate = await factory(page.request).candidate();
    await signIn(page, candidate, { path: '/cv' });
    await expect(page.getByTestId('cv-job-search')).toBeVisible();
    await check();
    await page.goto('/ofertas-practicas');
    await expect(page.getByTestId('offer-filters').getByRole('checkbox').first()).toBeVisible();
    await check();
    await signInAsStaff(
      page,
      (await factory(page.request).staff({ rol: 'gestor' })).user,
      '/gestion/contacto',
    );
    await expect(page.getByRole('main').getByRole('radiogroup')).toBeVisible();
    await check();
    expect([...seen].sort()).toEqual(['box', 'chosen', 'field', 'track']);
    expect(below).toEqual([]);
  });

  test('the language switch is named by what it shows', async ({ page }) => {
    await page.goto('/login');
    const button = page.getByTestId('language-switch');
    await expect(button).toHaveText('EN');
    await expect(button).toHaveAccessibleName(/^EN\b/);
  });

  test('pending-signature text is readable in light and dark, and axe passes every rule in dark', async ({
    page,
  }) => {
    // A pending signature on the first offer of the list (the list data otherwise as served).
    await page.route('**/api/Alumno/dameOfertasUsuario/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { datos: unknown };
      const mark = (value: unknown): boolean => {
        if (Array.isArray(value)) {
          const first: unknown = value[0];
          if (
            typeof first === 'object' &&
            first !== null &&
            'documentacionPendienteFirma' in first
          ) {
            (first as Record<string, unknown>).documentacionPendienteFirma = {
              'Anexo de prácticas': '/firmar-documento/1',
            };
            return true;
          }
          return value.some(mark);
        }
        if (typeof value === 'object' && value !== null) {
          return Object.values(value).some(mark);
        }
        return false;
      };
      mark(body.datos);
      await route.fulfill({ response, json: body });
    });
    const make = factory(page.request);
    await make.offer({ titulo: 'Prácticas en atención al cliente' });
    await signIn(page, await make.candidate(), { path: '/ofertas-practicas' });
    const pending = page.getByTestId('pending-signature').first();
    await expect(pending).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      const colours = await pending.evaluate((element) => {
        let node: Element | null = element;
        let background = 'rgba(0, 0, 0, 0)';
        while (
          node !== null &&
          (background === 'rgba(0, 0, 0, 0)' || background === 'transparent')
        ) {
          background = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        return { text: getComputedStyle(element).color, background };
      });
      expect(await contrast(page, colours.text, colours.background), scheme).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    await expectAccessible(page, 'offer list with a pending signature', { scope: 'main' });
  });
});

test.describe('cookie banner link', () => {
  test.use({ cookiesAnswered: false });

  test('the policy link is underlined, not told apart by colour only', async ({ page }) => {
    await page.goto('/login');
    const link = page.getByTestId('cookie-banner').getByRole('link');
    await expect(link).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await setScheme(page, scheme);
      const decoration = await link.evaluate(
        (element) => getComputedStyle(element).textDecorationLine,
      );
      expect(decoration, scheme).toContain('underline');
    }
  });
});
