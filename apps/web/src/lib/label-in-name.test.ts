import { describe, expect, it } from 'vitest';

// WCAG 2.5.3 (label in name): a control whose accessible name is an `aria-label` must contain its
// visible text, or a speech user who says what they see does not reach it. The browser tests
// check the pages they visit with axe; this checks every such pair in the code, in both
// languages, where a translation could break it on a page no test opens in that language.

type Json = string | { [key: string]: Json };

const sources = import.meta.glob<string>('../**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const locales = {
  es: import.meta.glob<Json>('../locales/es/*.json', { eager: true, import: 'default' }),
  en: import.meta.glob<Json>('../locales/en/*.json', { eager: true, import: 'default' }),
};

function text(language: 'es' | 'en', namespace: string, key: string): string | undefined {
  const file = locales[language][`../locales/${language}/${namespace}.json`];
  let value: Json | undefined = file;
  for (const part of key.split('.')) {
    value = typeof value === 'object' ? value[part] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/** The index just past the brace that closes the one opened before `from`. */
function closingBrace(source: string, from: number): number {
  let depth = 1;
  for (let i = from; i < source.length; i += 1) {
    if (source[i] === '{') {
      depth += 1;
    } else if (source[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        return i + 1;
      }
    }
  }
  return source.length;
}

/** The translation keys an expression names, in order (`t(a ? 'x' : 'y')` names x and y). */
const keysIn = (expression: string) =>
  [...expression.matchAll(/'([\w.]+)'/g)].map((m) => m[1] ?? '').filter((k) => k.includes('.'));

/**
 * Each element labelled `aria-label={t(…)}` whose content starts with `{t(…)}`: the keys of its
 * name and of its visible text, paired in order.
 */
const pairs = Object.entries(sources).flatMap(([file, source]) => {
  const namespace = /useTranslation\('(\w+)'\)/.exec(source)?.[1];
  if (namespace === undefined) {
    return [];
  }
  return [...source.matchAll(/aria-label=\{(?=t\()/g)].flatMap((match) => {
    const start = match.index + match[0].length;
    const labelEnd = closingBrace(source, start);
    const names = keysIn(source.slice(start, labelEnd));
    // The rest of the opening tag holds only attributes: its end is the first `>` outside braces.
    let end = labelEnd;
    while (end < source.length && source[end] !== '>') {
      end = source[end] === '{' ? closingBrace(source, end + 1) : end + 1;
    }
    const content = /^\s*\{(?=t\()/.exec(source.slice(end + 1));
    if (content === null) {
      return [];
    }
    const contentStart = end + 1 + content[0].length;
    const visibles = keysIn(source.slice(contentStart, closingBrace(source, contentStart)));
    return names.length === visibles.length && names.length > 0
      ? names.map((name, i) => ({ file, namespace, name, visible: visibles[i] ?? '' }))
      : [];
  });
});

describe('label in name', () => {
  it('finds the labelled controls whose visible text is a translation', () => {
    expect(pairs.length).toBeGreaterThan(20);
  });

  it.each(['es', 'en'] as const)('every accessible name contains its visible text (%s)', (lang) => {
    const broken = pairs.flatMap(({ file, namespace, name, visible }) => {
      const nameText = text(lang, namespace, name);
      const visibleText = text(lang, namespace, visible);
      return nameText !== undefined &&
        visibleText !== undefined &&
        !nameText.toLowerCase().includes(visibleText.toLowerCase())
        ? [`${file}: «${visibleText}» not in «${nameText}»`]
        : [];
    });
    expect(broken).toEqual([]);
  });
});
