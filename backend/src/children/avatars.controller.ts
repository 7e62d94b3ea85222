import { Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AVATAR_IDS, type AvatarId } from '@flourishly/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { avatarSvg } from './avatar-images';
import { endpoints } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** The built-in child avatars, served by us (no third-party images). */
@ApiTags('child-profiles')
@Controller('avatars')
export class AvatarsController {
  /**
   * GET /api/avatars/{id}.svg: the avatar image (image/svg+xml, cached a day); 404 JSON error
   * for an unknown id (the image headers are set only once the image is found).
   */
  @Public()
  @ContractRoute(endpoints.avatarImage, 'avatars')
  get(@Param('file') file: string, @Res({ passthrough: true }) response: FastifyReply): string {
    const id = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !(AVATAR_IDS as readonly string[]).includes(id)) {
      throw new NotFoundException('Avatar not found');
    }
    response.headers({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    return avatarSvg(id as AvatarId);
  }
}
