import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AVATAR_IDS, type AvatarId } from '@flourishly/contracts';
import { Public } from '../common/decorators/public.decorator';
import { avatarSvg } from './avatar-images';

/** The built-in child avatars, served by us (no third-party images). */
@ApiTags('child-profiles')
@Controller('avatars')
export class AvatarsController {
  /** GET /api/avatars/{id}.svg: the avatar image (image/svg+xml); 404 for an unknown id. */
  @Public()
  @Get(':file')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiOperation({ summary: 'A built-in avatar image' })
  get(@Param('file') file: string): string {
    const id = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !(AVATAR_IDS as readonly string[]).includes(id)) {
      throw new NotFoundException('Avatar not found');
    }
    return avatarSvg(id as AvatarId);
  }
}
