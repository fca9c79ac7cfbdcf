import { createContext, useContext } from 'react';

/*
 * The user's date settings and their defaults, without any date library: the app provides them from
 * its first render (AppProviders), and what /login downloads must not carry date-fns (ADR 3).
 */

export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_DATE_FORMAT = 'dd.MM.yyyy';

/** 'utc' is the product's stored default; IANA calls it 'UTC'. */
export const normaliseTimeZone = (zone: string | undefined) => (!zone || zone.toLowerCase() === 'utc' ? 'UTC' : zone);

/** The user's date pattern (date-fns) and time zone: every date on screen is written with them. */
export interface DateSettings {
  dateFormat: string;
  timeZone: string;
}

const DateSettingsContext = createContext<DateSettings>({ dateFormat: DEFAULT_DATE_FORMAT, timeZone: DEFAULT_TIME_ZONE });

/** The app provides the signed-in user's settings; elsewhere the defaults apply. */
export const DateSettingsProvider = DateSettingsContext.Provider;

export const useDateSettings = () => useContext(DateSettingsContext);
