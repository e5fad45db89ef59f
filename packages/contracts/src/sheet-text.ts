/**
 * A spreadsheet opening a CSV runs a cell that starts with one of these as a formula: a name typed
 * as `=HYPERLINK(...)` would become a live link in whoever opens the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const KEPT_FORMULA = /^'[=+\-@\t\r]/;

/** Text for a CSV cell that a spreadsheet shows and never runs: a leading ' keeps it text. */
export const csvSafeText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell of an export read back: the ' that kept it from running is not part of the text. */
export const csvTextBack = (text: string): string => (KEPT_FORMULA.test(text) ? text.slice(1) : text);
