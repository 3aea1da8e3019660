/** The locale a language's dates and numbers are written in. */
export function localeOf(language: string): string {
  return language === 'en' ? 'en-GB' : 'es-ES';
}

/**
 * One formatter per locale and options, made on first use and kept: building an `Intl` formatter
 * (as `toLocaleDateString` with options does on every call) costs milliseconds on a phone, far
 * more than formatting with one.
 */
export function keptFormatters<Options, Formatter>(
  make: (locale: string, options: Options) => Formatter,
): (language: string, options: Options) => Formatter {
  const kept = new Map<string, Formatter>();
  return (language, options) => {
    const locale = localeOf(language);
    const key = `${locale} ${JSON.stringify(options)}`;
    let formatter = kept.get(key);
    if (formatter === undefined) {
      formatter = make(locale, options);
      kept.set(key, formatter);
    }
    return formatter;
  };
}
