import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import type { UserDto } from "@/lib/users/types";

export function toUserDto(u: User): UserDto {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isActive: u.isActive,
    emailVerified: u.emailVerified,
    phone: u.phone,
    profileImageUrl: u.profileImageUrl,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
