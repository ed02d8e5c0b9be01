"use client";

import { useState } from "react";
import Image from "next/image";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DISH_PHOTO_MESSAGES, DISH_PHOTO_TYPES, MAX_DISH_PHOTO_BYTES } from "@/lib/dishes/photos";

/**
 * A photo for the dish from the phone's camera or library: sent as it is to
 * POST /api/dish-photos (the server resizes it), and its URL becomes the dish's image.
 * Typing a URL was the only way before, and a cook at the stove has none (issue 22).
 */
export function DishPhotoField({
  imageUrl,
  onUploaded,
}: {
  imageUrl: string;
  onUploaded: (url: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    if (!(DISH_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setError(DISH_PHOTO_MESSAGES.type);
      return;
    }
    if (file.size > MAX_DISH_PHOTO_BYTES) {
      setError(DISH_PHOTO_MESSAGES.size);
      return;
    }
    setUploading(true);
    try {
      const response = await fetch("/api/dish-photos", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": file.type },
        body: file,
      });
      const body = (await response.json().catch(() => null)) as {
        url?: string;
        message?: string;
      } | null;
      if (!response.ok || !body?.url) {
        setError(body?.message ?? "The photo could not be uploaded. Please try again.");
        return;
      }
      onUploaded(body.url);
    } catch {
      setError("The photo could not be uploaded. Please try again.");
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor="dish-photo">Photo</Label>
      {imageUrl && (
        <Image
          src={imageUrl}
          alt="The dish's photo"
          width={480}
          height={360}
          unoptimized
          className="aspect-[4/3] h-auto w-full max-w-xs rounded-md bg-muted object-cover"
          data-testid="dish-photo-preview"
        />
      )}
      <Input
        id="dish-photo"
        type="file"
        accept={DISH_PHOTO_TYPES.join(",")}
        aria-describedby="dish-photo-help"
        disabled={uploading}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = "";
        }}
      />
      <p id="dish-photo-help" className="text-xs text-muted-foreground">
        {uploading
          ? "Uploading photo..."
          : "JPEG, PNG or WebP, up to 12 MB. Or give an image URL below."}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
