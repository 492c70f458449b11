/** Labelled inputs of the league's friendly forms (ids `hl-<form>-<name>`). */
import { fieldKit } from '../fields.js';

export const { TextField, ChoiceField, GroupError } = fieldKit('hl');
