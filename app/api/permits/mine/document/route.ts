import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { requireActor } from "@/lib/server/actor";
import { handleRoute, readRawBody } from "@/lib/server/http/handle-route";
import { AppError } from "@/lib/server/errors";
import { uploadMyPermitDocument } from "@/lib/server/permits/my-permit";
import { parseInput } from "@/lib/server/validation";
import { MAX_PERMIT_UPLOAD_BODY_BYTES, permitDocumentSchema } from "@/lib/permits/schemas";

/** POST /api/permits/mine/document {contentBase64}: PDF, PNG or JPEG up to 5 MB. */
export const POST = handleRoute(async (request: Request) => {
  const actor = requireActor(await actorFromRequest(request));
  const raw = await readRawBody(request, MAX_PERMIT_UPLOAD_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new AppError("invalid_input", "Request body must be JSON");
  }
  const { contentBase64 } = parseInput(permitDocumentSchema, body);
  const permit = await uploadMyPermitDocument(actor, Buffer.from(contentBase64, "base64"));
  return NextResponse.json(permit, { status: 201 });
});
