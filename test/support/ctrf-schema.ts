/**
 * The CTRF JSON schema of the `ctrf` package, compiled once (its `validate()` compiles the
 * schema on every call, too slow for a check over a thousand fixtures).
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { schema } from 'ctrf';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = new Ajv({ allErrors: true });
addFormats(ajv);
const check = ajv.compile(schema as object);

/** The schema errors of `report` (empty when it is a valid CTRF document). */
export function ctrfErrors(report: unknown): string[] {
  return check(report) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
}
