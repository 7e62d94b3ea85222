/**
 * WHO LMS tables (docs/architecture.md, "Growth"): per sex, the Box-Cox power L, the median M and
 * the coefficient of variation S at evenly spaced points of an index (age in days, age in months,
 * or length/height in cm). The tables themselves are in who-data/ (source and edition in its README).
 */

/** The sex of a WHO chart: the WHO tables exist for boys and girls only. */
export type ChartSex = 'male' | 'female';

/** One sex's columns, index order: row i is at `first + i * step`. */
export interface LmsColumns {
  l: readonly number[];
  m: readonly number[];
  s: readonly number[];
}

/** A WHO LMS table: the index of its first row, the step between rows, and each sex's columns. */
export interface LmsTable {
  first: number;
  step: number;
  male: LmsColumns;
  female: LmsColumns;
}

/** The L, M and S parameters at one point (M in the measurement's unit: kg, cm or kg/m²). */
export interface Lms {
  l: number;
  m: number;
  s: number;
}

/** The first and last index a table covers (e.g. days 0-1826). */
export function tableRange(table: LmsTable): { first: number; last: number } {
  return { first: table.first, last: table.first + (table.male.m.length - 1) * table.step };
}

/**
 * L, M and S of `sex` at `index` (same unit as the table's index): the row itself on a row, else
 * the linear interpolation between the two rows around it, as WHO's anthro (weight-for-length,
 * between 0.1 cm rows) and anthroplus (between whole months) do. Null outside the table.
 */
export function lmsAt(table: LmsTable, sex: ChartSex, index: number): Lms | null {
  const columns = table[sex];
  // Rounded to 1e-9 rows so that 45.3 cm lands on its row despite binary fractions.
  const position = Math.round(((index - table.first) / table.step) * 1e9) / 1e9;
  const last = columns.m.length - 1;
  if (!Number.isFinite(position) || position < 0 || position > last) return null;
  const low = Math.floor(position);
  const fraction = position - low;
  if (fraction === 0) return { l: columns.l[low], m: columns.m[low], s: columns.s[low] };
  const between = (values: readonly number[]) => values[low] + fraction * (values[low + 1] - values[low]);
  return { l: between(columns.l), m: between(columns.m), s: between(columns.s) };
}
