import { Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/decorators/public.decorator';
import { findGameDefinition } from './content/game-catalog';
import { renderGameImage } from './content/game-images';
import { endpoints } from '@flourishly/contracts';
import { ContractRoute } from '../common/openapi/routes';

/** Each game's own SVG image, served by us (no third-party images). */
@ApiTags('games')
@Controller('game-images')
export class GameImagesController {
  /**
   * GET /api/game-images/{slug}.svg: the image (image/svg+xml, cached a day); 404 JSON error for
   * an unknown slug (the image headers are set only once the image is found).
   */
  @Public()
  @ContractRoute(endpoints.gameImage, 'game-images')
  image(@Param('file') file: string, @Res({ passthrough: true }) response: FastifyReply): string {
    const definition = file.endsWith('.svg') ? findGameDefinition(file.slice(0, -'.svg'.length)) : undefined;
    if (!definition) throw new NotFoundException('Image not found');
    response.headers({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    return renderGameImage(definition);
  }
}
