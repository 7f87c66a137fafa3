// Dates, numbers and durations in the active language. English keeps SPEC §9's formats (dashboard dates
// en-GB '5 Mar 2025', the profile's date en-US 'March 5, 2025'); the other languages use their own
// conventions (Intl with LOCALE_INFO's tag: 'hi-IN', 'bn-IN' …, with that language's digits where Intl
// uses them by default).
import { wholeSeconds } from '@dhvani/contract/dashboard';
import { LOCALE_INFO, type Locale } from '@dhvani/contract/locales';
import { useMemo } from 'react';
import { useLocale } from './use-t';

const valid = (iso: string | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function createFormat(locale: Locale) {
  const tag = LOCALE_INFO[locale].intl;
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const twoDigits = new Intl.NumberFormat(tag, { minimumIntegerDigits: 2, useGrouping: false });
  // SPEC §9 writes the profile's long dates en-US in English.
  const longTag = locale === 'en' ? 'en-US' : tag;
  return {
    /** Day, short month, year: '5 Mar 2025' (SPEC §9, en-GB), '5 मार्च 2025'. */
    shortDate(iso: string): string {
      const date = valid(iso);
      return date ? date.toLocaleDateString(tag, { day: 'numeric', month: 'short', year: 'numeric' }) : '—';
    },
    /** Long form: 'March 5, 2025' (SPEC §9, en-US for English), '5 मार्च 2025'. */
    longDate(iso: string | undefined): string {
      const date = valid(iso);
      return date
        ? date.toLocaleDateString(longTag, { year: 'numeric', month: 'long', day: 'numeric' })
        : '—';
    },
    /**
     * A privacy notice version ('2026-11-25.bafc0169', contract/privacy.ts) as people know it: the day it took
     * effect, long form like longDate beside it, as a UTC calendar day ('November 25, 2026', '25 नवंबर 2026').
     * Anything else as it is.
     */
    noticeVersion(version: string): string {
      const day = /^(\d{4}-\d{2}-\d{2})(?:\.|$)/.exec(version)?.[1];
      const date = day ? valid(`${day}T00:00:00Z`) : null;
      return date ? date.toLocaleDateString(longTag, { dateStyle: 'long', timeZone: 'UTC' }) : version;
    },
    /** Day and short month of a UTC date: '5 Mar' (en-GB), '5 मार्च'. */
    dayMonth(iso: string): string {
      const date = valid(iso);
      return date ? date.toLocaleDateString(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }) : '—';
    },
    /** Date and time, medium and short: '5 Mar 2025, 14:05' (en-GB). */
    dateTime(iso: string): string {
      const date = valid(iso);
      return date ? date.toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
    },
    /** A whole number with the language's grouping and digits. */
    number(value: number): string {
      return integer.format(value);
    },
    /** A decimal with exactly `digits` places (a quality reason's figures: '6.2', '−44'). */
    decimal(value: number, digits: number): string {
      return new Intl.NumberFormat(tag, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    },
    /** m:ss, e.g. 75.4 s → '1:15' (whole seconds, rounded). */
    duration(seconds: number): string {
      const whole = wholeSeconds(seconds);
      return `${integer.format(Math.floor(whole / 60))}:${twoDigits.format(whole % 60)}`;
    },
  };
}
export type LocaleFormat = ReturnType<typeof createFormat>;

export function useFormat(): LocaleFormat {
  const locale = useLocale();
  return useMemo(() => createFormat(locale), [locale]);
}
