import { DOMAIN_LABELS, DOMAIN_TYPES, formatAgeSpan, formatReportDate, SCORE_KEYS, type SharedAssessment } from '@flourishly/contracts';
import { DataTable, TableScroll } from '../../shared/DataTable';

const score = (value: number | null) => (value === null ? '—' : `${value}%`);
export interface AssessmentHistoryTableProps {
  history: SharedAssessment[];
  caption: string;
}

/**
 * History table: one row per assessment with the checklist used (its own age, e.g. "Milestones at
 * 4 years", not the child's age then), the child's age and the five scores (the chart's accessible twin).
 */
export function AssessmentHistoryTable({ history, caption }: AssessmentHistoryTableProps) {
  return (
    <TableScroll>
      <DataTable>
        <caption style={{ textAlign: 'left', marginBottom: 8 }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Checklist</th>
            <th scope="col">Child&apos;s age</th>
            {DOMAIN_TYPES.map((domain) => (
              <th scope="col" key={domain}>
                {DOMAIN_LABELS[domain]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.map((assessment) => (
            <tr key={assessment.assessedAt}>
              <td>{formatReportDate(assessment.assessedAt)}</td>
              <td>{assessment.checklistTitle}</td>
              <td>{formatAgeSpan(assessment.ageMonths)}</td>
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
