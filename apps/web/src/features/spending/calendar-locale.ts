import { addLocale, localeOptions, type LocaleOptions } from 'primereact/api';

/** Month and day names of a language, from Intl (January first, Sunday first). */
export function calendarNames(locale: string) {
  const month = (style: 'long' | 'short') =>
    Array.from({ length: 12 }, (_, i) =>
      new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, i, 1)),
      ),
    );
  // 2026-03-01 is a Sunday.
  const day = (style: 'long' | 'short' | 'narrow') =>
    Array.from({ length: 7 }, (_, i) =>
      new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 2, 1 + i)),
      ),
    );
  return {
    monthNames: month('long'),
    monthNamesShort: month('short'),
    dayNames: day('long'),
    dayNamesShort: day('short'),
    dayNamesMin: day('short').map((name) => name.slice(0, 2)),
  };
}

/**
 * A PrimeReact locale for the billing pages' calendars: the UI kit's own labels (in English)
 * with month and day names in the UI language, so an Italian page shows 'marzo', not 'March'.
 */
export function billingCalendarLocale(language: string): string {
  const name = `billing-${language}`;
  const english = localeOptions('en') as LocaleOptions;
  addLocale(name, { ...english, ...calendarNames(language === 'en' ? 'en-GB' : 'it-IT') });
  return name;
}
