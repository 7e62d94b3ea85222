import type { User as UserResponse } from '@flourishly/contracts';
import type { User } from './user.entity';

/** The user as the API returns it (contracts `userSchema`); never the password hash. */
export function toUserResponse(user: User): UserResponse {
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
  };
}
