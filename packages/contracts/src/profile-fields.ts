import { z } from 'zod';

/**
 * How a child-profile form asks for an answer; the forms pick the control from it
 * (mf-children/src/shared/AnswerFields.tsx) and convert between form and wire values.
 * - `text`: a text input; `date`: the date-of-birth picker; `avatar`: the avatar picker.
 * - `whole-number`: a text input holding a whole number (a number, or null, on the wire).
 * - `select`: one of `options` ('' in the form is null on the wire when the answer may be null).
 * - `checkboxes`: any of `options` (a list on the wire).
 * - `game-limit`: the daily game limit's select (minutes as text; '' is no limit, null).
 */
export type ProfileFieldInput = 'text' | 'date' | 'whole-number' | 'select' | 'checkboxes' | 'avatar' | 'game-limit';

/**
 * Where a parent answers: the add-child wizard's step 1 (`basic`), step 2 for a child aged 5 or
 * under (`young`) or over 5 (`older`), step 3 (`family`); `games` is on the edit page only. The
 * edit page shows every step (docs/product.md).
 */
export type ProfileFieldStep = 'basic' | 'young' | 'older' | 'family' | 'games';

/** The steps of the add-child wizard (every step but `games`). */
export const WIZARD_FIELD_STEPS: readonly ProfileFieldStep[] = ['basic', 'young', 'older', 'family'];

/** One choice of a select or checkbox list: the stored value and what parents read. */
export interface ProfileFieldOption {
  value: string;
  label: string;
}

/** Options of a choice, in the spec's order, labelled. */
export const choiceOptions = <T extends string>(values: readonly T[], labels: Record<T, string>): readonly ProfileFieldOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Everything of a field's declaration but its schema; `S` is the schema, for the default's type. */
export interface ProfileFieldExtras<S extends z.ZodType> {
  /** What parents read beside the control. */
  label: string;
  /** The label on a step where the question reads differently (the older-child form's 'Behaviour'). */
  stepLabels?: Partial<Record<ProfileFieldStep, string>>;
  /** A line of help under the control. */
  hint?: string;
  input: ProfileFieldInput;
  /** The choices of a `select` or `checkboxes` input. */
  options?: readonly ProfileFieldOption[];
  /** Where the wizard asks it (a field on two step-2 forms lists both); the edit page shows all. */
  steps: readonly ProfileFieldStep[];
  /**
   * What the server stores when a create body leaves the answer out, or an update clears it
   * (null) on a column that is not nullable. No default: the create body must give the answer.
   */
  default?: z.output<S>;
  /** The wizard's starting value when it is not the default as the form holds it ('' for null). */
  formDefault?: string | ((now: Date) => string);
  /** The answer in GET/POST/PATCH responses when it is not `schema` (e.g. without the input's limits). */
  response?: z.ZodType;
  /** Fields of one row sit side by side in the forms where there is room. */
  row?: string;
}

/** One declared child-profile field: its input schema plus {@link ProfileFieldExtras}. */
export type ProfileField<S extends z.ZodType = z.ZodType> = { schema: S } & ProfileFieldExtras<S>;

/**
 * Declares a child-profile field (packages/contracts/src/child-profile.ts, CHILD_PROFILE_FIELDS):
 * its input schema, then its label, input, steps, default and response schema. Keeps the literal
 * types, so the create body knows which answers are required (those without a default).
 */
export function profileField<S extends z.ZodType, E extends ProfileFieldExtras<S>>(schema: S, extras: E): { schema: S } & E {
  return { schema, ...extras };
}

type FieldTable = Record<string, ProfileField>;

/** Each field's input schema, as declared. */
export type AnswerShapeOf<F extends FieldTable> = { [K in keyof F]: F[K]['schema'] };
/** The create body's shape: an answer with a default may be left out. */
export type CreateShapeOf<F extends FieldTable> = {
  [K in keyof F]: F[K] extends { default: unknown } ? z.ZodOptional<F[K]['schema']> : F[K]['schema'];
};
/** The response's shape: each field's `response` schema, else its input schema. */
export type ResponseShapeOf<F extends FieldTable> = {
  [K in keyof F]: F[K] extends { response: infer R extends z.ZodType } ? R : F[K]['schema'];
};
/** The defaults: every field that declares one, typed as it is stored (the response's type). */
export type DefaultsOf<F extends FieldTable> = {
  [K in keyof F as F[K] extends { default: unknown } ? K : never]: z.output<ResponseShapeOf<F>[K]>;
};

const keysOf = <F extends FieldTable>(fields: F) => Object.keys(fields) as (keyof F & string)[];
const mapFields = <F extends FieldTable>(fields: F, value: (field: ProfileField, key: keyof F & string) => unknown) =>
  Object.fromEntries(keysOf(fields).map((key) => [key, value(fields[key]!, key)]));

/** The input schemas of a field table, keyed by field. */
export const answerShapeOf = <F extends FieldTable>(fields: F) => mapFields(fields, (field) => field.schema) as AnswerShapeOf<F>;

/** The create body's shape of a field table: the fields with a default are optional. */
export const createShapeOf = <F extends FieldTable>(fields: F) =>
  mapFields(fields, (field) => ('default' in field ? field.schema.optional() : field.schema)) as CreateShapeOf<F>;

/** The response shape of a field table. */
export const responseShapeOf = <F extends FieldTable>(fields: F) =>
  mapFields(fields, (field) => field.response ?? field.schema) as ResponseShapeOf<F>;

/** A fresh copy of the defaults of a field table (lists are new arrays, safe to change). */
export function defaultsOf<F extends FieldTable>(fields: F): DefaultsOf<F> {
  const entries = keysOf(fields)
    .filter((key) => 'default' in fields[key]!)
    .map((key) => {
      const value: unknown = fields[key]!.default;
      return [key, Array.isArray(value) ? [...(value as unknown[])] : value];
    });
  return Object.fromEntries(entries) as DefaultsOf<F>;
}

/** The fields asked on any of `steps`, in the table's order. */
export const fieldKeysOfSteps = <F extends FieldTable>(fields: F, steps: readonly ProfileFieldStep[]) =>
  keysOf(fields).filter((key) => fields[key]!.steps.some((step) => steps.includes(step)));

/** Whether a field's answer may be null (a select's "Not specified", an empty number). */
export const acceptsNull = (field: ProfileField) => field.schema.safeParse(null).success;
