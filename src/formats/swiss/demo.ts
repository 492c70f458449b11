/** Demo placeholder, replaced below. */
import type { DemoScript } from '../../core/demo.js';
import type { Moment } from '../../core/types.js';

export const demos = (_anchor?: Moment): readonly DemoScript[] => [];
