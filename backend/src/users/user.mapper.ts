import type { User as UserResponse } from '@flourishly/contracts';
import type { User } from './user.entity';

/** What {@link toUserResponse} reads: a User entity, or the plain fields of a signed-in user. */
export type UserFields = Pick<
  User,
  | 'id'
  | 'fullName'
  | 'email'
  | 'profileCompleted'
  | 'phoneNumber'
  | 'address'
  | 'schoolName'
  | 'schoolUrl'
  | 'grade'
  | 'selectedInterests'
  | 'locale'
>;

/**
 * The user as the API returns it (contracts `userSchema`); never the password hash. `locale` is
 * the parent's chosen language, null until they choose one.
 */
export function toUserResponse(user: UserFields): UserResponse {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    profileCompleted: user.profileCompleted,
    phoneNumber: user.phoneNumber,
    address: user.address,
    schoolName: user.schoolName,
    schoolUrl: user.schoolUrl,
    grade: user.grade,
    selectedInterests: user.selectedInterests,
    locale: user.locale,
  };
}
