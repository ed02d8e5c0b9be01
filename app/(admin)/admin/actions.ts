"use server";

import { adminChangeBookingStatus, adminUpdateBooking } from "@/lib/server/orders/admin-bookings";
import {
  adminUpdateCaterer,
  createCaterer,
  deleteCaterer,
} from "@/lib/server/kitchens/admin-caterers";
import { adminDeleteDish, adminSaveDish } from "@/lib/server/dishes/admin-dishes";
import { runAction } from "@/lib/server/http/server-action";
import { createUser, deleteUser, setUserStatus, updateUser } from "@/lib/server/users/admin-users";
import type { AdminBookingStatusInput, AdminBookingUpdateInput } from "@/lib/lines/admin-schemas";
import type {
  AdminUserCreateInput,
  AdminUserUpdateInput,
  UserStatusInput,
} from "@/lib/users/schemas";
import type { AdminCatererInput } from "@/lib/kitchens/schemas";
import type { DishInput } from "@/lib/dishes/schemas";

export async function createUserAction(input: AdminUserCreateInput) {
  return runAction((actor) => createUser(actor, input), "Failed to create user");
}

export async function updateUserAction(id: number, input: AdminUserUpdateInput) {
  return runAction((actor) => updateUser(actor, id, input), "Failed to update user");
}

export async function setUserStatusAction(id: number, input: UserStatusInput) {
  return runAction((actor) => setUserStatus(actor, id, input), "Failed to update user status");
}

export async function deleteUserAction(id: number) {
  return runAction((actor) => deleteUser(actor, id), "Failed to delete user");
}

export async function createCatererAction(input: AdminCatererInput) {
  return runAction((actor) => createCaterer(actor, input), "Failed to create caterer");
}

export async function updateCatererAction(id: number, input: AdminCatererInput) {
  return runAction((actor) => adminUpdateCaterer(actor, id, input), "Failed to update caterer");
}

export async function deleteCatererAction(id: number) {
  return runAction((actor) => deleteCaterer(actor, id), "Failed to delete caterer");
}

export async function saveDishAction(input: DishInput, dishId: number | null) {
  return runAction(
    (actor) => adminSaveDish(actor, input, dishId),
    dishId === null ? "Failed to create dish" : "Failed to update dish",
  );
}

export async function deleteDishAction(id: number) {
  return runAction((actor) => adminDeleteDish(actor, id), "Failed to delete dish");
}

export async function updateOrderAction(id: number, input: AdminBookingUpdateInput) {
  return runAction(
    (actor) => adminUpdateBooking(actor, id, input),
    "Failed to update order. Please try again.",
  );
}

export async function changeOrderStatusAction(id: number, input: AdminBookingStatusInput) {
  return runAction(
    (actor) => adminChangeBookingStatus(actor, id, input),
    "Failed to update order status",
  );
}
