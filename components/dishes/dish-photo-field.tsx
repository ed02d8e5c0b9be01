"use client";

import { useState } from "react";
import Image from "next/image";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { send } from "@/lib/client/write";
import { fileToBase64 } from "@/lib/client/file-to-base64";
import {
  DISH_PHOTO_MESSAGES,
  DISH_PHOTO_TYPES,
  MAX_DISH_PHOTO_BYTES,
  isOwnImageAddress,
} from "@/lib/dishes/photos";

/**
 * A photo for the dish from the phone's camera or library: sent as it is (base64 in JSON)
 * to POST /api/dish-photos, which resizes it; its URL becomes the dish's image.
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
    // The field's own message, under it, as a form's field error: no toast.
    const failed = "The photo could not be uploaded. Please try again.";
    try {
      const contentBase64 = await fileToBase64(file);
      const result = await send<{ url: string }>("POST", "/api/dish-photos", { contentBase64 });
      if (result.ok) onUploaded(result.data.url);
      else setError(result.message || failed);
    } catch {
      setError(failed);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor="dish-photo">Photo</Label>
      {isOwnImageAddress(imageUrl) ? (
        <Image
          src={imageUrl}
          alt="The dish's photo"
          width={480}
          height={360}
          unoptimized
          className="aspect-[4/3] h-auto w-full max-w-xs rounded-md bg-muted object-cover"
          data-testid="dish-photo-preview"
        />
      ) : (
        imageUrl && (
          // Pages load images from our own site only: a URL from elsewhere is fetched by the
          // server when the dish is saved, and shown from then on.
          <p className="text-sm text-muted-foreground">
            The image at that address is fetched and shown once you save the dish.
          </p>
        )
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
