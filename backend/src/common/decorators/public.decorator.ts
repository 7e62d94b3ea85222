import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/** Opens a route to signed-out visitors; every other route needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
