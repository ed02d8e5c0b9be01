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
