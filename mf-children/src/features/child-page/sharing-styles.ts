// The list, row and heading styles of the sharing dialog and its parts.
import styled from 'styled-components';

export const StyledList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:first-child {
    flex: 1 1 160px;
  }
`;

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  /* A select is as wide as its longest option: keep it inside the dialog on a phone. */
  & > div {
    display: flex;
    flex-direction: column;
    flex: 1 1 220px;
    min-width: 0;
  }
  select {
    width: 100%;
    max-width: 100%;
  }
`;

export const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
`;
