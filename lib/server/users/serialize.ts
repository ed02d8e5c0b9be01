import type { User } from "@/lib/generated/prisma/client";

/** A user as every response shows it: never the password hash. */
export type UserDto = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: "user" | "caterer" | "admin";
  isActive: boolean;
  emailVerified: boolean;
  phone: string | null;
  profileImageUrl: string | null;
  createdAt: string;
  updatedAt: string;
};

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
