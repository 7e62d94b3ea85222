import styled from 'styled-components';

/**
 * A record shown before the server has it: written offline, its write queued by the service
 * worker until the network returns (docs/architecture.md, "Offline and installed"). The mark sits
 * on the copy in the RTK Query cache; the refetch after the queue is sent replaces it with the
 * server's record, so the mark goes by itself.
 */
export type QueuedOffline<T> = T & { queuedOffline?: true };

/** Whether a cached record (or form) carries the mark of a write queued offline. */
export function isQueuedOffline(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { queuedOffline?: unknown }).queuedOffline === true;
}

/** `value` with the queued-offline mark. */
export function markQueuedOffline<T extends object>(value: T): QueuedOffline<T> {
  return { ...value, queuedOffline: true };
}

const StyledMark = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

/** The mark a queued record carries on screen: "Will be saved when you are back online" (`text`, translated by the caller). */
export function QueuedOfflineMark({ text }: { text: string }) {
  return <StyledMark data-testid="queued-offline">{text}</StyledMark>;
}
