import { EntityRepository } from '@mikro-orm/core';
import { InjectRepository } from '@mikro-orm/nestjs';
import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { entityIdParamSchema } from '@flourishly/contracts';
import { Device } from './device.entity';
import { deviceTokenMatches } from './device-token';

export const INVALID_DEVICE_TOKEN_MESSAGE = 'Invalid device token';

/** A request that passed {@link DeviceTokenGuard}: the device whose token was presented. */
export interface DeviceRequest extends FastifyRequest {
  params: Record<string, string | undefined>;
  device: Device;
}

/**
 * Authenticates a device's own calls with `Authorization: Bearer {ingestionToken}`: 401 when
 * the header is missing, the id is malformed or unknown, or the token does not match (one
 * answer for all, so device ids cannot be probed). Runs before body validation.
 */
@Injectable()
export class DeviceTokenGuard implements CanActivate {
  constructor(@InjectRepository(Device) private readonly devices: EntityRepository<Device>) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<DeviceRequest>();
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const id = entityIdParamSchema.safeParse(request.params.id);
    if (!match || !id.success) throw new UnauthorizedException(INVALID_DEVICE_TOKEN_MESSAGE);
    const device = await this.devices.findOne({ id: id.data }, { populate: ['child'] });
    if (!device || !deviceTokenMatches(match[1], device.tokenHash)) {
      throw new UnauthorizedException(INVALID_DEVICE_TOKEN_MESSAGE);
    }
    request.device = device;
    return true;
  }
}
