import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from './file-store.js';
import { assertStorageKey, isStorageKey } from './storage-key.js';

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, Ceph…); unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Optional folder inside the bucket, e.g. "revisely/". */
  prefix?: string;
}

type S3Sdk = typeof S3SdkModule;

/**
 * File bytes in an S3-compatible bucket (FILE_STORE=s3). Path-style addressing when an endpoint
 * is given, since most self-hosted services do not serve bucket subdomains. The SDK is loaded on
 * first use: it costs ~0.1 s of start-up, which servers using another store should not pay.
 */
export class S3FileStore implements FileStore {
  private readonly prefix: string;
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

  constructor(private readonly options: S3FileStoreOptions) {
    this.prefix = options.prefix ?? '';
  }

  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, accessKeyId, secretAccessKey } = this.options;
      const client = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle: Boolean(endpoint),
        // Newer SDKs add CRC checksums and aws-chunked uploads by default, which many S3-compatible
        // services reject; only send them where the API requires it.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      });
      return { sdk, client };
    });
    return this.connection;
  }

  private objectKey(key: string): string {
    return `${this.prefix}${assertStorageKey(key)}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.options.bucket, Key, Body: data }));
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    // Deleting a missing object succeeds on S3, matching the other stores.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
  }

  async *list(): AsyncIterable<{ key: string; storedAt: number }> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: this.prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isStorageKey(key)) yield { key, storedAt: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) (await connection).client.destroy();
  }
}
