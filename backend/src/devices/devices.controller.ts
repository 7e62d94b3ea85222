import { Body, Controller, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ActivityReadingResult, ConnectedDevice, IotDevice, LatestActivity } from '@flourishly/contracts';
import type { FastifyReply } from 'fastify';
import type { Child } from '../children/child.entity';
import { CurrentChild } from '../children/current-child.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ChildAccessGuard, ChildOfResource } from '../children/child-access.guard';
import { DeviceTokenGuard, type DeviceRequest } from './device-token.guard';
import { DEVICE_NOT_FOUND_MESSAGE, DevicesService } from './devices.service';
import { ApiJsonResponse } from '../common/openapi/api-responses';
import { activityReadingResultSchema } from '@flourishly/contracts';
import { endpoints, type BodyOf, type QueryOf, type ParamsOf } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** Connected devices (docs/product.md). */
@ApiTags('devices')
@Controller()
export class DevicesController {
  constructor(private readonly devices: DevicesService) {}

  /** GET /api/child-profiles/{childId}/iot-devices: [{id, deviceName, kind, lastSynced (ISO) | null}]; 404 if not yours. */
  @ContractRoute(endpoints.devices)
  @UseGuards(ChildAccessGuard)
  list(@CurrentChild() child: Child): Promise<IotDevice[]> {
    return this.devices.list(child);
  }

  /**
   * POST /api/child-profiles/{childId}/iot-devices {deviceName (2-60 chars), kind}: 201 {device,
   * ingestionToken}. The token is shown this once; only its hash is stored. 400/404 as usual.
   */
  @ContractRoute(endpoints.connectDevice)
  @UseGuards(ChildAccessGuard)
  connect(@CurrentChild() child: Child, @Body() body: BodyOf<typeof endpoints.connectDevice>): Promise<ConnectedDevice> {
    return this.devices.connect(child, body);
  }

  /**
   * GET /api/child-profiles/{childId}/activity-data/latest?type=steps|activeMins|sleep: {type, value
   * (count or minutes) | null, recordedAt | null}: the newest reading of the last 24 hours ("Today's
   * Activity"; a rolling day, as the server does not know the family's time zone), nulls when
   * there is none. 400 for another type; 404 if not yours.
   */
  @ContractRoute(endpoints.latestActivity)
  @UseGuards(ChildAccessGuard)
  latest(@CurrentChild() child: Child, @Query() query: QueryOf<typeof endpoints.latestActivity>): Promise<LatestActivity> {
    return this.devices.latest(child, query.type);
  }

  /** DELETE /api/devices/{id}: disconnects the device and drops its readings; 204, 404 if not yours. */
  @ContractRoute(endpoints.disconnectDevice)
  @UseGuards(ChildAccessGuard)
  @ChildOfResource(DevicesService, DEVICE_NOT_FOUND_MESSAGE)
  disconnect(@Param() { id }: ParamsOf<typeof endpoints.disconnectDevice>): Promise<void> {
    return this.devices.disconnect(id);
  }

  /**
   * POST /api/devices/{id}/activity-data, `Authorization: Bearer {ingestionToken}`, body {type,
   * value (integer ≥ 0; steps ≤ 100000, minutes ≤ 1440), recordedAt (ISO date-time with
   * offset)}: 201 {type, value, recordedAt, created: true}, or 200 with created false when the same
   * type and recordedAt was already stored (value replaced, also when two identical readings
   * race). 401 for a missing or wrong token (checked before the body), 400 for an invalid body or
   * a recordedAt more than 5 minutes in the future. No session: the device's own call.
   */
  @ContractRoute(endpoints.postActivityReading)
  @Public()
  @UseGuards(DeviceTokenGuard)
  @ApiJsonResponse(200, activityReadingResultSchema, 'A reading replaced')
  async ingest(
    @Req() request: DeviceRequest,
    @Body() body: BodyOf<typeof endpoints.postActivityReading>,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ActivityReadingResult> {
    const result = await this.devices.ingest(request.device, body);
    response.code(result.created ? 201 : 200);
    return result;
  }
}
