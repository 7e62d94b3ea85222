import styled from 'styled-components';

/** A data table of the dashboard's pages: full width, left-aligned cells, a rule between rows. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Lets a wide {@link DataTable} scroll sideways on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
