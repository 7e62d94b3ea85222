import { FormattedMessage, useIntl } from 'react-intl';
import { DOMAIN_TYPES, SCORE_KEYS, type SharedAssessment } from '@flourishly/contracts';
import { ageSpanText } from '@flourishly/platform';
import { DataTable, TableScroll } from '../../shared/DataTable';
import { domainName, reportDate } from './texts';

/** A domain not scored: a dash (the report's note says why). */
export const NO_SCORE = '—';
export interface AssessmentHistoryTableProps {
  history: SharedAssessment[];
  caption: string;
}

/**
 * History table: one row per assessment with the checklist used (its own age, e.g. "Milestones at
 * 4 years", not the child's age then), the child's age and the five scores (the chart's accessible twin).
 */
export function AssessmentHistoryTable({ history, caption }: AssessmentHistoryTableProps) {
  const intl = useIntl();
  const score = (value: number | null) => (value === null ? NO_SCORE : intl.formatNumber(value / 100, { style: 'percent' }));
  return (
    <TableScroll>
      <DataTable>
        <caption style={{ textAlign: 'left', marginBottom: 8 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="dashboard.development.history.date" />
            </th>
            <th scope="col">
              <FormattedMessage id="dashboard.development.history.checklist" />
            </th>
            <th scope="col">
              <FormattedMessage id="dashboard.development.history.age" />
            </th>
            {DOMAIN_TYPES.map((domain) => (
              <th scope="col" key={domain}>
                {domainName(intl, domain)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.map((assessment) => (
            <tr key={assessment.assessedAt}>
              <td>{reportDate(intl, assessment.assessedAt)}</td>
              <td>{assessment.checklistTitle}</td>
              <td>{ageSpanText(intl, assessment.ageMonths)}</td>
              {DOMAIN_TYPES.map((domain) => (
                <td key={domain}>{score(assessment.scores[SCORE_KEYS[domain]])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
