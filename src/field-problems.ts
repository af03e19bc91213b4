/**
 * What is wrong with an optional field the site leaves out (src/validate.ts pickOptional), in words, for the import,
 * the check and the build. Kept apart from the record checks so a shopper's phone never downloads these sentences.
 */
import { LIMITS, pickOptional, type OptionalField } from './validate.js';

export interface FieldProblem {
  field: OptionalField;
  problem: string;
}

/** Each optional field's rule in words (the shop manager shows the same sentence beside the field). */
export const FIELD_PROBLEMS: Record<OptionalField, string> = {
  title_bn: `should be text of at most ${LIMITS.title} characters`,
  des_bn: `should be text of at most ${LIMITS.des} characters`,
  price: `should be whole rupees from 0 to ${LIMITS.price} (for example 2450)`,
  availability: 'should be "in stock" or "sold out"',
  showrooms: 'should be a list of showroom ids (ranaghat, bethuadahari, karimpur)',
};

/** The usable optional fields of a record, and each unusable one with what is wrong. */
export function optionalFields(record: Record<string, unknown>) {
  const { fields, bad } = pickOptional(record);
  return { fields, problems: bad.map((field): FieldProblem => ({ field, problem: FIELD_PROBLEMS[field] })) };
}
