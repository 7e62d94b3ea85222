import { EARLIEST_BIRTH_DATE, todayIsoDate } from '@flourishly/contracts';
import { TextField } from '@flourishly/platform/forms';

/**
 * The date-of-birth picker: the browser's native date input (keyboard and screen-reader
 * support built in; its value is already ISO yyyy-MM-dd) with `min` 1900-01-01 and `max`
 * today, so the picker disables earlier and future dates (docs/product.md). The contracts'
 * schema checks the same bounds on submit and on the server.
 */
export function DateOfBirthField({ name, label }: { name: string; label: string }) {
  return <TextField name={name} label={label} type="date" min={EARLIEST_BIRTH_DATE} max={todayIsoDate()} required />;
}
