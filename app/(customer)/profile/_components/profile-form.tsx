"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { isOwnImageAddress } from "@/lib/dishes/photos";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useViewer } from "@/lib/client/use-viewer";
import { useWrite } from "@/lib/client/write";
import { initials } from "@/lib/initials";
import { ROLE_LABELS } from "@/lib/navigation";
import type { UserDto } from "@/lib/users/types";
import { profileSchema, type ProfileInput } from "@/lib/auth/schemas";
import { updateProfileAction } from "../actions";

const PROFILE_FIELDS = ["firstName", "lastName", "phone", "profileImageUrl"] as const;

export function ProfileForm({ user }: { user: UserDto }) {
  const viewer = useViewer();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? "",
      profileImageUrl: user.profileImageUrl ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [first, last, image] = useWatch({
    control: form.control,
    name: ["firstName", "lastName", "profileImageUrl"],
  });

  const onSubmit = useWrite(form, {
    save: updateProfileAction,
    fields: PROFILE_FIELDS,
    success: "Profile updated successfully",
    refused: (message) => message,
    crashed: () => "Failed to update profile.",
    // The header shows the new name and picture at once.
    onDone: viewer.set,
  });

  return (
    <Card className="mt-6">
      <CardContent className="pt-6">
        <div className="mb-6 flex items-center gap-4">
          <Avatar className="h-16 w-16">
            {/* A picture from elsewhere is fetched by the server on save, shown from then on. */}
            {image && isOwnImageAddress(image) && <AvatarImage src={image} alt="" />}
            <AvatarFallback className="text-lg">{initials(first ?? "", last ?? "")}</AvatarFallback>
          </Avatar>
          <div>
            <p className="font-semibold">{user.email}</p>
            <p className="text-sm text-muted-foreground">{ROLE_LABELS[user.role]}</p>
          </div>
        </div>
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="profile-first" label="First Name" required error={errors.firstName?.message}>
              <Input id="profile-first" {...form.register("firstName")} />
            </Field>
            <Field id="profile-last" label="Last Name" required error={errors.lastName?.message}>
              <Input id="profile-last" {...form.register("lastName")} />
            </Field>
          </div>
          <Field id="profile-email" label="Email">
            <Input id="profile-email" value={user.email} disabled readOnly />
          </Field>
          <p className="-mt-2 text-xs text-muted-foreground">
            Your email address cannot be changed.
          </p>
          <Field id="profile-phone" label="Phone" error={errors.phone?.message}>
            <Input id="profile-phone" type="tel" {...form.register("phone")} />
          </Field>
          <Field
            id="profile-image"
            label="Profile Image URL"
            error={errors.profileImageUrl?.message}
          >
            <Input
              id="profile-image"
              type="url"
              placeholder="https://..."
              {...form.register("profileImageUrl")}
            />
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
