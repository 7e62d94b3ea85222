import type { ChartSexName, GrowthIndicatorName } from '@flourishly/contracts';
import type { IntlShape } from 'react-intl';

/** The message of each WHO indicator's name (dashboard catalog, src/messages). */
export const INDICATOR_MESSAGES: Record<GrowthIndicatorName, string> = {
  weightForAge: 'dashboard.growth.indicator.weightForAge',
  lengthOrHeightForAge: 'dashboard.growth.indicator.lengthOrHeightForAge',
  weightForLengthOrHeight: 'dashboard.growth.indicator.weightForLengthOrHeight',
  bmiForAge: 'dashboard.growth.indicator.bmiForAge',
  headCircumferenceForAge: 'dashboard.growth.indicator.headCircumferenceForAge',
};

/** The message of each WHO chart (boys' or girls'). */
export const CHART_SEX_MESSAGES: Record<ChartSexName, string> = {
  male: 'dashboard.growth.chartSex.male',
  female: 'dashboard.growth.chartSex.female',
};

/**
 * A percentile (0-100) in words, rounded to a whole percentile: "on the 45th percentile" in a
 * sentence, "45th percentile" as a name (`named`); below 1 and above 99 said as such.
 */
export function percentileText(intl: IntlShape, percentile: number, named = false): string {
  if (percentile < 1) return intl.formatMessage({ id: 'dashboard.growth.percentile.below' });
  if (percentile > 99) return intl.formatMessage({ id: 'dashboard.growth.percentile.above' });
  return intl.formatMessage(
    { id: named ? 'dashboard.growth.percentile.named' : 'dashboard.growth.percentile.on' },
    { percentile: Math.round(percentile) },
  );
}
