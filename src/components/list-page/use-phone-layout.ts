import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below 600 px (where the sidebar becomes a drawer too) lists are cards and their toolbar a menu. */
export const PHONE_MAX_PX = 599.9;
export const PHONE_QUERY = `(max-width: ${em(PHONE_MAX_PX)})`;

/** Lists' phone layout: read at the first render, so a phone never draws the table first. */
export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
