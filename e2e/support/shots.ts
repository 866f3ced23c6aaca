/**
 * Whether the specs write their full-page screenshots (every screen at 375 and 1280 px, in English
 * and Arabic) for a person to look at: on, unless E2E_SHOTS=0. They assert nothing, and `npm test`
 * turns them off (the partner spec's 22 of them took an eighth of its test, 1.6 → 1.4 min on a busy
 * machine); the checks beside them (the headings, the English left on an Arabic page…) run either way.
 */
export const shotsWanted = process.env.E2E_SHOTS !== '0';
