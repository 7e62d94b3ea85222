import type { ValidationErrors } from 'final-form';
import type { z } from 'zod';

/** Sets `value` at a dotted/array path inside `target` (final-form's error shape). */
function setIn(target: Record<string, unknown>, path: PropertyKey[], value: string) {
  let node: Record<string, unknown> = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      if (node[name] === undefined) node[name] = value;
      return;
    }
    if (typeof node[name] !== 'object' || node[name] === null) {
      node[name] = typeof path[index + 1] === 'number' ? [] : {};
    }
    node = node[name] as Record<string, unknown>;
  });
}

/**
 * The zod adapter for react-final-form: `validate={zodValidator(schema)}` gives final-form the
 * first message of each failing field (the contracts' own messages), or undefined when valid.
 */
export function zodValidator<Schema extends z.ZodType>(schema: Schema) {
  return (values: unknown): ValidationErrors => {
    const result = schema.safeParse(values);
    if (result.success) return undefined;
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      setIn(errors, issue.path.length > 0 ? issue.path : ['_form'], issue.message);
    }
    return errors;
  };
}
