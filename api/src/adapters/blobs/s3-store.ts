import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { assertBlobKey, assertBlobPrefix, type BlobInfo, type BlobStore, clampRange } from "./blobs.ts";

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver in tests); Amazon's own when absent. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (bucket in the path), which most S3-compatible servers want. */
  forcePathStyle?: boolean;
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** The production blob store: one object per key in an S3-compatible bucket, through the AWS SDK. */
export function createS3Store(options: S3StoreOptions): BlobStore {
  const s3 = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // No checksum trailer unless an operation requires one: with it a streamed body goes up
    // aws-chunked, which several S3-compatible servers (s3rver among them) store encoded.
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const head = async (key: string): Promise<BlobInfo | null> => {
    assertBlobKey(key);
    try {
      const answer = await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };

  return {
    kind: "s3",
    async put(key, body, { contentType }) {
      assertBlobKey(key);
      await s3.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.byteLength }));
      return { size: body.byteLength, contentType };
    },
    async putFile(key, path, { contentType }) {
      assertBlobKey(key);
      // One streamed PUT with its length declared: S3 takes up to 5 GB this way, above UPLOAD_MAX_BYTES's default.
      const { size } = await stat(path);
      await s3.send(
        new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(path), ContentType: contentType, ContentLength: size }),
      );
      return { size, contentType };
    },
    head,
    async get(key, range) {
      const found = await head(key);
      if (!found) return null;
      const served = range ? clampRange(range, found.size) : null;
      try {
        const answer = await s3.send(
          new GetObjectCommand({ Bucket, Key: key, ...(served && { Range: `bytes=${served.start}-${served.end}` }) }),
        );
        const body = answer.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
        if (!body) return null;
        return { ...found, range: served, body };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertBlobKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      assertBlobPrefix(prefix);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
