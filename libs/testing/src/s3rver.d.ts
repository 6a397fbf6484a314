declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    vhostBuckets?: boolean;
    resetOnClose?: boolean;
  }
  /** The part of Koa's context (s3rver is a Koa app) that our middleware reads. */
  export interface S3rverContext {
    method: string;
    /** The request's path and query as sent, still percent-encoded. */
    url: string;
    status: number;
    /** After the router ran: the bucket and object key the request addressed. */
    params?: { bucket?: string; key?: string };
    /** A request header's value, '' when absent. */
    get(field: string): string;
  }
  export type S3rverMiddleware = (
    context: S3rverContext,
    next: () => Promise<void>,
  ) => Promise<void>;
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware chain, composed when the server starts listening. */
    middleware: S3rverMiddleware[];
    store: {
      getBucketPath(bucket: string): string;
      getResourcePath(bucket: string, key: string, resource: string): string;
      deleteObject(bucket: string, key: string): Promise<void>;
    };
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/account.js' {
  const accounts: {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  export default accounts;
}

declare module 's3rver/lib/models/error.js' {
  /** An S3 error: s3rver answers it with its status (403 for the access errors) and XML body. */
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
  }
}
