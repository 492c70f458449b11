/**
 * Round-robin UI texts.
 */
import type { Messages } from '../../core/types.js';

export const messages: Messages = {
  en: { 'format.round-robin': 'Round robin' },
  de: { 'format.round-robin': 'Rundenturnier' },
  nl: { 'format.round-robin': 'Round robin (ieder-tegen-ieder)' },
};
