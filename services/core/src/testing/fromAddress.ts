import { CLIENT_ADDRESS_HEADER, signClientAddress } from '../http/clientAddress';
import type { ServiceContext } from '../ServiceContext';

/** The header the gateway adds for a client at `address` (`.set(fromAddress(ctx, '192.0.2.1'))`): tests of per-address limits. */
export function fromAddress(ctx: ServiceContext, address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: signClientAddress(ctx.config.CLIENT_ADDRESS_SECRET, address, Date.now()) };
}
