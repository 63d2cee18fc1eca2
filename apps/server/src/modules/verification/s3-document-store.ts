/**
 * Documents kept in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) through the official
 * AWS SDK (ADR 123). Every object is written with server-side encryption (`AES256`, keys the
 * storage service manages), under the configured prefix and the module's own id, never a name a
 * player chose. Checksums are sent only where the operation requires them: stores that copy S3's
 * API, MinIO and R2 among them, do not all accept the SDK's newer default checksum headers.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3DocumentStoreSettings } from "../../config/verification.ts";
import { assertDocumentKey, type DocumentStore } from "./document-store.ts";

/** A bucket that does not answer in this long fails the upload rather than holding the player. */
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECTION_TIMEOUT_MS = 5_000;

export function createS3DocumentStore(settings: S3DocumentStoreSettings): DocumentStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // A copy: the SDK marks the credentials it is given, and the config is frozen.
    ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECTION_TIMEOUT_MS },
  });
  const objectOf = (key: string) => {
    assertDocumentKey(key);
    return { Bucket: settings.bucket, Key: `${settings.prefix}${key}` };
  };
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          ...objectOf(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: "application/octet-stream",
          ServerSideEncryption: "AES256",
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand(objectOf(key)));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // Used to clean up after a failed upload: the original error is the one worth reporting.
      await client.send(new DeleteObjectCommand(objectOf(key))).catch(() => undefined);
    },
  };
}

/** `NoSuchKey`, or a bare 404 where a store answers a GET without a body the SDK can read. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
