import type { Endpoint } from '@flourishly/contracts';

/** The metadata key under which ContractRoute keeps a handler's registry entry. */
export const CONTRACT_ENDPOINT_METADATA = 'flourishly:contractEndpoint';

/** The registry entry ContractRoute declared `handler` with; undefined for a route declared otherwise. */
export function contractEndpointOf(handler: object): Endpoint | undefined {
  return Reflect.getMetadata(CONTRACT_ENDPOINT_METADATA, handler) as Endpoint | undefined;
}
