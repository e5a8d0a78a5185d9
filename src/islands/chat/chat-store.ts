/**
 * Shared between the plain launcher script (on every page) and the React dialog (loaded on
 * the first open): whether the chat dialog is open.
 */
import { atom } from 'nanostores';

export const $chatOpen = atom(false);
