import { createInvitationSchema, invitationParamsSchema, memberParamsSchema, updateMemberRoleSchema } from '@flourishly/contracts';
import { createZodDto } from 'nestjs-zod';

export class CreateInvitationDto extends createZodDto(createInvitationSchema) {}
export class UpdateMemberRoleDto extends createZodDto(updateMemberRoleSchema) {}
export class MemberParamsDto extends createZodDto(memberParamsSchema) {}
export class InvitationParamsDto extends createZodDto(invitationParamsSchema) {}
